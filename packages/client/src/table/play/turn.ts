/** Whose move it is, what a pending action says, and which feedback an update deserves: pure. */
import type { Action, GameEvent, GridState, SeatView } from '@bomb-busters/engine';
import type { MessageKey } from '../../i18n/en';
import {
  equipmentName,
  pendingChoice,
  seatName,
  valuePhrase,
  wireList,
  wireNumber,
  type Phrase,
} from '../../logic/words';
import { actingSeat, turnNow } from '../../logic/designation';
import { mayClaim, turnIsOpen } from '../../logic/snip';

/**
 * It is this seat's turn, decision or designated cut, or a turn nobody holds that it may claim
 * (a spectator never moves).
 */
export function isMyMove(view: SeatView): boolean {
  // Paused: nobody moves until the host resumes the game.
  if (view.viewer === 'spectator' || view.paused) return false;
  if (view.pending) return view.pending.seat === view.viewer;
  if (turnIsOpen(view)) return mayClaim(view);
  return view.status === 'playing' && actingSeat(view) === view.viewer;
}

const phrase = (key: MessageKey, params = {}, parts?: Record<string, Phrase>): Phrase =>
  parts ? { key, params, parts } : { key, params };

/**
 * "Your turn", "Ann's turn", "Bob is choosing which wire gets the info token", "Nobody holds the
 * turn: the first to say Snip! plays".
 */
export function turnPhrase(view: SeatView, names: readonly string[]): Phrase {
  if (view.status === 'won' || view.status === 'lost') return phrase('play.turn.over');
  if (view.paused) return phrase('host.turn.paused');
  const { pending } = view;
  if (pending) {
    const choice = pendingChoice(view, names);
    return pending.seat === view.viewer
      ? phrase('play.turn.youChoose', {}, { choice })
      : phrase('play.turn.otherChooses', { name: seatName(names, pending.seat) }, { choice });
  }
  if (turnIsOpen(view)) return phrase('snip.turn');
  return (
    designeePhrase(view, names) ??
    pickedPhrase(view, names) ??
    (view.activeSeat === view.viewer
      ? phrase('play.turn.you')
      : phrase('play.turn.other', { name: seatName(names, view.activeSeat) }))
  );
}

/**
 * Whose turn it is and who cuts, once the active seat named someone else (mission 18): "Bob's
 * turn: Ann cuts a 7", "Bob's turn: you cut a 7", "Your turn: Ann cuts a 7".
 */
function designeePhrase(view: SeatView, names: readonly string[]): Phrase | null {
  const now = turnNow(view);
  if (!now || now.designee === null || now.number === null || now.designee === now.chooser)
    return null;
  const params = {
    turn: seatName(names, now.chooser),
    name: seatName(names, now.designee),
    value: now.number,
  };
  if (now.chooser === view.viewer) return phrase('play.turn.designee.yours', params);
  if (now.designee === view.viewer) return phrase('play.turn.designee.you', params);
  return phrase('play.turn.designee.other', params);
}

/** Mission 26, once the turn's Number card is turned down: "Your turn: cut a 7". */
function pickedPhrase(view: SeatView, names: readonly string[]): Phrase | null {
  const value = view.numberPick?.picked ?? null;
  if (value === null) return null;
  const name = seatName(names, view.activeSeat);
  return view.activeSeat === view.viewer
    ? phrase('play.turn.picked.you', { value })
    : phrase('play.turn.picked.other', { name, value });
}

/**
 * The question asked before an action is sent; `together`: the Number card whose wires are
 * pointed at together (mission 23) or the yellow sweep's (30), else the red wires are.
 */
