import type { RngState } from './rng.js';
import type { Announce, Printed } from './wire.js';
import type { GridState } from './missions/grid.js';
import type { EquipmentNumber } from './missions/modules/equipment-numbers.js';
import type { RadarTurn } from './missions/modules/designated-cutter.js';
import type { SequenceState } from './missions/modules/sequence.js';
import type { SnipState } from './missions/modules/snip.js';
import type { HandoutState } from './missions/modules/token-handout.js';
import type { NumberPickState } from './missions/modules/number-pick.js';
import type { NumberHandsState } from './missions/modules/number-hands.js';
import type { TogetherState } from './missions/modules/cut-together.js';
import type { SpeedState } from './missions/modules/speed-rounds.js';
import type { TimelineState } from './missions/modules/table-events.js';
import type { TableCue } from './missions/clock.js';
import type { ConstraintCard, ConstraintsState } from './missions/modules/constraints.js';

export type { ConstraintCard };

export type MissionId = number | `new-${1 | 2 | 3}`;
export type Seat = number;
export type Status = 'setup' | 'playing' | 'won' | 'lost';
export type LossCause =
  | 'redWire'
  | 'detonator'
  | 'starWire'
  | 'dialPastStart'
  | 'blockedValues'
  /** A "cut together" action pointed at a wire outside the set (mission 13's three reds). */
  | 'cutTogetherFailed'
  /** A failed dual cut by a Captain whose mistakes explode the bomb (mission 14's rookie). */
  | 'captainFailedCut'
  /** The owner of a turned wire guessed its value wrong in a cut or a reveal (mission 38). */
  | 'turnedWire'
  | 'timeUp'
  /** Mission 30: wires of the three values were still in play when their time ran out. */
  | 'threeValuesLeft'
  /** The table agreed to give up (the server applies `surrender` after everyone's vote). */
  | 'surrendered';

/** A wire's place: stand 0 or 1 of a seat, index from the left of that stand. */
export interface WireRef {
  readonly seat: Seat;
  readonly stand: number;
  readonly index: number;
}
export interface StandRef {
  readonly seat: Seat;
  readonly stand: number;
}

export type InfoValue = number | 'yellow';
/** How many times a value occurs on one stand, cut wires included (the x1, x2, x3 tokens). */
export type TokenCount = 1 | 2 | 3 | 4;
/**
 * What an info token in front of a wire says (RULES.md §2.4, §6.2; docs/missions.md, "Info
 * tokens"). Which kind a mission places, at setup, after a failed cut and with the Post-it, is the
 * mission's (`infoToken` hook); a token beside a stand is `InfoBeside`.
 */
export type InfoToken =
  /** The wire's value (the base game's token). */
  | {
      readonly kind: 'value';
      readonly value: InfoValue;
      /** Both tokens of this value were already in front of uncut wires: the owner said it aloud. */
      readonly oral?: true;
    }
  /** A false token (Rhett's, mission 17): this wire is NOT this value. */
  | { readonly kind: 'not'; readonly value: InfoValue; readonly oral?: true }
  /** Whether the wire's number is even or odd (missions 21, 33). */
  | { readonly kind: 'parity'; readonly parity: 'even' | 'odd' }
  /**
   * The wire's value occurs `count` times on this stand, cut wires included (x1, x2, x3: missions
   * 24, 40). A value present four times takes two x2 tokens placed together on two of its wires
   * (RULES.md §9 A32): both read `count: 4`. It describes the stand, so it does not travel with
   * its wire (a Walkie-Talkie swap discards it).
   */
  | { readonly kind: 'count'; readonly count: TokenCount };
export type InfoKind = InfoToken['kind'];
/**
 * What put a token in front of a wire: the setup round, a failed cut, the Post-it, or a token a
 * seat received or drafted and placed itself (missions 22, 27).
 */
export type InfoCause = 'setup' | 'failure' | 'postIt' | 'given';
export type LabelKind = '=' | '≠';

/** An info token lying face up beside a seat's stands: none of its wires has this value. */
export interface InfoBeside {
  readonly seat: Seat;
  readonly value: InfoValue;
  /** Beside which of a 2-stand seat's stands it lies (it still speaks of the whole hand). */
  readonly stand?: number;
}

