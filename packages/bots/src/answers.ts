/**
 * Answers to pending choices, shared by both levels: setup info tokens, detector choices of the
 * wire owner, the Walkie-Talkies partner, and the sheets of the New Missions. The expert ranks
 * own-wire choices by what teammates learn (info.ts: what the cut reveals, or what the mission's
 * token says, value, parity or count); the cautious bot by how uncertain the slot is.
 * The second x2 token of a value held four times (mission 24) goes on the wire of it farthest from
 * the first: both ends of the run marked, teammates know all four wires between (both levels).
 * Mission 17's Rhett places each false token (both levels) where "not this value" tells teammates
 * most: the wire and the value the public would most readily take it for. Mission 15's face-down
 * card is picked blind: any, by the seeded tie-break. Mission 36's sequence card goes next to the
 * end card whose value the seat holds most of. Missions 22 and 27's tokens taken, given or
 * put beside a stand: handout.ts; a token received or drafted goes on the own wire of its value
 * ranked as a setup token's.
 */
import type { Action, InfoValue, SeatView, WireRef } from '@bomb-busters/engine';
import { best, seatOf } from './bot.js';
import { cellScore, lineScore } from './grid.js';
import { gameValueIn, ownCounts } from './analysis.js';
import { falseTokenGains, revealGains, slotUncertainty, tokenGains } from './info.js';
import { besideChoice, takeChoice, type TakeToken } from './handout.js';
import type { Analysis } from './analysis.js';

type Answer = Extract<
  Action,
  {
    type:
      | 'info'
      | 'choose'
      | 'checkCell'
      | 'drawLine'
      | 'flipEquipment'
      | 'takeToken'
      | 'placeSequence';
  }
>;
type FalseToken = Extract<Action, { type: 'info' }> & { readonly value: InfoValue };

const ANSWER_TYPES: readonly Action['type'][] = [
  'info',
  'choose',
  'checkCell',
  'drawLine',
  'flipEquipment',
  'takeToken',
  'placeSequence',
];
const isAnswer = (a: Action): a is Answer => ANSWER_TYPES.includes(a.type);
const isFalseToken = (a: Answer): a is FalseToken => a.type === 'info' && a.value !== undefined;
const isTake = (a: Answer): a is TakeToken => a.type === 'takeToken';

/** Bits a token is worth for marking a wire of mission 23's set, before it is cut together. */
const SET_MARK = 100;

/** SET_MARK for each own wire of the set's value (mission 23), else 0. */
function setMarks(view: SeatView, refs: readonly WireRef[]): number[] {
  const together = view.together;
  if (!together || together.done) return refs.map(() => 0);
  const seat = seatOf(view);
  return refs.map((ref) => {
    const sv = view.stands.find((s) => s.seat === seat && s.stand === ref.stand);
    const printed = sv?.wires[ref.index]?.printed ?? null;
    return printed !== null && gameValueIn(view, printed) === together.number ? SET_MARK : 0;
  });
}

/**
 * The answer to the seat's pending choice, or undefined if it has none. `analysis` (the expert's
 * solver) weighs a token given to a neighbour (mission 22).
 */
export function answerPending(
  view: SeatView,
  legal: readonly Action[],
  informative: boolean,
  analysis?: () => Analysis,
): Action | undefined {
  const pending = view.pending;
  if (!pending || pending.seat !== seatOf(view)) return undefined;
  const answers = legal.filter(isAnswer);
  if (answers.length === 0) return undefined;
  const salt = `pending:${pending.kind}`;
  const wireOf = (a: Answer): WireRef | null => ('wire' in a ? a.wire : null);
  switch (pending.kind) {
    case 'setupInfo':
    case 'placeToken':
    case 'detectorCut':
    case 'detectorToken': {
      // A wire of ours is cut or takes a token: the one that tells teammates most (expert), or
      // the one they are least sure of (cautious).
      const refs = answers.map(wireOf).filter((r): r is WireRef => r !== null);
      const gains = pending.kind === 'detectorCut' ? revealGains : tokenGains;
      const scores = informative ? gains(view, refs) : slotUncertainty(view, refs);
      // Mission 23: no cut but the cut together shows the set's wires, so a token goes on one.
      const marks = pending.kind === 'detectorCut' ? refs.map(() => 0) : setMarks(view, refs);
      return best(
        answers,
        (a) => (scores[answers.indexOf(a)] ?? 0) + (marks[answers.indexOf(a)] ?? 0),
        view,
        salt,
        1e-6,
      );
    }
    case 'countPair': {
      const first = view.log.findLast((e) => e.type === 'infoPlaced');
      const from = first?.type === 'infoPlaced' ? first.wire.index : 0;
      return best(answers, (a) => Math.abs((wireOf(a)?.index ?? from) - from), view, salt);
    }
    case 'walkieTalkie': {
      // Give a wire we hold alone, never a red one if something else can go.
      const counts = ownCounts(view);
      const printedOf = (a: Answer) => {
        const ref = wireOf(a);
        const sv = ref && view.stands.find((s) => s.seat === ref.seat && s.stand === ref.stand);
        return sv?.wires[ref?.index ?? -1]?.printed ?? null;
      };
      return best(
        answers,
        (a) => {
          const printed = printedOf(a);
          if (printed === null) return 0;
          const v = gameValueIn(view, printed);
          if (v === 'red') return -10;
          return (counts.get(v) ?? 0) === 1 ? 1 : 0;
        },
        view,
        salt,
      );
    }
    case 'checkCell':
      return best(
        answers,
        (a) => (a.type === 'checkCell' ? (cellScore(view, a.cell) ?? -1e6) : -1e6),
        view,
        salt,
      );
    case 'drawLine':
      return best(
        answers,
        (a) => (a.type === 'drawLine' ? lineScore(view, a.cartouche) : 0),
        view,
        salt,
      );
    case 'falseInfo': {
      const tokens = answers.filter(isFalseToken);
      const gains = falseTokenGains(view, tokens);
      return best(tokens, (a) => gains[tokens.indexOf(a)] ?? 0, view, salt, 1e-6);
    }
    case 'flipEquipment':
      return best(answers, () => 0, view, salt);
    // Mission 36: open the end card whose value we hold most wires of (we may cut it ourselves).
    case 'placeSequence': {
      const counts = ownCounts(view);
      return best(
        answers,
        (a) => (a.type === 'placeSequence' ? (counts.get(a.end) ?? 0) : 0),
        view,
        salt,
      );
    }
    case 'besideToken':
      return besideChoice(view, answers.filter(isTake));
    case 'takeToken':
      return takeChoice(view, answers.filter(isTake), analysis);
  }
}
