/**
 * The 12 equipment cards of the base box. The detectors (3, 5) and X or Y Ray (10) act inside a
 * dual cut (cut.ts); the others are actions of their own, here.
 */
import { cardUsable, characterUsable, flipCharacter, spendCard } from './cut.js';
import { placeInfo, tokenToPlace } from './info.js';
import { ruleError, type RuleError } from './errors.js';
import { moveDial, openWindow, setPending, type Out } from './step.js';
import {
  anyWire,
  equipmentRefusal,
  hasUncut,
  isWireRef,
  replaceStand,
  wireAt,
  wiresWhere,
} from './hands.js';
import { valueIn } from './values.js';
import { equipmentDenied, missionPostItOnCut } from './missions/ask.js';
import { turnAction } from './guards.js';
import { err, ok, type Result } from './result.js';
import type {
  EquipmentAction,
  EquipmentCard,
  GameState,
  LabelKind,
  Seat,
  Wire,
  WireRef,
} from './types.js';
import { gameValueOf, isBlueValue } from './wire.js';
import { EQUIPMENT_TIMING, isEquipmentCard, type Timing } from './equipment-cards.js';

export function useEquipment(
  state: GameState,
  action: EquipmentAction,
  out: Out,
): Result<GameState, RuleError> {
  const refused = equipmentRefused(state, action);
  if (refused) return err(refused);
  // The log says who uses the card before what it does ("Ann uses Rewinder", then the dial).
  const effects: Out = [];
  const effect = applyEffect(state, action, effects);
  const spent =
    action.personal === true
      ? flipCharacter(effect, action.seat, out)
      : spendCard(effect, action.seat, action.card, out);
  out.push(...effects);
  return ok(spent);
}

/**
 * Why this use of a card is refused now, or null: every rule that could refuse it, checked
 * without doing it (the legal menu asks this of each candidate; `useEquipment` before acting).
 */
export function equipmentRefused(state: GameState, action: EquipmentAction): RuleError | null {
  const card = action.card as EquipmentCard;
  if (!isEquipmentCard(card)) return ruleError('MALFORMED_ACTION', 'No such equipment card.');
  const timing: Timing = EQUIPMENT_TIMING[card];
  if (timing === 'inDualCut')
    return ruleError('EQUIPMENT_NOT_NOW', `Equipment ${card} is used within a dual cut.`);
  if (timing === 'instant')
    return ruleError('EQUIPMENT_NOT_NOW', `Equipment ${card} acts by itself when unlocked.`);
  const closed = timing === 'anyTime' ? openWindow(state) : turnAction(state, action.seat);
  if (closed) return closed;
  if (timing === 'startOfTurn' && state.turn.stabilized)
    return ruleError('EQUIPMENT_USED', 'Already stabilized.');
  // A personal copy (sticker B) is the seat's character card, refreshed like a Double Detector.
  const raw: unknown = action.personal;
  if (raw !== undefined && raw !== true)
    return ruleError('MALFORMED_ACTION', '"personal" is true or absent.');
  return (
    (raw === true ? characterUsable(state, action.seat, card) : cardUsable(state, card)) ??
    equipmentDenied(state, action.seat, card) ??
    effectRefused(state, action)
  );
}

/** Why the card cannot do what this action asks of it, or null. */
function effectRefused(state: GameState, action: EquipmentAction): RuleError | null {
  switch (action.card) {
    case 1:
      return labelRefused(state, action.seat, action.wire, '≠');
    case 12:
      return labelRefused(state, action.seat, action.wire, '=');
    case 2: {
      const own = ownWire(state, action.seat, action.wire, false);
      if (!own.ok) return own.error;
      const teammate = action.teammate;
      return teammate === action.seat ||
        !hasUncut(state, teammate) ||
        !anyWire(state, teammate, walkieTakes)
        ? ruleError('BAD_NEXT_SEAT', 'Swap with a teammate who still has uncut wires.')
        : null;
    }
    case 4: {
      const own = ownWire(state, action.seat, action.wire, missionPostItOnCut(state));
      if (!own.ok) return own.error;
      if (typeof valueIn(state, own.value.printed) !== 'number' || own.value.info !== null)
        return ruleError(
          'INFO_NOT_ALLOWED',
          'Post-it goes on one of your blue wires without a token.',
        );
      // A count token with nowhere for its second x2 marks nothing (§9 A32): keep the card.
      return tokenToPlace(state, action.wire) === null
        ? ruleError('INFO_NOT_ALLOWED', 'No token can be placed in front of that wire.')
        : null;
    }
    case 6:
    case 9:
      return null;
    case 7:
      return batteriesRefused(state, action.seats);
    case 8:
      return isBlueValue(action.value)
        ? null
        : ruleError('BAD_VALUE', 'The General Radar names a number 1-12.');
    case 11:
      return action.next === action.seat || !hasUncut(state, action.next)
        ? ruleError('BAD_NEXT_SEAT', 'Name another player who still has wires.')
        : null;
  }
}