export interface Wire {
  readonly printed: Printed;
  /**
   * An X wire (missions 20, 35): dealt out of order, kept unsorted at its stand's far right with
   * an X token; every equipment card and personal equipment ignores it.
   */
  readonly x?: true;
  /**
   * A turned wire (mission 38; later 56, 64): its face is turned away from its owner, at the far
   * right of their stand. Everyone sees its value but its owner; only the owner may cut it, with
   * no equipment (docs/missions.md, "Turned wires").
   */
  readonly turned?: true;
  /**
   * A cut wire swapped in from another stand (mission 42): face up out of its stand's order, so
   * it says nothing of its neighbours.
   */
  readonly moved?: true;
  /**
   * A cut wire taken off the table (mission 42): its slot stays, so every other wire keeps its
   * place, and the table shows it empty.
   */
  readonly gone?: true;
  /** Cut, or (for a red wire) revealed: either way out of play and face up in its slot. */
  readonly cut: boolean;
  readonly info: InfoToken | null;
  /** A label token between this wire and its right neighbour. */
  readonly labelRight: LabelKind | null;
}

export interface Marker {
  readonly printed: Printed;
  /** "?" side up: one of the candidates of an "x of y" draw. */
  readonly uncertain: boolean;
}

/** Equipment cards 1-12 of the base box, numbered by their unlock value. */
export type BaseEquipmentCard = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
/** Cards the surprise boxes add to the pile: False Bottom (rule sticker A, RULES.md §4.1). */
export type ExtraEquipmentCard = 'falseBottom';
export type EquipmentCard = BaseEquipmentCard | ExtraEquipmentCard;
/** "faceDown": dealt face down, unseen, and not unlocked by its number (mission 15). */
export type EquipmentState = 'faceDown' | 'locked' | 'available' | 'used';
export interface EquipmentSlot {
  readonly card: EquipmentCard;
  readonly state: EquipmentState;
  /** Face up all mission and never used up (mission 18's General Radar). */
  readonly unlimited?: true;
}

export type CharacterCard = 'captain' | 'expert-1' | 'expert-2' | 'expert-3' | 'expert-4';
/**
 * The four character cards of rule sticker B (E1-E4, RULES.md §5.2), named by their personal
 * equipment: one copy each, taken instead of a Double Detector by a seat other than the Captain.
 */
export type NewCharacter = 'generalRadar' | 'walkieTalkies' | 'tripleDetector' | 'xOrYRay';
export interface Character {
  readonly card: CharacterCard;
  /** The new character taken instead of the Double Detector (rule sticker B); absent: a Double Detector. */
  readonly personal?: NewCharacter;
  /** Its personal equipment (the Double Detector, or `personal`) has been used and the card flipped. */
  readonly used: boolean;
  /**
   * Returned to the box for the mission (mission 28's careless Captain): no personal equipment,
   * and Emergency Batteries cannot turn it back (RULES.md §9 A40).
   */
  readonly removed?: true;
  /**
   * Dealt face down (mission 34): only its holder sees which card it is, and nobody has personal
   * equipment until the cards turn face up.
   */
  readonly hidden?: true;
}

export interface Dial {
  /** Notches left before the skull; 0 = explosion. */
  readonly stepsToSkull: number;
  /** The notch the mission started on (player count in the base game). */
  readonly start: number;
  /** How far back the dial may be moved (RULES.md §9 A2). */
  readonly max: number;
}

/** A decision one seat must take before anything else can happen. */
export type Pending =
  | { readonly kind: 'setupInfo'; readonly seat: Seat; readonly options: readonly WireRef[] }
  | {
      readonly kind: 'detectorCut';
      readonly seat: Seat;
      readonly options: readonly WireRef[];
      readonly actor: Seat;
      readonly own: readonly WireRef[];
    }
  | { readonly kind: 'detectorToken'; readonly seat: Seat; readonly options: readonly WireRef[] }
  | {
      readonly kind: 'walkieTalkie';
      readonly seat: Seat;
      readonly options: readonly WireRef[];
      readonly from: WireRef;
    }
  | { readonly kind: 'checkCell'; readonly seat: Seat; readonly options: readonly number[] }
  | { readonly kind: 'drawLine'; readonly seat: Seat; readonly options: readonly number[] }
  /** A false token to place (mission 17): on one of `options`, any of `values` but the wire's own. */
  | {
      readonly kind: 'falseInfo';
      readonly seat: Seat;
      readonly options: readonly WireRef[];
      readonly values: readonly InfoValue[];
      readonly cause: 'setup' | 'failure';
    }
  /** Who must cut the value of this turn's Number card (options: seats, mission 18). */
  | { readonly kind: 'designate'; readonly seat: Seat; readonly options: readonly number[] }
  /** Which face-down equipment card to turn over (options: board slots), picked blind. */
  | { readonly kind: 'flipEquipment'; readonly seat: Seat; readonly options: readonly number[] }
  /** Which other wire of a value present four times takes the second x2 token (§9 A32). */
  | {
      readonly kind: 'countPair';
      readonly seat: Seat;
      readonly options: readonly WireRef[];
      readonly cause: InfoCause;
    }
  /**
   * Which token of a value the seat does not hold goes beside its stand `stand` (mission 22's
   * setup; answered by `takeToken`).
   */
  | {
      readonly kind: 'besideToken';
      readonly seat: Seat;
      readonly options: readonly InfoValue[];
      readonly stand: number;
    }
  /**
   * Which info token to take, from the supply or the line of drawn ones, for seat `to` to place
   * (a neighbour in mission 22, the seat itself in 27; answered by `takeToken`).
   */
  | {
      readonly kind: 'takeToken';
      readonly seat: Seat;
      readonly options: readonly InfoValue[];
      readonly to: Seat;
    }
  /** Which of the seat's Number cards to lay face down for the active seat's turn (mission 29). */
  | { readonly kind: 'layNumber'; readonly seat: Seat; readonly options: readonly number[] }
  /** Which end card of the row the sequence card goes next to (mission 36): their values. */
  | { readonly kind: 'placeSequence'; readonly seat: Seat; readonly options: readonly number[] }
  /** A constraint card to take from the face-up ones (`options`: indexes in CONSTRAINT_CARDS). */
  | { readonly kind: 'pickConstraint'; readonly seat: Seat; readonly options: readonly number[] }
  /** The Captain keeps the shared constraint card (0) or replaces it with the next one (1). */
  | { readonly kind: 'replaceConstraint'; readonly seat: Seat; readonly options: readonly number[] }
  /** Which of the seat's wires of `value` a token received or drafted goes in front of. */
  | {
      readonly kind: 'placeToken';
      readonly seat: Seat;
      readonly options: readonly WireRef[];
      readonly value: InfoValue;
    };
