/**
 * Rule module "designatedCutter": General Radar every turn, and a designated cutter (mission 18,
 * RULES.md §6.2, §9 B10). The only equipment is the General Radar, face up and never used up. At
 * the start of each turn the active seat turns the top Number card (a card with no wire left to
 * cut leaves the game and the next is turned; an empty deck is refilled by shuffling the turned
 * cards), the radar asks every stand about that value, and the active seat names one of the
 * seats that answered yes, possibly itself: that seat takes the turn's action, a cut (dual, solo,
 * with a detector) of that value. A seat holding only red wires at the start of its turn reveals
 * them instead, and no card is turned. The next turn is the active seat's left neighbour's.
 */
import { ruleError } from '../../errors.js';
import { setPending, type Out } from '../../step.js';
import { reshuffleNumbers } from '../../draws.js';
import type { GameState } from '../../types.js';
import type { Core, RuleModule } from '../rules.js';
import { turnNumber } from './number-cards.js';

export interface RadarTurn {
  /** The Number card turned this turn, or null (a turn of red wires revealed). */
  readonly number: number | null;
  /** Who must cut that value, once the active seat has named them. */
  readonly designee: number | null;
  /** The cards turned on earlier turns, face up, shuffled back when the deck runs out. */
  readonly discard: readonly number[];
}

/** No wire of this value is left to cut (in a dealt game: its four wires are cut). */
const noneLeft =
  (core: Core, state: GameState) =>
  (value: number): boolean =>
    !state.hands.some((stands) =>
      stands.some((stand) => stand.some((w) => !w.cut && core.valueIn(state, w.printed) === value)),
    );

/** This turn's Number card: from the deck, else from the shuffled discard pile. */
function turnCard(core: Core, state: GameState, radar: RadarTurn, out: Out): GameState {
  const done = noneLeft(core, state);
  const turned = turnNumber(state.numberDeck, done, out);
  if (turned.number !== null || radar.discard.length === 0)
    return {
      ...state,
      numberDeck: turned.deck,
      radarTurn: { number: turned.number, designee: null, discard: radar.discard },
    };
  const refilled = reshuffleNumbers(state, radar.discard);
  const again = turnNumber(refilled.deck, done, out);
  return {
    ...refilled.state,
    numberDeck: again.deck,
    radarTurn: { number: again.number, designee: null, discard: [] },
  };
}

export function designatedCutterModule(): RuleModule {
  return {
    numberCards: true,
    reshufflesNumbers: true,
    setup: () => ({
      slots: {
        equipment: [{ card: 8, state: 'available', unlimited: true }],
        equipmentPile: [],
        radarTurn: { number: null, designee: null, discard: [] },
      },
      tasks: [],
    }),
    turnStart: (state, out, core) => {
      const previous = state.radarTurn;
      if (!previous) return state;
      // Last turn's card goes face up on the discard pile, unless its four wires are cut: then it
      // leaves the game. (Only that card's value is cut on a turn, so no other card on the pile
      // can lose its last wire.)
      const kept = previous.number !== null && !noneLeft(core, state)(previous.number);
      const radar: RadarTurn = {
        number: null,
        designee: null,
        discard: kept ? [...previous.discard, previous.number] : previous.discard,
      };
      const seat = state.activeSeat;
      if (core.allRed(state, seat)) return { ...state, radarTurn: radar };
      const turned = turnCard(core, state, radar, out);
      const number = turned.radarTurn?.number;
      if (number === undefined || number === null) return turned;
      const answers = turned.hands.map((stands) =>
        stands.map((stand) =>
          stand.some((w) => !w.cut && core.valueIn(turned, w.printed) === number),
        ),
      );
      out.push({ type: 'radar', value: number, answers });
      const options = answers.flatMap((stands, s) => (stands.some(Boolean) ? [s] : []));
      return setPending(turned, { kind: 'designate', seat, options }, out);
    },
    choices: {
      kinds: ['designate'],
      answer: (state, pending, picked, out) => {
        const radar = state.radarTurn;
        if (!radar || radar.number === null || typeof picked !== 'number') return state;
        out.push({ type: 'designated', seat: pending.seat, designee: picked, value: radar.number });
        return { ...state, radarTurn: { ...radar, designee: picked } };
      },
    },
    turnActor: (state) => state.radarTurn?.designee ?? null,
    mayCut: (state, cut) => {
      const number = state.radarTurn?.number;
      return number === null || number === undefined || cut.value === number
        ? null
        : ruleError(
            'NOT_DESIGNATED_VALUE',
            `This turn's Number card is ${number}: cut a ${number}.`,
          );
    },
  };
}