/** What the card does, once `equipmentRefused` let it. */
function applyEffect(state: GameState, action: EquipmentAction, out: Out): GameState {
  switch (action.card) {
    case 1:
      return placeLabel(state, action.wire, '≠', out);
    case 12:
      return placeLabel(state, action.wire, '=', out);
    case 2: {
      const options = walkieOptions(state, action.teammate);
      const { teammate: seat, wire: from } = action;
      return setPending(state, { kind: 'walkieTalkie', seat, options, from }, out);
    }
    case 4:
      return placeInfo(state, action.wire, 'postIt', out);
    case 6:
      return moveDial(state, -1, out);
    case 7: {
      const seats = action.seats;
      out.push({ type: 'charactersRefreshed', seats: [...seats] });
      return {
        ...state,
        characters: state.characters.map((c, s) => (seats.includes(s) ? { ...c, used: false } : c)),
      };
    }
    case 8: {
      // Each stand answers for itself; yellow and red wires have no number (§2.3, §9 B4), and
      // X wires (mission 20) and turned wires, unseen by their owner (38), are ignored.
      const answers = state.hands.map((stands) =>
        stands.map((stand) =>
          stand.some(
            (w) => !w.cut && !equipmentRefusal(w) && valueIn(state, w.printed) === action.value,
          ),
        ),
      );
      out.push({ type: 'radar', value: action.value, answers });
      return state;
    }
    case 9:
      return { ...state, turn: { ...state.turn, stabilized: true } };
    case 11:
      out.push({ type: 'coffee', seat: action.seat, coffee: null, next: action.next });
      return { ...state, turn: { ...state.turn, done: true, next: action.next } };
  }
}

/** The teammate's wires a Walkie-Talkies swap may take (none when all are cut). */
/** A teammate's wire the Walkie-Talkies may take: uncut, neither X nor turned. */
const walkieTakes = (wire: Wire): boolean => !wire.cut && equipmentRefusal(wire) === null;

const walkieOptions = (state: GameState, teammate: Seat): WireRef[] =>
  wiresWhere(state, teammate, walkieTakes).map((w) => w.ref);

/** Emergency Batteries name one or two distinct seats whose character card is used. */
function batteriesRefused(state: GameState, raw: unknown): RuleError | null {
  const list: unknown[] = Array.isArray(raw) ? raw : [];
  if (list.some((s) => typeof s !== 'number'))
    return ruleError('MALFORMED_ACTION', 'seats are seat numbers.');
  const seats = list as number[];
  const named =
    seats.length >= 1 &&
    seats.length <= 2 &&
    new Set(seats).size === seats.length &&
    seats.every((s) => state.characters[s]?.used === true && !state.characters[s]?.removed);
  return named ? null : ruleError('NOT_AN_OPTION', 'Name one or two used character cards.');
}

/** One of `seat`'s wires an equipment card may act on: never an X wire; uncut unless `cutToo`. */
function ownWire(
  state: GameState,
  seat: Seat,
  ref: unknown,
  cutToo: boolean,
): Result<Wire, RuleError> {
  if (!isWireRef(ref)) return err(ruleError('MALFORMED_ACTION', 'Expected a wire address.'));
  if (ref.seat !== seat) return err(ruleError('NOT_YOUR_WIRE', 'Use one of your own wires.'));
  const wire = wireAt(state, ref);
  if (!wire) return err(ruleError('NO_SUCH_WIRE', 'No such wire.'));
  if (wire.cut && !cutToo) return err(ruleError('WIRE_ALREADY_CUT', 'That wire is already cut.'));
  const refusal = equipmentRefusal(wire);
  return refusal ? err(refusal) : ok(wire);
}