export type PendingKind = Pending['kind'];

/** Work queued after an action; each item becomes a pending choice unless it resolves alone. */
export type Task =
  /**
   * With `value`, the token was drawn at random and goes on a wire of that value (mission 13);
   * with `not`, it is a false token (mission 17).
   */
  | {
      readonly kind: 'setupInfo';
      readonly seat: Seat;
      readonly value?: number;
      readonly not?: true;
      /**
       * The Number cards the seat received (mission 39): a token on one of its wires of these
       * values that still has a token in the supply; none: no token, nothing beside the stand.
       */
      readonly values?: readonly number[];
    }
  | {
      readonly kind: 'checkCell';
      readonly seat: Seat;
      readonly value: number | 'yellow';
      readonly soloFour: boolean;
    }
  | { readonly kind: 'drawLine'; readonly seat: Seat }
  | { readonly kind: 'flipEquipment'; readonly seat: Seat }
  /** Put a token of a value the seat does not hold beside its stand `stand` (mission 22). */
  | { readonly kind: 'besideToken'; readonly seat: Seat; readonly stand: number }
  /** Take a token from the supply for seat `to` (22), or from the drawn line (27). */
  | { readonly kind: 'takeToken'; readonly seat: Seat; readonly to: Seat }
  /** Place a token of `value` on one of the seat's wires of it, else beside its stand. */
  | { readonly kind: 'placeToken'; readonly seat: Seat; readonly value: InfoValue }
  /** The active seat cut a wire of `value` this turn (mission 29's reveal reads it). */
  | { readonly kind: 'noteCut'; readonly value: number }
  /** The seat places the sequence card at an end of the row (mission 36). */
  | { readonly kind: 'placeSequence'; readonly seat: Seat }
  /** The next seat, from the Captain clockwise, takes a face-up constraint card (mission 31). */
  | { readonly kind: 'pickConstraint' }
  /** `seat`'s successful cut in a "ta-da" round owes a "Ta-da!" (mission 42). */
  | { readonly kind: 'taDaOwed'; readonly seat: Seat }
  | { readonly kind: 'startPlay' };

export interface TurnState {
  /** The active seat has taken its action this turn. */
  readonly done: boolean;
  /** Stabilizer flipped this turn. */
  readonly stabilized: boolean;
  /** Chosen by Coffee Mug or a coffee: the next active seat. */
  readonly next: Seat | null;
}

/** The cards dealt face down in mission 34: the Captain card's holder, and each seat's constraint card. */
export interface SecretDeal {
  readonly captainCard: Seat;
  readonly constraints: readonly ConstraintCard[];
}

/** Draws made during play that a record fixed (docs/record-format.md), used up in order. */
export interface FixedDraws {
  /** The Number deck's coming reshuffles: the top of each new deck, in order. */
  readonly numberReshuffles: readonly (readonly number[])[];
  /** The info tokens drawn from the supply for mission 27's handout, in the line's order. */
  readonly handoutTokens?: readonly InfoValue[];
  /** The constraint deck's order, top first (missions 32, 37); used up at setup. */
  readonly constraintDeck?: readonly ConstraintCard[];
  /** The secret deal (mission 34): who holds the Captain card, each seat's constraint card; used up at setup. */
  readonly secretDeal?: SecretDeal;
  /** A fixed draw the rules could not produce was reached: the action that reached it is refused. */
  readonly impossible?: 'numberReshuffles' | 'handoutTokens';
}

