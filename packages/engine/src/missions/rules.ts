/**
 * The mission-rules layer: the fixed points where the core asks the mission what its own rules
 * say. A mission is data (`MissionDef`) plus rule modules named in its `rules` list; each module
 * is one mechanism family (the New Missions' sheet today) in a file of its own under
 * `missions/modules/`, answering some of these questions. The core never asks which mission it
 * is playing. docs/missions.md explains how to add a module and a mission.
 *
 * Hooks are pure functions of the state. They answer with data (a denial, tasks, candidate
 * actions) or, where they carry out the module's own effects (its actions, tasks and choices),
 * with the next state. Answers of several modules combine in the order of the mission's list.
 */
import type { RuleError } from '../errors.js';
import type { Out } from '../step.js';
import type { Result } from '../result.js';
import type {
  ActionType,
  EquipmentCard,
  GameState,
  InfoCause,
  InfoValue,
  LossCause,
  MoveAction,
  Pending,
  PendingKind,
  Seat,
  Task,
  WireRef,
} from '../types.js';
import type { Announce, GameValue, Printed } from '../wire.js';
import type { CutTogetherMenu } from './modules/cut-together.js';

/** A cut the core is about to list or apply: `pairs` pairs of `value` by `seat`. */
export interface CutQuestion {
  readonly seat: Seat;
  readonly value: Announce;
  /** 1 for a dual cut; 1 or 2 for a solo cut of two or four wires. */
  readonly pairs: 1 | 2;
  /** A solo cut (else a dual cut). */
  readonly solo?: true;
}

/** What a failed dual cut costs: the dial's notches, and whether an info token is placed. */
export interface FailedCut {
  readonly notches: number;
  readonly token: boolean;
}

/**
 * The slots of the state a module owns (typed fields of `GameState`), and the shared components
 * it draws from at setup (the Number deck; the random generator).
 */
export type ModuleSlots = Partial<
  Pick<
    GameState,
    | 'grid'
    | 'sequence'
    | 'equipmentNumbers'
    | 'redNumber'
    | 'rewardNumber'
    | 'radarTurn'
    | 'snip'
    | 'handout'
    | 'together'
    | 'equipmentDeck'
    | 'numberPick'
    | 'numberHands'
    | 'speed'
    | 'timeline'
    | 'constraints'
    | 'numberDeck'
    | 'equipment'
    | 'equipmentPile'
    | 'characters'
    | 'rng'
    | 'fixed'
  >
>;

/** A turn nobody holds: the seats that may claim it (the usual next seat first), and the refusal of a turn action meanwhile. */
export interface OpenTurn {
  readonly claimants: readonly Seat[];
  readonly refusal: RuleError;
}

/** Equipment a seat may use: a card, or its character's personal Double Detector. */
export type Usable = EquipmentCard | 'doubleDetector';

/** How many wires of a value are cut, counted once per change (`afterWiresLeft` in flow.ts). */
export type CutCount = (value: GameValue) => number;

/**
 * The core's rules that a module's effects build on, lent to it at call time (flow.ts's `CORE`):
 * each asks every module of the mission again, so a module does not import them, and the
 * engine's imports read top to bottom (modules build only on step.ts, hands.ts and the data).
 */
export interface Core {
  /** A wire's game value in this game (values.ts). */
  valueIn(state: GameState, printed: Printed): GameValue;
  holds(state: GameState, seat: Seat, value: GameValue): boolean;
  allRed(state: GameState, seat: Seat): boolean;
  /** Why `seat` may not take its turn's action (of `type`) now, or null (guards.ts). */
  turnAction(state: GameState, seat: Seat, type?: ActionType): RuleError | null;
  /** Validation, unlocks, the modules' components and the win, after wires left play. */
  afterWiresLeft(state: GameState, out: Out): GameState;
  /** `seat`'s turn begins. */
  startTurn(state: GameState, seat: Seat, out: Out): GameState;
  /** How many wires of each value are cut now. */
  cutCount(state: GameState): CutCount;
  /** Put the mission's info token in front of a wire (info.ts). */
  placeInfo(state: GameState, ref: WireRef, cause: InfoCause, out: Out): GameState;
}

