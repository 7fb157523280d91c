/**
 * Rule module "constraints": the constraint cards A-L (RULES.md §6.3) as one vocabulary of data
 * (`CARD_RULES`), and how a mission deals them and what happens to a seat that cannot obey its
 * card (missions 31, 32, 37; later 34, 57, 61 as parameters).
 *
 * - `deal: 'pick'`: the cards lie face up; before the setup info tokens each seat, from the
 *   Captain clockwise, takes one and obeys it (the extras are discarded).
 * - `deal: 'deck'`: the cards are shuffled face down; the top one is face up and everyone obeys
 *   it. It is replaced by the next card when the Captain chooses at each turn's start
 *   (`captainEachTurn`) or each time the four wires of a value are cut (`fourOfAValueCut`). With
 *   the deck run out nobody obeys any card.
 * - "Cannot obey" means no cut obeys the card (§6.3); Reveal-Red never has to. The seat says so
 *   with `cannotObey`, offered then and only then: its card flips for good (`flip`), or its turn
 *   passes without a dial move (`skip`). With `roundOfSkips: 'dialAndReplace'`, a whole round of
 *   such skips moves the dial one notch and replaces the shared card.
 */
import { ruleError, type RuleError } from '../../errors.js';
import { seatsAfter, hasUncut, uncutOf } from '../../hands.js';
import { err, ok } from '../../result.js';
import { shuffle } from '../../rng.js';
import { withTop } from '../../draws.js';
import { moveDial, setPending, type Out } from '../../step.js';
import type { EquipmentCard, GameState, Seat, WireRef } from '../../types.js';
import { blueValues, type Announce } from '../../wire.js';
import type { Core, CutQuestion, RuleModule, Usable } from '../rules.js';

export const CONSTRAINT_CARDS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
] as const;
export type ConstraintCard = (typeof CONSTRAINT_CARDS)[number];

/** What one card asks of the seat obeying it. */
export interface ConstraintRule {
  /** Only these values may be cut (A-E): yellow and star wires are none of them. */
  readonly only?: readonly number[];
  /** These values may not be cut (F). */
  readonly never?: readonly number[];
  /** No equipment at all, personal equipment included (G), or these cards (H: the Post-it). */
  readonly noEquipment?: 'all' | readonly EquipmentCard[];
  /** No wire carrying an info token may be pointed at, and a failed cut places none (H). */
  readonly noInfoTokens?: true;
  /** The far-left or far-right uncut wire of a teammate's stand may not be pointed at (J, I). */
  readonly farEnd?: 'left' | 'right';
  /** No solo cut (K). */
  readonly noSolo?: true;
  /** How many notches the seat's failed cut moves the dial (L). */
  readonly failedCutNotches?: number;
}

const FOUR_TO_NINE = blueValues(4, 9);

export const CARD_RULES: Readonly<Record<ConstraintCard, ConstraintRule>> = {
  A: { only: [2, 4, 6, 8, 10, 12] },
  B: { only: [1, 3, 5, 7, 9, 11] },
  C: { only: blueValues(1, 6) },
  D: { only: blueValues(7, 12) },
  E: { only: FOUR_TO_NINE },
  F: { never: FOUR_TO_NINE },
  G: { noEquipment: 'all' },
  H: { noInfoTokens: true, noEquipment: [4] },
  I: { farEnd: 'right' },
  J: { farEnd: 'left' },
  K: { noSolo: true },
  L: { failedCutNotches: 2 },
};

export interface ConstraintsDef {
  /** Each seat picks one of the face-up `cards`, or the `cards` are a shared face-down deck. */
  readonly deal: 'pick' | 'deck';
  readonly cards: readonly ConstraintCard[];
  /** When the shared card is replaced by the next (deal 'deck'). */
  readonly replace?: 'captainEachTurn' | 'fourOfAValueCut';
  /** A seat that cannot obey its card flips it for good, or skips its turn. */
  readonly cannotObey: 'flip' | 'skip';
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
}

/** The slot as every seat sees it: the deck's size, never its order. */
export type ConstraintsView = Omit<ConstraintsState, 'deck'> & { readonly deck: number };

export const NO_CONSTRAINTS: RuleError = ruleError(
  'NOT_IN_MISSION',
  'This mission has no constraint cards.',
);

export const isConstraintCard = (card: unknown): card is ConstraintCard =>
  (CONSTRAINT_CARDS as readonly unknown[]).includes(card);

/** The card `seat` obeys now: its own face-up card, else the shared one; null for none. */
export function constraintOf(state: GameState, seat: Seat): ConstraintRule | null {
  const c = state.constraints;
  if (!c) return null;
  const own = c.seats[seat];
  const card = own ? (own.flipped ? null : own.card) : c.shared;
  return card === null ? null : CARD_RULES[card];
}

/** Whether the card lets its seat cut `value` (A-F restrict values; yellow and stars are none of A-E's). */
export function cardAllows(rule: ConstraintRule, value: Announce): boolean {
  const number = typeof value === 'number' ? value : null;
  if (rule.only && (number === null || !rule.only.includes(number))) return false;
  return !(rule.never && number !== null && rule.never.includes(number));
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

export function constraintsModule(def: ConstraintsDef): RuleModule {
  return {
    ...(def.deal === 'deck' ? { shufflesConstraints: true as const } : {}),
    setup: (state) => {
      const none = state.hands.map(() => null);
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
    zones: { slot: 'constraints', fields: { deck: 'nobody' } },
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
      types: ['cannotObey'],
      candidates: (state, seat, core) =>
        state.constraints && !mayObey(state, seat, core) ? [{ type: 'cannotObey', seat }] : [],
      apply: (state, action, out, core) => {
        const refused = core.turnAction(state, action.seat, action.type);
        if (refused) return err(refused);
        const c = state.constraints;
        if (!c) return err(NO_CONSTRAINTS);
        if (mayObey(state, action.seat, core))
          return err(ruleError('CAN_OBEY', 'A cut still obeys your constraint card: make it.'));
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
