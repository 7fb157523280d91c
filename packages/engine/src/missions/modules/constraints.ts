/**
 * Rule module "constraints": the constraint cards A-L (RULES.md §6.3) as one vocabulary of data
 * (`CARD_RULES`), and how a mission deals them and what happens to a seat that cannot obey its
 * card (missions 31, 32, 34, 37; later 57, 61 as parameters).
 *
 * - `deal: 'pick'`: the cards lie face up; before the setup info tokens each seat, from the
 *   Captain clockwise, takes one and obeys it (the extras are discarded).
 * - `deal: 'deck'`: the cards are shuffled face down; the top one is face up and everyone obeys
 *   it. It is replaced by the next card when the Captain chooses at each turn's start
 *   (`captainEachTurn`) or each time the four wires of a value are cut (`fourOfAValueCut`). With
 *   the deck run out nobody obeys any card.
 * - `deal: 'secret'` (34): the character cards, the Captain card among them, and one of the
 *   `cards` per seat are dealt face down; each seat sees its own. Only the holder of the Captain
 *   card, the weakest link, obeys its card; nobody has personal equipment while the characters
 *   are hidden. At its turn's start, before its action, another seat may `accuse` a teammate of
 *   holding the Captain card with a named card: wrong, the dial moves a notch; right, the
 *   characters turn face up and the constraint cards leave play.
 * - "Cannot obey" means no cut obeys the card (§6.3); Reveal-Red never has to. The seat says so
 *   with `cannotObey`, offered then and only then: its card flips for good (`flip`), its turn
 *   passes without a dial move (`skip`), or the dial moves two notches and the secret cards
 *   leave play, the characters out of the game with them (`dial2Discard`). With
 *   `roundOfSkips: 'dialAndReplace'`, a whole round of such skips moves the dial one notch and
 *   replaces the shared card.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { seatsAfter, hasUncut, uncutOf } from '../../hands.js';
import { err, ok, type Result } from '../../result.js';
import { shuffle } from '../../rng.js';
import { withTop } from '../../draws.js';
import { moveDial, setPending, type Out } from '../../step.js';
import type { Action, Character, EquipmentCard, GameState, Seat, WireRef } from '../../types.js';
import { blueValues, type Announce } from '../../wire.js';
import {
  CARD_RULES,
  CONSTRAINT_CARDS,
  cardAllows,
  isConstraintCard,
  type ConstraintCard,
  type ConstraintRule,
} from './constraint-cards.js';

export {
  CARD_RULES,
  CONSTRAINT_CARDS,
  cardAllows,
  isConstraintCard,
  type ConstraintCard,
  type ConstraintRule,
} from './constraint-cards.js';
import type { Core, CutQuestion, RuleModule, Usable } from '../rules.js';

export interface ConstraintsDef {
  /**
   * Each seat picks one of the face-up `cards`, or the `cards` are a shared face-down deck, or
   * one is dealt face down to each seat with the character cards (`secret`).
   */
  readonly deal: 'pick' | 'deck' | 'secret';
  readonly cards: readonly ConstraintCard[];
  /** When the shared card is replaced by the next (deal 'deck'). */
  readonly replace?: 'captainEachTurn' | 'fourOfAValueCut';
  /** A seat unable to obey flips its card, skips its turn, or costs two notches and the secret cards. */
  readonly cannotObey: 'flip' | 'skip' | 'dial2Discard';
  /** A whole round of skips: the dial moves one notch and the shared card is replaced. */
  readonly roundOfSkips?: 'dialAndReplace';
}