export interface GameOptions {
  /** Pro Kit star wires: 0 = none, 1 or 2 = level. */
  readonly stars: 0 | 1 | 2;
  /** The host turned free chat off for this table: signals only, whatever the mission (docs/chat.md). */
  readonly chat?: 'signals';
}

/** The fixed chat signals left when free text is off (docs/chat.md). */
export type ChatSignal = 'yes' | 'no' | 'wait' | 'ready' | 'thanks' | 'needOxygen';

export interface GameState {
  readonly format: 1;
  readonly mission: MissionId;
  readonly players: number;
  readonly captain: Seat;
  readonly options: GameOptions;
  readonly rng: RngState;
  readonly status: Status;
  readonly lossCause: LossCause | null;
  /** hands[seat][stand][index] */
  readonly hands: readonly (readonly (readonly Wire[])[])[];
  readonly markers: readonly Marker[];
  /** The unseen wires of "x of y" draws: never shown to anyone. */
  readonly setAside: readonly Printed[];
  readonly dial: Dial;
  readonly activeSeat: Seat;
  readonly turn: TurnState;
  readonly validated: readonly number[];
  readonly equipment: readonly EquipmentSlot[];
  /** Undrawn equipment cards, in shuffled order (hidden). */
  readonly equipmentPile: readonly EquipmentCard[];
  readonly characters: readonly Character[];
  readonly pending: Pending | null;
  readonly queue: readonly Task[];
  readonly grid: GridState | null;
  /** The face-down Number cards (1-12) still to draw, top first (hidden); empty unless the mission uses them. */
  readonly numberDeck: readonly number[];
  /** The sequence card and its Number cards (missions 9, 16). */
  readonly sequence: SequenceState | null;
  /** Number cards lying on equipment cards (mission 12). */
  readonly equipmentNumbers: readonly EquipmentNumber[];
  /** The Number card on the mission card whose blue value acts as red (mission 11). */
  readonly redNumber: number | null;
  /** Info tokens beside the stands (a random setup token that matched no wire, mission 13). */
  readonly infoBeside: readonly InfoBeside[];
  /** The face-up Number card whose four wires turn a face-down equipment card over (mission 15). */
  readonly rewardNumber: number | null;
  /** This turn's Number card, who must cut its value, and the turned cards (mission 18). */
  readonly radarTurn: RadarTurn | null;
  /** Whether nobody holds the turn, and who took the last one (mission 10's "Snip!"). */
  readonly snip: SnipState | null;
  /** The Number card whose four wires leave only together, and whether they did (mission 23). */
  readonly together?: TogetherState;
  /** Equipment cards waiting face down in a deck, top first (mission 23). */
  readonly equipmentDeck?: readonly EquipmentCard[];
  /** The constraint cards: each seat's, the shared one and its deck (missions 31, 32, 37). */
  readonly constraints?: ConstraintsState;
  /** The Number cards dealt face down to each seat once the cut together is done (mission 39). */
  readonly dealtNumbers?: DealtNumbers;
  /** The face-up and face-down Number cards, and the one this turn turned down (mission 26). */
  readonly numberPick?: NumberPickState;
  /** The info tokens handed out once the first yellow pair is cut (missions 22, 27). */
  readonly handout?: HandoutState;
  /** The Number cards in the players' hands, the one laid this turn and the deck (mission 29). */
  readonly numberHands?: NumberHandsState;
  /** Mission 30: the timeline's next cue, the open window, the three values. */
  readonly speed?: SpeedState;
  /** Mission 42: the timeline's next cue, the listening time, the "ta-da" round. */
  readonly timeline?: TimelineState;
  /** What a record fixed of the draws made during play; absent when it fixed none. */
  readonly fixed?: FixedDraws;
  /** The host paused the game: nothing but `resume`, `surrender` and chat until it resumes. */
  readonly paused?: boolean;
  /** Every event so far (full form; views filter it). */
  readonly log: readonly GameEvent[];
  /** Number of actions applied. */
  readonly version: number;
}

/** Number cards dealt face down, each seat's seen by that seat only (`zones`, mission 39). */
export interface DealtNumbers {
  readonly hands: readonly (readonly number[])[];
}

// ---------------------------------------------------------------- actions

export type SoloCutAction = {
  readonly type: 'soloCut';
  readonly seat: Seat;
  readonly value: Announce;
  /**
   * The seat's turned wire goes too, as a guess that it is `value` and completes the set (a
   * wrong guess explodes the bomb: mission 38).
   */
  readonly turned?: true;
};

