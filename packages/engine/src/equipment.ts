/**
 * The 12 equipment cards of the base box. The detectors (3, 5) and X or Y Ray (10) act inside a
 * dual cut (cut.ts); the others are actions of their own, here.
 */
import { cardUsable, characterUsable, flipCharacter, spendCard } from './cut.js';
import { placeInfo } from './info.js';
import { ruleError, type RuleError } from './errors.js';
import { moveDial, openWindow, setPending, type Out } from './step.js';
import { equipmentRefusal, hasUncut, isWireRef, replaceStand, uncutOf, wireAt } from './hands.js';
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
  const card = action.card as EquipmentCard;
  if (!isEquipmentCard(card)) return err(ruleError('MALFORMED_ACTION', 'No such equipment card.'));
  const timing: Timing = EQUIPMENT_TIMING[card];
  if (timing === 'inDualCut')
    return err(ruleError('EQUIPMENT_NOT_NOW', `Equipment ${card} is used within a dual cut.`));
  if (timing === 'instant')
    return err(ruleError('EQUIPMENT_NOT_NOW', `Equipment ${card} acts by itself when unlocked.`));
  const closed = timing === 'anyTime' ? openWindow(state) : turnAction(state, action.seat);
  if (closed) return err(closed);
  if (timing === 'startOfTurn' && state.turn.stabilized)
    return err(ruleError('EQUIPMENT_USED', 'Already stabilized.'));
  // A personal copy (sticker B) is the seat's character card, refreshed like a Double Detector.
  const raw: unknown = action.personal;
  if (raw !== undefined && raw !== true)
    return err(ruleError('MALFORMED_ACTION', '"personal" is true or absent.'));
  const personal = raw === true;
  const unusable =
    (personal ? characterUsable(state, action.seat, card) : cardUsable(state, card)) ??
    equipmentDenied(state, action.seat, card);
  if (unusable) return err(unusable);
  // The log says who uses the card before what it does ("Ann uses Rewinder", then the dial).
  const effects: Out = [];
  const effect = applyEffect(state, action, effects);
  if (!effect.ok) return effect;
  const spent = personal
    ? flipCharacter(effect.value, action.seat, out)
    : spendCard(effect.value, action.seat, card, out);
  out.push(...effects);
  return ok(spent);
}

function applyEffect(
  state: GameState,
  action: EquipmentAction,
  out: Out,
): Result<GameState, RuleError> {
  switch (action.card) {
    case 1:
      return placeLabel(state, action.seat, action.wire, '≠', out);
    case 12:
      return placeLabel(state, action.seat, action.wire, '=', out);
    case 2: {
      const own = ownUncut(state, action.seat, action.wire);
      if (!own.ok) return own;
      const teammate = action.teammate;
      const options = uncutOf(state, teammate).flatMap((w) =>
        equipmentRefusal(w.wire) ? [] : [w.ref],
      );
      if (teammate === action.seat || !hasUncut(state, teammate) || options.length === 0) {
        return err(ruleError('BAD_NEXT_SEAT', 'Swap with a teammate who still has uncut wires.'));
      }
      return ok(
        setPending(
          state,
          { kind: 'walkieTalkie', seat: teammate, options, from: action.wire },
          out,
        ),
      );
    }
    case 4: {
      const own = ownWire(state, action.seat, action.wire, missionPostItOnCut(state));
      if (!own.ok) return own;
      if (typeof valueIn(state, own.value.printed) !== 'number' || own.value.info !== null) {
        return err(
          ruleError('INFO_NOT_ALLOWED', 'Post-it goes on one of your blue wires without a token.'),
        );
      }
      const marked = placeInfo(state, action.wire, 'postIt', out);
      // A count token with nowhere for its second x2 marks nothing (§9 A32): keep the card.
      return marked === state
        ? err(ruleError('INFO_NOT_ALLOWED', 'No token can be placed in front of that wire.'))
        : ok(marked);
    }
    case 6:
      return ok(moveDial(state, -1, out));
    case 7: {
      const raw: unknown = action.seats;
      const seats: number[] = Array.isArray(raw)
        ? raw.filter((s): s is number => typeof s === 'number')
        : [];
      if (Array.isArray(raw) && seats.length !== raw.length)
        return err(ruleError('MALFORMED_ACTION', 'seats are seat numbers.'));
      const distinct = new Set(seats).size === seats.length;
      if (
        seats.length < 1 ||
        seats.length > 2 ||
        !distinct ||
        seats.some((s) => state.characters[s]?.used !== true || state.characters[s]?.removed)
      ) {
        return err(ruleError('NOT_AN_OPTION', 'Name one or two used character cards.'));
      }
      out.push({ type: 'charactersRefreshed', seats });
      return ok({
        ...state,
        characters: state.characters.map((c, s) => (seats.includes(s) ? { ...c, used: false } : c)),
      });
    }
    case 8: {
      if (!isBlueValue(action.value))
        return err(ruleError('BAD_VALUE', 'The General Radar names a number 1-12.'));
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
      return ok(state);
    }
    case 9:
      return ok({ ...state, turn: { ...state.turn, stabilized: true } });
    case 11: {
      if (action.next === action.seat || !hasUncut(state, action.next)) {
        return err(ruleError('BAD_NEXT_SEAT', 'Name another player who still has wires.'));
      }
      out.push({ type: 'coffee', seat: action.seat, coffee: null, next: action.next });
      return ok({ ...state, turn: { ...state.turn, done: true, next: action.next } });
    }
  }
}

const ownUncut = (state: GameState, seat: Seat, ref: unknown): Result<Wire, RuleError> =>
  ownWire(state, seat, ref, false);

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
function placeLabel(
  state: GameState,
  seat: Seat,
  ref: unknown,
  label: LabelKind,
  out: Out,
): Result<GameState, RuleError> {
  if (!isWireRef(ref)) return err(ruleError('MALFORMED_ACTION', 'Expected a wire address.'));
  if (ref.seat !== seat) return err(ruleError('NOT_YOUR_WIRE', 'Labels go on your own wires.'));
  const left = wireAt(state, ref);
  const right = wireAt(state, { ...ref, index: ref.index + 1 });
  if (!left || !right)
    return err(ruleError('LABEL_NOT_ADJACENT', 'Point at a wire that has a right neighbour.'));
  if (left.cut && right.cut)
    return err(ruleError('WIRE_ALREADY_CUT', 'At most one of the two may be cut.'));
  const refusal = equipmentRefusal(left) ?? equipmentRefusal(right);
  if (refusal) return err(refusal);
  if (left.labelRight !== null)
    return err(ruleError('LABEL_PRESENT', 'These wires already carry a label.'));
  const same = gameValueOf(left.printed) === gameValueOf(right.printed);
  if (same !== (label === '='))
    return err(ruleError('LABEL_WRONG', `These wires are ${same ? 'the same' : 'different'}.`));
  out.push({ type: 'labelPlaced', wire: ref, label });
  const stand = (state.hands[seat]?.[ref.stand] ?? []).map((w, i) =>
    i === ref.index ? { ...w, labelRight: label } : w,
  );
  return ok(replaceStand(state, seat, ref.stand, stand));
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