/** Problems in a mission's constraint data; empty when sound. */
export function validateConstraints(def: ConstraintsDef): string[] {
  const problems: string[] = [];
  if (def.cards.length === 0 || new Set(def.cards).size !== def.cards.length)
    problems.push('constraint cards: distinct cards, at least one');
  if (!def.cards.every(isConstraintCard)) problems.push('constraint cards are A to L');
  if (def.deal === 'pick' && (def.replace || def.cards.length < 5))
    problems.push('picked constraint cards: one for each of up to five seats, never replaced');
  if (def.deal === 'deck' && !def.replace)
    problems.push('a constraint deck says when it is replaced');
  if (def.roundOfSkips && (def.cannotObey !== 'skip' || def.deal !== 'deck'))
    problems.push('a round of skips replaces a shared card: skip, with a deck');
  if ((def.deal === 'secret') !== (def.cannotObey === 'dial2Discard'))
    problems.push('secret cards, and only they, are discarded when the weakest link cannot obey');
  if (def.deal === 'secret' && (def.replace || def.cards.length < 5))
    problems.push('secret constraint cards: one for each of up to five seats, never replaced');
  return problems;
}

/** A seat's own card, face up until it flips for good. */
export interface SeatConstraint {
  readonly card: ConstraintCard;
  readonly flipped: boolean;
}

export interface ConstraintsState {
  /** Each seat's own card (deal 'pick'); null before it picks, and in a shared-card mission. */
  readonly seats: readonly (SeatConstraint | null)[];
  /** The face-up cards still to pick from; the extras are discarded once every seat picked. */
  readonly offered: readonly ConstraintCard[];
  /** The face-up card everyone obeys (deal 'deck'); null when there is none. */
  readonly shared: ConstraintCard | null;
  /** The face-down deck, top first: nobody sees it (`zones`). */
  readonly deck: readonly ConstraintCard[];
  /** Values whose four wires are cut, as last counted (`fourOfAValueCut`). */
  readonly completed: number;
  /** Turns in a row that passed with a skip before this one (`roundOfSkips`). */
  readonly skips: number;
  /** This turn's seat skipped it. */
  readonly skipped: boolean;
  /** Dealt face down (deal 'secret'): only the holder of the Captain card obeys its card. */
  readonly secret?: true;
  /** This turn's seat accused a teammate already (deal 'secret'). */
  readonly accusedThisTurn?: boolean;
}

/**
 * The slot as every seat sees it: the deck's size, never its order; a secret card only to its
 * holder (the others see that one lies there, `'faceDown'`).
 */
export type ConstraintsView = Omit<ConstraintsState, 'deck' | 'seats'> & {
  readonly deck: number;
  readonly seats: readonly (SeatConstraint | 'faceDown' | null)[];
};

export const NO_CONSTRAINTS: RuleError = ruleError(
  'NOT_IN_MISSION',
  'This mission has no constraint cards.',
);

/** The seat holding the Captain character card (34's weakest link), whoever the Captain is. */
export const captainCardHolder = (state: GameState): Seat =>
  state.characters.findIndex((c) => c.card === 'captain');

/** Whether the secret cards are still in play (deal 'secret'): dealt and not discarded yet. */
const secretInPlay = (c: ConstraintsState): boolean => c.secret === true && c.seats.some(Boolean);

/**
 * The card `seat` obeys now: its own face-up card, else the shared one; null for none. Of the
 * secret cards, only the weakest link's counts.
 */
export function constraintOf(state: GameState, seat: Seat): ConstraintRule | null {
  const c = state.constraints;
  if (!c || (c.secret && captainCardHolder(state) !== seat)) return null;
  const own = c.seats[seat];
  const card = own ? (own.flipped ? null : own.card) : c.shared;
  return card === null ? null : CARD_RULES[card];
}

/** Why the card forbids cutting `value` (A-F), or null. */
function valueRefusal(rule: ConstraintRule, value: Announce): RuleError | null {
  if (cardAllows(rule, value)) return null;
  return rule.only
    ? ruleError(
        'CONSTRAINT_VALUE',
        `Your constraint card lets you cut only ${rule.only.join(', ')}.`,
      )
    : ruleError('CONSTRAINT_VALUE', `Your constraint card forbids cutting ${String(value)}.`);
}