export function confirmPhrase(
  action: Action,
  names: readonly string[],
  together: number | 'yellow' | null = null,
): Phrase {
  switch (action.type) {
    case 'dualCut': {
      const value = { value: valuePhrase(action.value) };
      if (action.detector === 'super')
        return phrase(
          'play.confirm.super',
          { name: seatName(names, action.stand.seat) },
          { ...value, detector: equipmentName(5) },
        );
      if (action.detector) {
        const [first] = action.targets;
        const wires = action.targets.map(wireNumber).join(', ');
        const detector =
          action.detector === 'double' ? phrase('play.mode.double') : equipmentName(3);
        return phrase(
          'play.confirm.detector',
          { name: seatName(names, first?.seat ?? 0), wires },
          { ...value, detector },
        );
      }
      const { target } = action;
      return phrase(
        'play.confirm.dualCut',
        { name: seatName(names, target.seat), wire: wireNumber(target) },
        value,
      );
    }
    case 'soloCut':
      return phrase('play.confirm.soloCut', {}, { value: valuePhrase(action.value) });
    case 'coffee':
      return phrase('play.confirm.coffee', {
        coffee: action.coffee + 1,
        name: seatName(names, action.next),
      });
    case 'equipment':
      return phrase('play.confirm.equipment', {}, { card: equipmentName(action.card) });
    case 'tripwire':
      return phrase('play.confirm.tripwire', { wire: wireList([action.wire], names) });
    case 'accuse':
      return phrase('play.confirm.accuse', {
        name: seatName(names, action.accused),
        card: action.card,
      });
    case 'cutTogether':
      if (together === null)
        return phrase('play.confirm.together', { wires: wireList(action.wires, names) });
      if (together === 'yellow')
        return action.wires.length === 0
          ? phrase('play.confirm.togetherYellowOwn')
          : phrase('play.confirm.togetherYellow', { wires: wireList(action.wires, names) });
      return action.wires.length === 0
        ? phrase('play.confirm.togetherOwn', { value: together })
        : phrase('play.confirm.togetherNumber', {
            wires: wireList(action.wires, names),
            value: together,
          });
    default:
      return phrase('common.confirm');
  }
}

const GROUP: Readonly<Record<GridState['kind'], MessageKey>> = {
  balance: 'board.sheet.line',
  rows: 'board.sheet.row',
  liaisons: 'board.sheet.cartouche',
};

/**
 * A mission-sheet option in words: "Line 8: 1" for a cell, "Cartouche 3: 4 and yellow" for a
 * cartouche (its values, so the choice is made where it is asked), "Option 2" for a coffee.
 */
export function sheetChoice(
  field: 'cell' | 'cartouche' | 'coffee',
  n: number,
  grid: GridState | null,
): Phrase {
  const cell = field === 'cell' ? grid?.cells[n] : undefined;
  if (!grid || field === 'coffee' || (field === 'cell' && !cell))
    return phrase('play.sheet.option', { n: n + 1 });
  if (!cell) {
    const name = phrase('board.sheet.cartouche', { n: n + 1 });
    const [a, b] = grid.cells.filter((c) => c.group === n).map((c) => valuePhrase(c.value));
    if (!a || !b) return name;
    return phrase(
      'play.sheet.cell',
      {},
      { group: name, value: phrase('play.sheet.pair', {}, { a, b }) },
    );
  }
  const group = phrase(GROUP[grid.kind], { n: cell.group + 1 });
  return phrase('play.sheet.cell', {}, { group, value: valuePhrase(cell.value) });
}

export type Feedback = 'won' | 'lost' | 'failure' | 'cut';

/**
 * The feedback an update deserves: the end of the game first, then a failure, then a cut. A
 * table that gave up hears no explosion: the result says why the game ended.
 */
export function feedbackOf(events: readonly GameEvent[]): Feedback | null {
  if (events.some((e) => e.type === 'won')) return 'won';
  if (events.some((e) => e.type === 'surrendered')) return null;
  if (events.some((e) => e.type === 'lost')) return 'lost';
  if (events.some((e) => e.type === 'dualCut' && !e.success)) return 'failure';
  if (events.some((e) => e.type === 'wireCut')) return 'cut';
  return null;
}
