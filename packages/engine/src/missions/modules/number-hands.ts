/**
 * Rule module "numberHands": the Guessing Game (mission 29, RULES.md §6.2). The Number cards are
 * dealt face down into the players' hands. As a turn begins, the active seat's right-hand
 * neighbour lays one of its cards face down; after the turn it is revealed, and if the active seat
 * cut a wire of its value during the turn the dial moves one notch; then the active seat takes it.
 * Cards whose four wires are cut leave the game; a hand left with fewer than two cards draws.
 * docs/rules-decisions.md gives each reading taken and its test.
 */
import { hasUncut } from '../../hands.js';
import { moveDial, setPending, type Out } from '../../step.js';
import type { GameState, Seat } from '../../types.js';
import { blueValues } from '../../wire.js';
import type { RuleModule, Zones } from '../rules.js';

export interface LaidNumber {
  readonly seat: Seat;
  readonly number: number;
}

export interface NumberHandsState {
  /** Each seat's cards, in the order received. */
  readonly hands: readonly (readonly number[])[];
  /** The card laid face down for this turn, and by whom; null before it is laid, or if none is. */
  readonly laid: LaidNumber | null;
  /** The face-down deck, top first. It holds only cards of values still to cut. */
  readonly deck: readonly number[];
  /** The values whose wires are not all cut (their cards are still in the game). */
  readonly live: readonly number[];
  /** The values the active seat cut this turn. */
  readonly cut: readonly number[];
}

/** The slot as a seat sees it: its own hand, the others' sizes, the laid number to its layer. */
export interface NumberHandsView {
  readonly hands: readonly (readonly number[] | number)[];
  readonly laid: { readonly seat: Seat; readonly number?: number } | null;
  readonly deck: readonly number[] | number;
  readonly live: readonly number[];
  readonly cut: readonly number[];
}

/** Who sees what of the slot (applied by `viewFor`). */
export const NUMBER_HAND_ZONES: Zones = {
  slot: 'numberHands',
  fields: { hands: 'owner', laid: 'owner', deck: 'nobody' },
};

const HAND_SIZE = 2;

/** From the Captain clockwise: two cards each, a third to the Captain's right-hand neighbour. */
function deal(state: GameState): NumberHandsState {
  const deck = [...state.numberDeck];
  const hands: number[][] = Array.from({ length: state.players }, () => []);
  const rightOfCaptain = rightOf(state.players, state.captain);
  for (let round = 0; round <= HAND_SIZE; round++)
    for (let k = 0; k < state.players; k++) {
      const seat = (state.captain + k) % state.players;
      if (round === HAND_SIZE && seat !== rightOfCaptain) continue;
      const card = deck.shift();
      if (card !== undefined) hands[seat]?.push(card);
    }
  return { hands, laid: null, deck, live: blueValues(1, 12), cut: [] };
}

const rightOf = (players: number, seat: Seat): Seat => (seat - 1 + players) % players;

/** The seat that lays this turn's card: the right-hand neighbour, else the next one holding a card (FAQ). */
function layerOf(state: GameState, hands: NumberHandsState): Seat | null {
  for (let k = 1; k < state.players; k++) {
    const seat = (state.activeSeat - k + state.players) % state.players;
    if ((hands.hands[seat]?.length ?? 0) > 0) return seat;
  }
  return null;
}

const withHands = (state: GameState, numberHands: NumberHandsState): GameState => ({
  ...state,
  numberHands,
});

/**
 * Cards of values no longer live leave (from hands and deck; the laid one waits for its reveal),
 * a seat with no wires puts its cards under the deck (FAQ), and a hand under two cards draws.
 */