/** Why the card forbids pointing at `ref` (H, I, J; every wire a detector points at, §9 A36). */
export function targetRefusal(
  state: GameState,
  rule: ConstraintRule,
  ref: WireRef,
): RuleError | null {
  const stand = state.hands[ref.seat]?.[ref.stand] ?? [];
  if (rule.noInfoTokens && stand[ref.index]?.info)
    return ruleError(
      'CONSTRAINT_INFO_TOKEN',
      'Your constraint card forbids cutting a wire that carries an info token.',
    );
  if (rule.farEnd) {
    const uncut = stand.flatMap((w, index) => (w.cut ? [] : [index]));
    const end = rule.farEnd === 'left' ? uncut[0] : uncut[uncut.length - 1];
    if (end === ref.index)
      return ruleError(
        rule.farEnd === 'left' ? 'CONSTRAINT_FAR_LEFT' : 'CONSTRAINT_FAR_RIGHT',
        `Your constraint card forbids cutting the far-${rule.farEnd} wire of a teammate's stand.`,
      );
  }
  return null;
}

function cutRefusal(state: GameState, cut: CutQuestion): RuleError | null {
  const rule = constraintOf(state, cut.seat);
  if (!rule) return null;
  if (cut.solo && rule.noSolo)
    return ruleError('CONSTRAINT_NO_SOLO', 'Your constraint card forbids solo cuts.');
  return valueRefusal(rule, cut.value);
}

function equipmentRefusal(state: GameState, seat: Seat, card: Usable): RuleError | null {
  const banned = constraintOf(state, seat)?.noEquipment;
  if (banned === 'all' || (banned && banned.includes(card as EquipmentCard)))
    return ruleError('CONSTRAINT_EQUIPMENT', 'Your constraint card forbids this equipment.');
  return null;
}

/**
 * Whether some cut obeys `seat`'s card: a value it holds that the card allows, pointed at a
 * teammate's wire the card allows, or cut solo. A seat holding only red wires reveals them,
 * which no card forbids, so it is never "unable to obey".
 */
export function mayObey(state: GameState, seat: Seat, core: Core): boolean {
  const rule = constraintOf(state, seat);
  if (!rule || core.allRed(state, seat)) return true;
  const values = new Set(
    uncutOf(state, seat)
      .map((w) => core.valueIn(state, w.wire.printed))
      .filter((v): v is Announce => v !== 'red'),
  );
  const targets = state.hands.flatMap((stands, s) =>
    s === seat
      ? []
      : stands.flatMap((wires, stand) =>
          wires.flatMap((w, index) => (w.cut ? [] : [{ seat: s, stand, index }])),
        ),
  );
  const pointable = targets.some((ref) => targetRefusal(state, rule, ref) === null);
  return [...values].some(
    (value) =>
      valueRefusal(rule, value) === null &&
      (pointable || (!rule.noSolo && soloPossible(state, seat, value, core))),
  );
}

/** Every uncut wire of `value` is the seat's, two or four of them. */
function soloPossible(state: GameState, seat: Seat, value: Announce, core: Core): boolean {
  const counts = state.hands.map(
    (_, s) => uncutOf(state, s).filter((w) => core.valueIn(state, w.wire.printed) === value).length,
  );
  const mine = counts[seat] ?? 0;
  return (mine === 2 || mine === 4) && counts.every((n, s) => s === seat || n === 0);
}

/** The next card of the deck goes face up (none once it ran out). */
function replaceShared(state: GameState, out: Out): GameState {
  const c = state.constraints;
  if (!c) return state;
  const [card = null, ...deck] = c.deck;
  out.push({ type: 'constraintReplaced', card, left: deck.length });
  return { ...state, constraints: { ...c, shared: card, deck } };
}

/** The next seat to pick, from the Captain clockwise, or null once every seat has its card. */
const nextPicker = (state: GameState, c: ConstraintsState): Seat | null =>
  [state.captain, ...seatsAfter(state.players, state.captain)].find((s) => !c.seats[s]) ?? null;