/** Who sees a hidden field of a module's slot: its owner seat, or nobody (only its size). */
export type Audience = 'owner' | 'nobody';

/**
 * A module's hidden zones: for each field of its slot, the audience. `owner`: a per-seat list
 * shows each seat its own entry and the others' sizes (a list) or `'faceDown'` (a card); an entry with a `seat` shows its other
 * fields to that seat only. `nobody`: a list shows only its size. All is shown once the game is over.
 */
export interface Zones {
  readonly slot: 'numberHands' | 'constraints' | 'dealtNumbers';
  readonly fields: Readonly<Record<string, Audience>>;
}

/** The kind of every info token a mission places (`InfoToken`); 'none': no token at all. */
export type MissionTokenKind = 'parity' | 'count' | 'none';

export interface RuleModule {
  /** The module draws Number cards: setup deals the mission a shuffled Number deck first. */
  readonly numberCards?: true;
  /** The module reshuffles turned Number cards into a new deck during play (a record may fix each). */
  readonly reshufflesNumbers?: true;
  /** The module draws info tokens from the supply during play (a record may fix them). */
  readonly drawsTokens?: true;
  /** The module shuffles a constraint deck at setup (a record may fix its order). */
  readonly shufflesConstraints?: true;
  /** The module deals the character and constraint cards face down at setup (a record may fix them). */
  readonly dealsSecretly?: true;
  /**
   * Who turns one of their wires around unseen when the wires are dealt (`Wire.turned`): setup
   * picks it at random (a record may fix it) and puts it at the far right of the seat's last stand.
   */
  readonly turns?: 'captain';
  /**
   * Setup: the module's state slots, tasks to run before the setup info tokens (`first`), and
   * tasks to run after them.
   */
  readonly setup?: (state: GameState) => {
    slots: ModuleSlots;
    first?: readonly Task[];
    tasks: readonly Task[];
  };
  /**
   * Equipment cards left out of this game once it is set up, like banned cards (discarded from
   * the board and replaced, and refused in a record).
   */
  readonly leavesOut?: (state: GameState) => readonly EquipmentCard[];
  /**
   * May this cut be made now? Narrows only. One predicate serves the legal menu and the check of
   * an action, so they cannot drift apart; a denial says why with a rule code.
   */
  readonly mayCut?: (state: GameState, cut: CutQuestion) => RuleError | null;
  /**
   * May `seat` point at this teammate's wire in a dual cut (every wire a detector points at)?
   * Narrows only, for the legal menu and the check of an action alike.
   */
  readonly mayTarget?: (state: GameState, seat: Seat, ref: WireRef) => RuleError | null;
  /** A dual cut by `actor` on `owner`'s wires failed: the dial's notches and whether a token goes down. */
  readonly failedCut?: (state: GameState, actor: Seat, owner: Seat) => Partial<FailedCut>;
  /** Blue values whose wires act as red now, in every respect (§9 B4). */
  readonly redValues?: (state: GameState) => readonly number[];
  /**
   * May `seat` use this equipment card, or its character's Double Detector? Narrows only, for the
   * card's action and inside a dual cut.
   */
  readonly mayUseEquipment?: (state: GameState, seat: Seat, card: Usable) => RuleError | null;
  /**
   * The kind of info token the mission places instead of the true value, at setup, after a failed
   * cut and with the Post-it alike (the `onFailedCut` point planned in docs/missions.md).
   */
  readonly infoTokens?: MissionTokenKind;
  /** The Post-it may also mark one of the user's cut wires (mission 24's count tokens). */
  readonly postItOnCut?: true;
  /** Whether the tokens on `seat`'s wires are false ones, meaning "not this value". */
  readonly tokensSayNot?: (state: GameState, seat: Seat) => boolean;
  /** The setup tokens `seat` places, when the module decides them (else one, the usual kind). */
  readonly setupInfo?: (state: GameState, seat: Seat) => readonly Task[] | null;
  /** A dual cut by `seat` failed: a loss cause when that explodes the bomb, else null. */
  readonly failedDualCut?: (state: GameState, seat: Seat) => LossCause | null;
  /**
   * What a seat holding nothing but red wires must do instead of revealing them (the mission's own
   * action), and the refusal of a reveal.
   */
  readonly allRed?: { readonly action: ActionType; readonly refusal: RuleError };
  /** After a successful cut: tasks to run before anything else already queued. */
  readonly afterCut?: (state: GameState, cut: CutQuestion) => readonly Task[];
  /**
   * May this equipment card unlock now (its own wires being cut)? Narrows only; asked again after
   * every cut.
   */
  readonly mayUnlock?: (state: GameState, card: EquipmentCard, cutCount: CutCount) => boolean;
  /**
   * May this value, its four wires cut, take its validation token now? Narrows only; asked again
   * after every cut (mission 42: not while its token is back in the box).
   */
  readonly mayValidate?: (state: GameState, value: number) => boolean;
  /** Cards joined the board during play (False Bottom): the module's components follow. */
  readonly equipmentAdded?: (
    state: GameState,
    cards: readonly EquipmentCard[],
    cutCount: CutCount,
    out: Out,
    core: Core,
  ) => GameState;
  /** After wires left play (and validation, unlocks): the module's components follow. */
  readonly afterWiresLeft?: (
    state: GameState,
    cutCount: CutCount,
    out: Out,
    core: Core,
  ) => GameState;
  /**
   * Play starts or a turn ended: the module passes the turn its own way (a turn begun, or left
   * open to claims), or null for the usual clockwise order, which gives it to `usual`.
   */
  readonly passTurn?: (state: GameState, out: Out, core: Core, usual: Seat) => GameState | null;
  /** Nobody holds the turn now (mission 10's "Snip!"): who may claim it; else null. */
  readonly openTurn?: (state: GameState) => OpenTurn | null;
  /** Who takes this turn's action instead of the active seat (mission 18's designee), or null. */
  readonly turnActor?: (state: GameState) => Seat | null;
  /**
   * A round ended: the turn passes the Captain's seat (before the Captain's turn, or when it
   * would have been theirs, §9 A29). The module may update its components.
   */
  readonly roundEnd?: (state: GameState, out: Out, core: Core) => GameState;
  /**
   * The seat holding the turn can take no turn action (at its start, or after an equipment swap
   * during it): the loss cause when the mission says the bomb explodes then, else null.
   */
  readonly blocked?: (state: GameState) => LossCause | null;
  /**
   * The turn's action and its follow-ups are done, before the turn passes: the module may update
   * its components, or end the game; it asks nobody anything.
   */
  readonly turnEnd?: (state: GameState, out: Out, core: Core) => GameState;
  /** The hidden zones of the module's slot and their audiences (`viewFor` applies them). */
  readonly zones?: Zones;
  /** A seat's turn has just begun: the module may update its components, or end the game. */
  readonly turnStart?: (state: GameState, out: Out, core: Core) => GameState;
  /** Its "cut together" action, listed compactly: which wires `seat` may point at now. */
  readonly cutTogetherMenu?: (state: GameState, seat: Seat, core: Core) => CutTogetherMenu | null;
  /** The module's own actions: who may try which now (candidates) and how one is applied. */
  readonly actions?: {
    readonly types: readonly ActionType[];
    candidates(state: GameState, seat: Seat, core: Core): readonly MoveAction[];
    apply(state: GameState, action: MoveAction, out: Out, core: Core): Result<GameState, RuleError>;
  };
  /** The module's own tasks: a pending choice, its effect, or nothing when there is no option. */
  readonly tasks?: {
    readonly kinds: readonly Task['kind'][];
    run(state: GameState, task: Task, out: Out, core: Core): GameState;
  };
  /** The answers to the module's own pending choices (their options are numbers). */
  readonly choices?: {
    readonly kinds: readonly PendingKind[];
    /** `picked` is one of the pending choice's options (checked by the core). */
    answer(state: GameState, pending: Pending, picked: InfoValue, out: Out, core: Core): GameState;
  };
}