function settle(state: GameState, out: Out): GameState {
  const before = state.numberHands;
  if (!before) return state;
  const dead = (n: number) => !before.live.includes(n);
  // Sorted: which hand or deck place a card was in stays hidden.
  const discarded = [...before.hands.flat(), ...before.deck].filter(dead).sort((a, b) => a - b);
  if (discarded.length > 0) out.push({ type: 'numberCardsDiscarded', numbers: discarded });
  let deck = before.deck.filter((n) => !dead(n));
  const hands = before.hands.map((hand, seat) => {
    const kept = hand.filter((n) => !dead(n));
    if (kept.length > 0 && !hasUncut(state, seat)) {
      out.push({ type: 'numbersReturned', seat, count: kept.length });
      deck = [...deck, ...kept];
      return [];
    }
    return kept;
  });
  for (const [seat, hand] of hands.entries()) {
    if (!hasUncut(state, seat)) continue;
    while (hand.length < HAND_SIZE && deck.length > 0) {
      const [card, ...rest] = deck as [number, ...number[]];
      out.push({ type: 'numberDrawn', seat, number: card });
      hand.push(card);
      deck = rest;
    }
  }
  return withHands(state, { ...before, hands, deck });
}

/** After the turn: the laid card is revealed (unless a coffee passed the turn) and taken. */
function endTurn(state: GameState, out: Out): GameState {
  const hands = state.numberHands;
  if (!hands?.laid) return state;
  const { seat: layer, number } = hands.laid;
  const taker = state.activeSeat;
  // The Coffee Mug skips the reveal: only the layer and the taker know the card (FAQ).
  const revealed = state.turn.next === null;
  let next = withHands(state, { ...hands, laid: null });
  if (revealed) {
    const notch = hands.cut.includes(number);
    out.push({ type: 'numberRevealed', seat: layer, number, notch });
    if (notch) next = moveDial(next, 1, out);
    if (next.status === 'lost') return next;
  }
  const after = next.numberHands as NumberHandsState;
  if (!after.live.includes(number)) {
    out.push({ type: 'numberCardsDiscarded', numbers: [number] });
    return next;
  }
  out.push({ type: 'numberTaken', seat: taker, from: layer, number, revealed });
  const took = after.hands.map((hand, seat) => (seat === taker ? [...hand, number] : hand));
  return settle(withHands(next, { ...after, hands: took }), out);
}

export function numberHandsModule(): RuleModule {
  return {
    numberCards: true,
    zones: NUMBER_HAND_ZONES,
    setup: (state) => ({ slots: { numberHands: deal(state) }, tasks: [] }),
    turnStart: (state, out) => {
      const hands = state.numberHands;
      if (!hands) return state;
      const next = withHands(state, { ...hands, laid: null, cut: [] });
      const layer = layerOf(next, hands);
      if (layer === null) return next;
      const options = [...new Set(hands.hands[layer])].sort((a, b) => a - b);
      return setPending(next, { kind: 'layNumber', seat: layer, options }, out);
    },
    afterCut: (state, cut) =>
      state.numberHands && cut.seat === state.activeSeat && typeof cut.value === 'number'
        ? [{ kind: 'noteCut', value: cut.value }]
        : [],
    afterWiresLeft: (state, cutCount, out) => {
      const hands = state.numberHands;
      if (!hands) return state;
      let live = hands.live.filter((n) => cutCount(n) < 4);
      // With a single value left to cut, guessing is over: its cards go too.
      if (live.length === 1) live = [];
      return settle(withHands(state, { ...hands, live }), out);
    },
    turnEnd: (state, out) => endTurn(state, out),
    tasks: {
      kinds: ['noteCut'],
      run: (state, task) => {
        const hands = state.numberHands;
        if (task.kind !== 'noteCut' || !hands || hands.cut.includes(task.value)) return state;
        return withHands(state, { ...hands, cut: [...hands.cut, task.value] });
      },
    },
    choices: {
      kinds: ['layNumber'],
      answer: (state, pending, picked, out) => {
        const hands = state.numberHands;
        if (pending.kind !== 'layNumber' || !hands || typeof picked !== 'number') return state;
        const seat = pending.seat;
        const hand = hands.hands[seat] ?? [];
        const at = hand.indexOf(picked);
        out.push({ type: 'numberLaid', seat, number: picked });
        const left = hand.filter((_, i) => i !== at);
        return settle(
          withHands(state, {
            ...hands,
            hands: hands.hands.map((h, s) => (s === seat ? left : h)),
            laid: { seat, number: picked },
          }),
          out,
        );
      },
    },
  };
}