function askPick(state: GameState, out: Out): GameState {
  const c = state.constraints;
  if (!c) return state;
  const seat = nextPicker(state, c);
  if (seat === null) return { ...state, constraints: { ...c, offered: [] } };
  const options = c.offered.map((card) => CONSTRAINT_CARDS.indexOf(card));
  return setPending(state, { kind: 'pickConstraint', seat, options }, out);
}

/** The deck shuffled by the seed, under the record's fixed order if it has one. */
function shuffledDeck(state: GameState, cards: readonly ConstraintCard[]) {
  const [drawn, rng] = shuffle(state.rng, cards);
  const fixed = state.fixed?.constraintDeck;
  if (!state.fixed || fixed === undefined) return { deck: drawn, rng, fixed: state.fixed };
  const { constraintDeck: _, ...rest } = state.fixed;
  // setup.ts checked the fixed cards: distinct letters of this mission's deck.
  return { deck: withTop(drawn, fixed) ?? drawn, rng, fixed: rest };
}

/**
 * The secret deal (34): one card per seat from the shuffled `cards`, and the character cards
 * shuffled among the seats, face down (no order among them tells where the Captain card went);
 * the record's `secretDeal` fixes the cards and the Captain card's seat.
 */
function dealSecretly(state: GameState, cards: readonly ConstraintCard[]) {
  const [shuffled, afterCards] = shuffle(state.rng, cards);
  const [drawn, rng] = shuffle(afterCards, state.characters);
  const given = state.fixed?.secretDeal;
  // setup.ts checked the fixed deal: a seat, and one distinct card of this mission per seat.
  const dealt = given?.constraints ?? shuffled.slice(0, state.players);
  const drawnHolder = drawn.findIndex((c) => c.card === 'captain');
  const holder = given?.captainCard ?? drawnHolder;
  // The fixed seat takes the Captain card; the seat it lands on takes that seat's card.
  const swapped = drawn.map((c, seat) =>
    seat === holder ? drawn[drawnHolder] : seat === drawnHolder ? drawn[holder] : c,
  ) as Character[];
  const characters = swapped.map((c): Character => ({ ...c, used: false, hidden: true }));
  const seats = dealt.map((card) => ({ card, flipped: false }));
  if (!state.fixed || !given) return { characters, seats, rng, fixed: state.fixed };
  const { secretDeal: _, ...rest } = state.fixed;
  return { characters, seats, rng, fixed: rest };
}

/**
 * The secret cards leave play: the characters turn face up (`revealed`), or leave the game face
 * down (`removed`: the weakest link has just said who it is; the others' cards tell nothing).
 */
function discardSecret(state: GameState, characters: 'revealed' | 'removed', out: Out): GameState {
  const c = state.constraints;
  if (!c) return state;
  out.push({ type: 'secretCardsDiscarded', characters });
  return {
    ...state,
    constraints: { ...c, seats: c.seats.map(() => null) },
    characters: state.characters.map(({ hidden, ...character }) =>
      characters === 'revealed'
        ? character
        : { ...character, ...(hidden ? { hidden } : {}), used: true, removed: true as const },
    ),
  };
}

/** Why `seat` may not accuse now, or null: at its turn's start, never the weakest link. */
function accusationRefusal(state: GameState, seat: Seat, core: Core): RuleError | null {
  const c = state.constraints;
  if (!c?.secret) return NO_CONSTRAINTS;
  // An accusation is no cut: a seat holding only red wires may accuse before revealing them.
  const refused = core.turnAction(state, seat, 'revealRed');
  if (refused) return refused;
  if (!secretInPlay(c))
    return ruleError('NO_SECRET_CARDS', 'The secret cards have left play: nobody accuses.');
  if (c.accusedThisTurn)
    return ruleError(
      'ALREADY_ACCUSED',
      'You accused a teammate at the start of this turn already.',
    );
  if (captainCardHolder(state) === seat)
    return ruleError('WEAKEST_LINK', 'You hold the Captain card: you do not accuse.');
  return null;
}