export type DualCutAction = {
  readonly type: 'dualCut';
  readonly seat: Seat;
  /** One value, or two with the X or Y Ray (equipment 10). */
  readonly value: Announce | readonly [Announce, Announce];
  /** Which of the actor's own matching wires to reveal (default: leftmost); one per value with X or Y Ray. */
  readonly own?: WireRef | readonly WireRef[];
  /** The seat's own character copy of the Triple Detector or X or Y Ray is used, not the shared card. */
  readonly personal?: true;
} & (
  | { readonly target: WireRef; readonly detector?: undefined }
  | { readonly detector: 'double' | 'triple'; readonly targets: readonly WireRef[] }
  | { readonly detector: 'super'; readonly stand: StandRef }
);

/**
 * `personal`: the seat uses its character's copy of the card (rule sticker B's General Radar or
 * Walkie-Talkies), not the shared one.
 */
export type EquipmentAction = { readonly personal?: true } & (
  | {
      readonly type: 'equipment';
      readonly seat: Seat;
      readonly card: 1 | 12 | 4;
      readonly wire: WireRef;
    }
  | {
      readonly type: 'equipment';
      readonly seat: Seat;
      readonly card: 2;
      readonly wire: WireRef;
      readonly teammate: Seat;
    }
  | { readonly type: 'equipment'; readonly seat: Seat; readonly card: 6 | 9 }
  | {
      readonly type: 'equipment';
      readonly seat: Seat;
      readonly card: 7;
      readonly seats: readonly Seat[];
    }
  | { readonly type: 'equipment'; readonly seat: Seat; readonly card: 8; readonly value: number }
  | { readonly type: 'equipment'; readonly seat: Seat; readonly card: 11; readonly next: Seat }
);

export type Action =
  /** `value` only for a false token (its value must differ from the wire's). */
  | {
      readonly type: 'info';
      readonly seat: Seat;
      readonly wire: WireRef;
      readonly value?: InfoValue;
    }
  | DualCutAction
  | SoloCutAction
  | { readonly type: 'revealRed'; readonly seat: Seat }
  | EquipmentAction
  | { readonly type: 'choose'; readonly seat: Seat; readonly wire: WireRef }
  | { readonly type: 'checkCell'; readonly seat: Seat; readonly cell: number }
  | { readonly type: 'drawLine'; readonly seat: Seat; readonly cartouche: number }
  | { readonly type: 'coffee'; readonly seat: Seat; readonly coffee: number; readonly next: Seat }
  | { readonly type: 'stuck'; readonly seat: Seat }
  /** Point at the teammates' wires of a set that must leave together; the actor's own come along. */
  | { readonly type: 'cutTogether'; readonly seat: Seat; readonly wires: readonly WireRef[] }
  | { readonly type: 'flipEquipment'; readonly seat: Seat; readonly slot: number }
  | { readonly type: 'designate'; readonly seat: Seat; readonly designee: Seat }
  | { readonly type: 'snip'; readonly seat: Seat }
  /** Turn a face-up Number card down: this turn's seat must cut its value (mission 26). */
  | { readonly type: 'pickNumber'; readonly seat: Seat; readonly number: number }
  /** Pass the turn without a cut, when the rules allow nothing else (mission 26). */
  | { readonly type: 'skip'; readonly seat: Seat }
  /** The constraint card a seat takes (the pending `pickConstraint`, mission 31). */
  | { readonly type: 'pickConstraint'; readonly seat: Seat; readonly constraint: ConstraintCard }
  /** The Captain keeps or replaces the shared constraint card (the pending `replaceConstraint`). */
  | { readonly type: 'replaceConstraint'; readonly seat: Seat; readonly replace: boolean }
  /** No cut obeys the seat's constraint card: the mission says what follows (flip it, or skip). */
  | { readonly type: 'cannotObey'; readonly seat: Seat }
  /**
   * At the start of its turn, `seat` names the teammate it thinks holds the Captain card and the
   * constraint card that teammate obeys (mission 34's weakest link).
   */
  | {
      readonly type: 'accuse';
      readonly seat: Seat;
      readonly accused: Seat;
      readonly card: ConstraintCard;
    }
  /** Point at a teammate's wire as their tripwire (mission 41's yellow wires). */
  | { readonly type: 'tripwire'; readonly seat: Seat; readonly wire: WireRef }
  /** Which Number card to lay face down (the pending `layNumber`, mission 29). */
  | { readonly type: 'layNumber'; readonly seat: Seat; readonly number: number }
  /** Which end of the row the sequence card goes to (the pending `placeSequence`): its card's value. */
  | { readonly type: 'placeSequence'; readonly seat: Seat; readonly end: number }
  /** Which info token to take (the pending `takeToken`): a value of its options. */
  | { readonly type: 'takeToken'; readonly seat: Seat; readonly value: InfoValue }
  /** "Ta-da!" after a successful cut in a "ta-da" round (mission 42). */
  | { readonly type: 'taDa'; readonly seat: Seat }
  // Only the server's clock applies it (a mission's real-time limit ran out); `seat` is the Captain.
  | { readonly type: 'timeUp'; readonly seat: Seat }
  // Only the server's clock applies it: the timeline's cue number `cue` is reached (mission 30).
  | { readonly type: 'cue'; readonly seat: Seat; readonly cue: number }
  // Only the server applies them, for the host (`seat`: the host's seat, else the Captain's).
  | { readonly type: 'pause'; readonly seat: Seat }
  | { readonly type: 'resume'; readonly seat: Seat }
  // Only the server applies it, once every connected person agreed (`seat`: who proposed it).
  | { readonly type: 'surrender'; readonly seat: Seat }
  /**
   * A chat message: a text or a signal, exactly one. Any seat, any time, after the game too; a
   * spectator's carries the name it joined with (the server sets it). It never passes the turn.
   */
  | {
      readonly type: 'say';
      readonly seat: Seat | 'spectator';
      readonly name?: string;
      readonly text?: string;
      readonly signal?: ChatSignal;
    };
