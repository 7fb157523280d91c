/** A replay step in words: the log's lines of the step, else its action as a phrase. */
import type { Action, GameEvent } from '@bomb-busters/engine';
import { saidPhrase } from '../logic/chat';
import {
  cellParts,
  describeEvent,
  equipmentName,
  seatName,
  valuePhrase,
  wireList,
  wireNumber,
  type EventTable,
  type Phrase,
} from '../logic/words';

/**
 * What a step did, in the log's words (the miss, the token placed, the detonator's move...): the
 * lines `log` gained at this step (from `from` on). A step the log words nothing of (mission
 * 30's cue of the timeline) says its action.
 */
export function stepPhrases(
  log: readonly GameEvent[],
  from: number,
  names: readonly string[],
  table: EventTable,
  action: Action | undefined,
  shown: boolean,
): Phrase[] {
  const told = log.slice(from).map((event) => describeEvent(event, names, table));
  if (told.length > 0) return told;
  return [actionPhrase(action, names, table, shown)];
}

/**
 * The action that led to a step; the deal when there is none. `table`: the mission (a skip's
 * reason), its grid (to name sheet cells), the Number card whose wires are pointed at together
 * (mission 23; the yellow sweep of 30; else the reds);
 * `shown`: the viewer may see a hidden card the action names (mission 29's laid card).
 */
export function actionPhrase(
  action: Action | undefined,
  names: readonly string[],
  table: EventTable = {},
  shown = true,
): Phrase {
  const grid = table.grid;
  const together = table.together?.number ?? null;
  if (!action) return { key: 'replay.action.deal', params: {} };
  // A chat message, worded as the log words it (a spectator's too).
  if (action.type === 'say')
    return {
      key: 'replay.action.say',
      params: { line: action.text ?? action.signal ?? '' },
      parts: { line: saidPhrase({ ...action, type: 'said' }, names) },
    };
  const seat = seatName(names, action.seat);
  switch (action.type) {
    case 'info':
      // A value with the action: a false token (mission 17), "not" that value.
      return action.value === undefined
        ? { key: 'replay.action.info', params: { seat, wire: wireNumber(action.wire) } }
        : {
            key: 'replay.action.infoNot',
            params: { seat, wire: wireNumber(action.wire) },
            parts: { value: valuePhrase(action.value) },
          };
    case 'dualCut': {
      const parts = { value: valuePhrase(action.value) };
      if (action.detector === undefined) {
        const { target } = action;
        const params = { seat, owner: seatName(names, target.seat), wire: wireNumber(target) };
        return { key: 'replay.action.dualCut', params, parts };
      }
      const target =
        action.detector === 'super' ? action.stand.seat : (action.targets[0]?.seat ?? action.seat);
      const params = { seat, owner: seatName(names, target) };
      return { key: 'replay.action.detector', params, parts };
    }
    case 'soloCut':
      return {
        key: 'replay.action.soloCut',
        params: { seat },
        parts: { value: valuePhrase(action.value) },
      };
    case 'revealRed':
      return { key: 'replay.action.revealRed', params: { seat } };
    case 'equipment':
      return {
        key: 'replay.action.equipment',
        params: { seat },
        parts: { card: equipmentName(action.card) },
      };
    case 'choose': {
      const wire = wireNumber(action.wire);
      return action.wire.seat === action.seat
        ? { key: 'replay.action.chooseOwn', params: { seat, wire } }
        : {
            key: 'replay.action.choose',
            params: { seat, wire, owner: seatName(names, action.wire.seat) },
          };
    }
    case 'checkCell': {
      const cell = cellParts(action.cell, grid);
      const params = { seat, ...cell.params };
      return cell.parts
        ? { key: 'replay.action.checkCell', params, parts: cell.parts }
        : { key: 'replay.action.checkCell', params };
    }
    case 'drawLine':
      return { key: 'replay.action.drawLine', params: { seat, cartouche: action.cartouche + 1 } };
    case 'coffee':
      return {
        key: 'replay.action.coffee',
        params: { seat, next: seatName(names, action.next) },
      };
    case 'stuck':
      return { key: 'replay.action.stuck', params: { seat } };
    case 'snip':
      return { key: 'replay.action.snip', params: { seat } };
    case 'taDa':
      return { key: 'circus.replay.taDa', params: { seat } };
    case 'timeUp':
      return { key: 'replay.action.timeUp', params: {} };
    case 'pause':
    case 'resume':
    case 'surrender':
      return { key: `replay.action.${action.type}`, params: { seat } };
    // Mission 30: the log words what the timeline's cue did.
    case 'cue':
      return { key: 'replay.action.cue', params: { n: action.cue + 1 } };
    case 'flipEquipment':
      return { key: 'replay.action.flipEquipment', params: { seat, n: action.slot + 1 } };
    case 'designate':
      return action.designee === action.seat
        ? { key: 'replay.action.designateSelf', params: { seat } }
        : {
            key: 'replay.action.designate',
            params: { seat, designee: seatName(names, action.designee) },
          };
    case 'cutTogether': {
      const wires = wireList(action.wires, names);
      if (together === null) return { key: 'replay.action.cutTogether', params: { seat, wires } };
      return together === 'yellow'
        ? { key: 'replay.action.cutTogetherYellow', params: { seat, wires } }
        : { key: 'replay.action.cutTogetherNumber', params: { seat, wires, value: together } };
    }
    case 'pickNumber':
      return { key: 'replay.action.pickNumber', params: { seat, number: action.number } };
    case 'skip':
      // The log's words for it, which give the mission's reason.
      return describeEvent({ type: 'skipped', seat: action.seat }, names, table);
    case 'pickConstraint':
      return { key: 'replay.action.pickConstraint', params: { seat, card: action.constraint } };
    case 'replaceConstraint':
      return {
        key: action.replace ? 'replay.action.replaceConstraint' : 'replay.action.keepConstraint',
        params: { seat },
      };
    case 'cannotObey':
      return { key: 'replay.action.cannotObey', params: { seat } };
    case 'accuse':
      return {
        key: 'replay.action.accuse',
        params: { seat, name: seatName(names, action.accused), card: action.card },
      };
    case 'tripwire':
      return {
        key: 'replay.action.tripwire',
        params: { seat, wire: wireList([action.wire], names) },
      };
    // Mission 29: the card's number only to its layer, or once every card is shown.
    case 'layNumber':
      return shown
        ? { key: 'replay.action.layNumber', params: { seat, number: action.number } }
        : { key: 'replay.action.layNumber.hidden', params: { seat } };
    case 'placeSequence':
      return { key: 'replay.action.placeSequence', params: { seat, card: action.end } };
    case 'takeToken':
      return {
        key: 'replay.action.takeToken',
        params: { seat, value: typeof action.value === 'number' ? action.value : 'Y' },
        parts: { value: valuePhrase(action.value) },
      };
  }
}