/** Labels go on two adjacent wires of your own, one of which may be cut (§4, §9 A19). */
function labelRefused(
  state: GameState,
  seat: Seat,
  ref: unknown,
  label: LabelKind,
): RuleError | null {
  if (!isWireRef(ref)) return ruleError('MALFORMED_ACTION', 'Expected a wire address.');
  if (ref.seat !== seat) return ruleError('NOT_YOUR_WIRE', 'Labels go on your own wires.');
  const left = wireAt(state, ref);
  const right = wireAt(state, { ...ref, index: ref.index + 1 });
  if (!left || !right)
    return ruleError('LABEL_NOT_ADJACENT', 'Point at a wire that has a right neighbour.');
  if (left.cut && right.cut)
    return ruleError('WIRE_ALREADY_CUT', 'At most one of the two may be cut.');
  const refusal = equipmentRefusal(left) ?? equipmentRefusal(right);
  if (refusal) return refusal;
  if (left.labelRight !== null)
    return ruleError('LABEL_PRESENT', 'These wires already carry a label.');
  const same = gameValueOf(left.printed) === gameValueOf(right.printed);
  return same !== (label === '=')
    ? ruleError('LABEL_WRONG', `These wires are ${same ? 'the same' : 'different'}.`)
    : null;
}

function placeLabel(state: GameState, ref: WireRef, label: LabelKind, out: Out): GameState {
  out.push({ type: 'labelPlaced', wire: ref, label });
  const stand = (state.hands[ref.seat]?.[ref.stand] ?? []).map((w, i) =>
    i === ref.index ? { ...w, labelRight: label } : w,
  );
  return replaceStand(state, ref.seat, ref.stand, stand);
}

/**
 * Walkie-Talkies: the two wires change hands; each goes into the stand the other came from, in
 * sorted place, with its info token. Labels on either side of a moved wire fall off (§9 A20).
 */
export function swapWires(state: GameState, a: WireRef, b: WireRef, out: Out): GameState {
  const wa = wireAt(state, a);
  const wb = wireAt(state, b);
  if (!wa || !wb) return state;
  const [standA, toB] = exchange(state.hands[a.seat]?.[a.stand] ?? [], a.index, wb);
  const [standB, toA] = exchange(state.hands[b.seat]?.[b.stand] ?? [], b.index, wa);
  out.push({
    type: 'wireMoved',
    from: a,
    to: { seat: b.seat, stand: b.stand, index: toA },
    printed: wa.printed,
  });
  out.push({
    type: 'wireMoved',
    from: b,
    to: { seat: a.seat, stand: a.stand, index: toB },
    printed: wb.printed,
  });
  return replaceStand(replaceStand(state, a.seat, a.stand, standA), b.seat, b.stand, standB);
}

/** Remove the wire at `index`, insert `incoming` in sorted place; returns the stand and the new index. */
function exchange(stand: readonly Wire[], index: number, incoming: Wire): [Wire[], number] {
  const rest = stand
    .filter((_, i) => i !== index)
    .map((w, i) => (i === index - 1 ? { ...w, labelRight: null } : w));
  // An X or turned wire keeps its place at the far right; a cut wire swapped in (mission 42) lies
  // out of the order, so the incoming wire's place is among the others.
  let at = rest.findIndex((w) => w.x || w.turned || (!w.moved && w.printed > incoming.printed));
  if (at === -1) at = rest.length;
  const result = rest.map((w, i) => (i === at - 1 ? { ...w, labelRight: null } : w));
  // A count token speaks of the stand its wire left: it is discarded (mission 24's FAQ).
  const info = incoming.info?.kind === 'count' ? null : incoming.info;
  result.splice(at, 0, { ...incoming, info, labelRight: null });
  return [result, at];
}