export type ActionType = Action['type'];
/** Every action but a chat message: a move of a seat in the game. */
export type MoveAction = Exclude<Action, { readonly type: 'say' }>;

// ---------------------------------------------------------------- events

/** Structured facts; the client words them. `printed` of a hidden wire appears only in `wireMoved`, filtered per seat. */
export type GameEvent =
  | {
      readonly type: 'infoPlaced';
      readonly wire: WireRef;
      readonly info: InfoToken;
      readonly cause: InfoCause;
    }
  | {
      readonly type: 'dualCut';
      readonly seat: Seat;
      readonly value: Announce | readonly [Announce, Announce];
      readonly targets: readonly WireRef[];
      readonly detector: 'double' | 'triple' | 'super' | null;
      readonly success: boolean;
    }
  | { readonly type: 'soloCut'; readonly seat: Seat; readonly value: Announce }
  | { readonly type: 'wireCut'; readonly wire: WireRef; readonly printed: Printed }
  | { readonly type: 'redRevealed'; readonly seat: Seat; readonly wires: readonly WireRef[] }
  | { readonly type: 'dialMoved'; readonly delta: number; readonly stepsToSkull: number }
  | { readonly type: 'validated'; readonly value: number }
  | { readonly type: 'equipmentUnlocked'; readonly card: EquipmentCard }
  /** An instant card (False Bottom) took effect: these cards joined the board. */
  | {
      readonly type: 'equipmentAdded';
      readonly by: EquipmentCard;
      readonly cards: readonly EquipmentCard[];
    }
  /** The sequence card moved on: values up to `at` (an index of its Number cards) are open. */
  | { readonly type: 'sequenceMoved'; readonly at: number }
  /** A Number card was laid on an equipment card, or discarded from it once its pair was cut. */
  | { readonly type: 'numberCovered'; readonly card: EquipmentCard; readonly number: number }
  | { readonly type: 'numberDiscarded'; readonly card: EquipmentCard; readonly number: number }
  /** The next Number card was turned face up; `alreadyCut`: its four wires were, so it goes at once. */
  | { readonly type: 'numberTurned'; readonly number: number; readonly alreadyCut: boolean }
  /** The active seat named who must cut this turn's value (mission 18). */
  | {
      readonly type: 'designated';
      readonly seat: Seat;
      readonly designee: Seat;
      readonly value: number;
    }
  /** A face-down equipment card was turned over, usable at once whatever its number. */
  | {
      readonly type: 'equipmentFlipped';
      readonly seat: Seat;
      readonly slot: number;
      readonly card: EquipmentCard;
    }
  /**
   * An info token lies face up beside a seat's stands: it holds no wire of that value (a token drawn
   * or received that matched none of its wires, or chosen so at setup in mission 22).
   */
  | {
      readonly type: 'infoBeside';
      readonly seat: Seat;
      readonly value: InfoValue;
      readonly stand?: number;
    }
  /** `seat` turned Number card `number` face down: it must cut that value (mission 26). */
  | { readonly type: 'numberPicked'; readonly seat: Seat; readonly number: number }
  /** The top card of the face-down deck was discarded unseen; `left` remain (23; `numbers`: 39). */
  | { readonly type: 'deckDiscarded'; readonly left: number; readonly numbers?: true }
  /** The deck's cards were dealt face down from the Captain: how many each seat received (39). */
  | { readonly type: 'numbersDealt'; readonly counts: readonly number[] }
  /** `seat` pointed at `wire` as a tripwire: a yellow one is cut, else a token or the bomb (41). */
  | {
      readonly type: 'tripwire';
      readonly seat: Seat;
      readonly wire: WireRef;
      readonly success: boolean;
    }
  /** Mission 30's timeline: a window opens on a Number card (`cut`: its wires already cut). */
  | { readonly type: 'windowOpened'; readonly number: number; readonly cut: number }
  /** The window closes: a hit when at least two wires of its value are cut. */
  | {
      readonly type: 'windowClosed';
      readonly number: number;
      readonly cut: number;
      readonly hit: boolean;
    }
  /** A missed window starts a mime round: signals only in the chat until the next check. */
  | { readonly type: 'mimeRound' }
  /** A missed window discarded the lowest equipment card on the board. */
  | { readonly type: 'equipmentDiscarded'; readonly card: EquipmentCard }
  /** A made window: the active seat drew a Number card and says whether it holds that value. */
  | {
      readonly type: 'numberHeld';
      readonly seat: Seat;
      readonly number: number;
      readonly holds: boolean;
    }
  /** Every seat says how many yellow wires it still holds (by seat). */
  | { readonly type: 'yellowCounts'; readonly counts: readonly number[] }
  /** Three Number cards turned up: only their values may be cut until all their wires are. */
  | { readonly type: 'threeValues'; readonly numbers: readonly number[] }
  /** Every wire of the three values is cut. */
  | { readonly type: 'threeValuesCut' }
  /** The yellow sweep is called: `seat`'s turn action (null: no yellow wire was left). */
  | { readonly type: 'yellowSweep'; readonly seat: Seat | null }
  /** Mission 42's timeline: a signal tone; `open`: everyone stops cutting and listens until the next. */
  | { readonly type: 'listening'; readonly open: boolean }
  /** A cut pair of `value` went back uncut into its places, its tokens gone (null: none was cut). */
  | {
      readonly type: 'pairRestored';
      readonly value: number | null;
      readonly wires: readonly WireRef[];
    }
  /** Everyone moved one seat: each seat now plays the stands of the seat after it, clockwise. */
  | { readonly type: 'seatsChanged' }
  /** Two cut wires on two stands swapped places (none: fewer than two stands had one). */
  | { readonly type: 'cutSwapped'; readonly wires: readonly WireRef[] }
  /** `seat`'s cut wires were taken off the table. */
  | { readonly type: 'cutRemoved'; readonly seat: Seat; readonly wires: readonly WireRef[] }
  /** The validation tokens went back to the box: these values are no longer marked. */
  | { readonly type: 'validationReturned'; readonly values: readonly number[] }
  /** A "ta-da" round opens (each successful cut owes a "Ta-da!") or closes. */
  | { readonly type: 'taDaRound'; readonly open: boolean }
  /** `seat`'s cut owes a "Ta-da!": nobody plays on until it is said. */
  | { readonly type: 'taDaOwed'; readonly seat: Seat }
  | { readonly type: 'taDa'; readonly seat: Seat }
  /** The round closed with `seat`'s "Ta-da!" unsaid: the dial moves a notch. */
  | { readonly type: 'taDaMissed'; readonly seat: Seat }
  /** A "boing" round: announced, it changes nothing (docs/rules-decisions.md). */
  | { readonly type: 'boing' }
  /** A table event could not happen while a choice about the wires was pending: it is skipped. */
  | { readonly type: 'cueSkipped'; readonly cue: TableCue }
  /** The equipment deck's cards went face up on the board, usable at once (mission 23). */
  | { readonly type: 'deckRevealed'; readonly cards: readonly EquipmentCard[] }
  /** No Number card was face up: these were all turned face up again (mission 26). */
  | { readonly type: 'numbersTurnedUp'; readonly numbers: readonly number[] }
  /** `seat` laid a Number card face down for this turn; `number` only its layer sees (mission 29). */
  | { readonly type: 'numberLaid'; readonly seat: Seat; readonly number: number | null }
  /** The laid card after the turn; `notch`: the active seat cut its value, the dial moves (29). */
  | {
      readonly type: 'numberRevealed';
      readonly seat: Seat;
      readonly number: number;
      readonly notch: boolean;
    }
  /**
   * `seat` took the laid card into its hand; unrevealed (after the Coffee Mug), `number` only the
   * taker and the layer `from` see (29).
   */
  | {
      readonly type: 'numberTaken';
      readonly seat: Seat;
      readonly from: Seat;
      readonly number: number | null;
      readonly revealed: boolean;
    }
  /** `seat` drew a card from the deck; `number` only it sees (29). */
  | { readonly type: 'numberDrawn'; readonly seat: Seat; readonly number: number | null }
  /** Number cards whose wires are all cut, discarded face up (29). */
  | { readonly type: 'numberCardsDiscarded'; readonly numbers: readonly number[] }
  /** `seat` has no wires left: its `count` cards go face down under the deck (29's FAQ). */
  | { readonly type: 'numbersReturned'; readonly seat: Seat; readonly count: number }
  /** `seat` took the constraint card `card` (mission 31). */
  | { readonly type: 'constraintPicked'; readonly seat: Seat; readonly card: ConstraintCard }
  /** `seat` could obey its constraint card no more and turned it face down for good (31). */
  | { readonly type: 'constraintFlipped'; readonly seat: Seat; readonly card: ConstraintCard }
  /** The shared constraint card is now `card`, or none once the deck ran out (32, 37). */
  | {
      readonly type: 'constraintReplaced';
      readonly card: ConstraintCard | null;
      readonly left: number;
    }
  /** `seat` accused `accused` of being the weakest link obeying `card` (34): rightly or not. */
  | {
      readonly type: 'accused';
      readonly seat: Seat;
      readonly accused: Seat;
      readonly card: ConstraintCard;
      readonly right: boolean;
    }
  /** The secret constraint cards left play; the character cards turned face up, or left the game (34). */
  | {
      readonly type: 'secretCardsDiscarded';
      readonly characters: 'revealed' | 'removed';
    }
  /**
   * `seat` had nothing it could cut: its turn passes (mission 26); `card`: the face-up constraint
   * card it could not obey (32, 37).
   */
  | { readonly type: 'skipped'; readonly seat: Seat; readonly card?: ConstraintCard }
  /** Tokens drawn at random from the supply, face up in a line (mission 27). */
  | { readonly type: 'tokensDrawn'; readonly values: readonly InfoValue[] }
  /** `seat` took a token of `value` from the supply for `to`, or from the line for itself. */
  | {
      readonly type: 'tokenTaken';
      readonly seat: Seat;
      readonly to: Seat;
      readonly value: InfoValue;
    }
  /** Every wire of `value` the seat holds already has a token: this one goes back to the supply. */
  | { readonly type: 'tokenReturned'; readonly seat: Seat; readonly value: InfoValue }
  /** `wires` (the actor's own included) were pointed at together; all of the set, or the bomb explodes. */
  | {
      readonly type: 'cutTogether';
      readonly seat: Seat;
      readonly wires: readonly WireRef[];
      readonly success: boolean;
      /** A failure only: the wires pointed at that are not of the set (the game is over, all shown). */
      readonly wrong?: readonly WireRef[];
    }
  | { readonly type: 'equipmentUsed'; readonly seat: Seat; readonly card: EquipmentCard }
  /** `seat` used its character's equipment: `card` (sticker B), else its Double Detector. */
  | { readonly type: 'characterUsed'; readonly seat: Seat; readonly card?: NewCharacter }
  | { readonly type: 'charactersRefreshed'; readonly seats: readonly Seat[] }
  | { readonly type: 'labelPlaced'; readonly wire: WireRef; readonly label: LabelKind }
  | {
      readonly type: 'radar';
      readonly value: number;
      readonly answers: readonly (readonly boolean[])[];
    }
  | {
      readonly type: 'wireMoved';
      readonly from: WireRef;
      readonly to: WireRef;
      readonly printed: Printed | null;
    }
  | { readonly type: 'pending'; readonly seat: Seat; readonly kind: PendingKind }
  | { readonly type: 'cellChecked'; readonly seat: Seat; readonly cell: number }
  | { readonly type: 'lineDrawn'; readonly seat: Seat; readonly cartouche: number }
  | { readonly type: 'lineCompleted'; readonly line: number; readonly delta: number }
  | {
      readonly type: 'coffee';
      readonly seat: Seat;
      readonly coffee: number | null;
      readonly next: Seat;
    }
  | { readonly type: 'stuck'; readonly seat: Seat }
  /** The turn is over and nobody holds the next one: the seats say "Snip!" to claim it. */
  | { readonly type: 'turnOpen'; readonly last: Seat | null }
  | { readonly type: 'snip'; readonly seat: Seat }
  | { readonly type: 'turn'; readonly seat: Seat }
  | { readonly type: 'playStarted' }
  /**
   * A chat message, trimmed; `numbers`: the wire numbers it named where that moves the dial
   * (mission 25), a `dialMoved` event following.
   */
  | {
      readonly type: 'said';
      readonly seat: Seat | 'spectator';
      readonly name?: string;
      readonly text?: string;
      readonly signal?: ChatSignal;
      readonly numbers?: readonly number[];
    }
  | { readonly type: 'won' }
  | { readonly type: 'paused'; readonly seat: Seat }
  | { readonly type: 'resumed'; readonly seat: Seat }
  | { readonly type: 'surrendered'; readonly seat: Seat }
  | { readonly type: 'lost'; readonly cause: LossCause };
export type EventType = GameEvent['type'];