export function constraintsModule(def: ConstraintsDef): RuleModule {
  return {
    ...(def.deal === 'deck' ? { shufflesConstraints: true as const } : {}),
    ...(def.deal === 'secret' ? { dealsSecretly: true as const } : {}),
    setup: (state) => {
      const none = state.hands.map(() => null);
      if (def.deal === 'secret') {
        const { characters, seats, rng, fixed } = dealSecretly(state, def.cards);
        return {
          slots: {
            rng,
            characters,
            ...(fixed ? { fixed } : {}),
            constraints: {
              seats,
              offered: [],
              shared: null,
              deck: [],
              completed: 0,
              skips: 0,
              skipped: false,
              secret: true,
              accusedThisTurn: false,
            },
          },
          tasks: [],
        };
      }
      if (def.deal === 'pick')
        return {
          slots: {
            constraints: {
              seats: none,
              offered: def.cards,
              shared: null,
              deck: [],
              completed: 0,
              skips: 0,
              skipped: false,
            },
          },
          first: [{ kind: 'pickConstraint' }],
          tasks: [],
        };
      const { deck, rng, fixed } = shuffledDeck(state, def.cards);
      const [shared = null, ...rest] = deck;
      return {
        slots: {
          rng,
          ...(fixed ? { fixed } : {}),
          constraints: {
            seats: none,
            offered: [],
            shared,
            deck: rest,
            completed: 0,
            skips: 0,
            skipped: false,
          },
        },
        tasks: [],
      };
    },
    zones: {
      slot: 'constraints',
      fields: def.deal === 'secret' ? { deck: 'nobody', seats: 'owner' } : { deck: 'nobody' },
    },
    mayCut: cutRefusal,
    mayTarget: (state, seat, ref) => {
      const rule = constraintOf(state, seat);
      return rule ? targetRefusal(state, rule, ref) : null;
    },
    mayUseEquipment: equipmentRefusal,
    failedCut: (state, actor, owner) => ({
      notches: constraintOf(state, actor)?.failedCutNotches ?? 1,
      token: !constraintOf(state, actor)?.noInfoTokens && !constraintOf(state, owner)?.noInfoTokens,
    }),
    turnStart: (state, out) => {
      const c = state.constraints;
      if (c?.secret) return { ...state, constraints: { ...c, accusedThisTurn: false } };
      if (def.replace !== 'captainEachTurn' || !c || c.shared === null) return state;
      return setPending(
        state,
        { kind: 'replaceConstraint', seat: state.captain, options: [0, 1] },
        out,
      );
    },
    afterWiresLeft: (state, cutCount, out) => {
      const c = state.constraints;
      if (!c) return state;
      const completed = blueValues(1, 12).filter((v) => cutCount(v) >= 4).length;
      if (completed === c.completed) return state;
      let next: GameState = { ...state, constraints: { ...c, completed } };
      if (def.replace === 'fourOfAValueCut')
        for (let i = c.completed; i < completed; i++) next = replaceShared(next, out);
      return next;
    },
    turnEnd: (state, out) => {
      const c = state.constraints;
      if (!c || (!c.skipped && c.skips === 0)) return state;
      const skips = c.skipped ? c.skips + 1 : 0;
      const playing = state.hands.filter((_, s) => hasUncut(state, s)).length;
      if (def.roundOfSkips !== 'dialAndReplace' || skips < playing)
        return { ...state, constraints: { ...c, skips, skipped: false } };
      // Nobody could play for a whole round.
      const moved = moveDial({ ...state, constraints: { ...c, skips: 0, skipped: false } }, 1, out);
      return moved.status === 'lost' ? moved : replaceShared(moved, out);
    },
    tasks: {
      kinds: ['pickConstraint'],
      run: (state, _task, out) => askPick(state, out),
    },
    choices: {
      kinds: ['pickConstraint', 'replaceConstraint'],
      answer: (state, pending, picked, out) => {
        const c = state.constraints;
        if (!c) return state;
        if (pending.kind === 'replaceConstraint')
          return picked === 1 ? replaceShared(state, out) : state;
        const card = CONSTRAINT_CARDS[picked as number] as ConstraintCard;
        out.push({ type: 'constraintPicked', seat: pending.seat, card });
        const seats = c.seats.map((s, seat) =>
          seat === pending.seat ? { card, flipped: false } : s,
        );
        const offered = c.offered.filter((o) => o !== card);
        return askPick({ ...state, constraints: { ...c, seats, offered } }, out);
      },
    },
    actions: {
      types: ['cannotObey', 'accuse'],
      candidates: (state, seat, core) => [
        ...(state.constraints && !mayObey(state, seat, core)
          ? [{ type: 'cannotObey' as const, seat }]
          : []),
        ...(accusationRefusal(state, seat, core) === null
          ? seatsAfter(state.players, seat)
              .filter((accused) => accused !== seat)
              .flatMap((accused) =>
                def.cards.map((card) => ({ type: 'accuse' as const, seat, accused, card })),
              )
          : []),
      ],
      apply: (state, action, out, core) => {
        if (action.type === 'accuse') return accuse(state, action, def, out, core);
        const refused = core.turnAction(state, action.seat, action.type);
        if (refused) return err(refused);
        const c = state.constraints;
        if (!c) return err(NO_CONSTRAINTS);
        if (mayObey(state, action.seat, core))
          return err(ruleError('CAN_OBEY', 'A cut still obeys your constraint card: make it.'));
        if (def.cannotObey === 'dial2Discard') {
          const moved = moveDial(state, 2, out);
          return ok(moved.status === 'lost' ? moved : discardSecret(moved, 'removed', out));
        }
        if (def.cannotObey === 'flip') {
          const own = c.seats[action.seat] as SeatConstraint;
          out.push({ type: 'constraintFlipped', seat: action.seat, card: own.card });
          const seats = c.seats.map((s, seat) =>
            seat === action.seat ? { ...own, flipped: true } : s,
          );
          return ok({ ...state, constraints: { ...c, seats } });
        }
        // The card it could not obey is public; the solver reads the skip with it.
        const card = c.seats[action.seat]?.card ?? c.shared;
        out.push({ type: 'skipped', seat: action.seat, ...(card ? { card } : {}) });
        return ok({
          ...state,
          turn: { ...state.turn, done: true },
          constraints: { ...c, skipped: true },
        });
      },
    },
  };
}

type Accusation = Extract<Action, { type: 'accuse' }>;

/** An accusation: wrong, the dial moves a notch; right, the constraint cards go, characters turn up. */
function accuse(
  state: GameState,
  action: Accusation,
  def: ConstraintsDef,
  out: Out,
  core: Core,
): Result<GameState, RuleError> {
  const refused = accusationRefusal(state, action.seat, core);
  if (refused) return err(refused);
  const { accused, card } = action;
  if (!Number.isInteger(accused) || accused === action.seat || !state.hands[accused])
    return err(ruleError('NOT_AN_OPTION', 'Accuse a teammate.'));
  if (!def.cards.includes(card))
    return err(ruleError('NOT_AN_OPTION', `Name one of the cards ${def.cards.join(', ')}.`));
  const c = state.constraints as ConstraintsState;
  const right = captainCardHolder(state) === accused && c.seats[accused]?.card === card;
  out.push({ type: 'accused', seat: action.seat, accused, card, right });
  const next = { ...state, constraints: { ...c, accusedThisTurn: true } };
  return ok(right ? discardSecret(next, 'revealed', out) : moveDial(next, 1, out));
}
