/** The three turn actions: dual cut (with detectors and X or Y Ray), solo cut, reveal red. */
import {
  ruleError,
  TURNED_WIRE_REFUSAL,
  X_WIRE_CLOSED,
  X_WIRE_REFUSAL,
  type RuleError,
} from './errors.js';
import { afterWiresLeft, isDeadly } from './flow.js';
import { cutWire, lose, moveDial, setPending, type Out } from './step.js';
import {
  allRedAction,
  cutDenied,
  equipmentDenied,
  failedCutOf,
  failedDualCutLoss,
  missionRedValues,
  queueAfterCut,
  targetDenied,
  tokensSayNot,
} from './missions/ask.js';
import {
  equipmentRefusal,
  hands,
  isClosedX,
  isStandRef,
  isWireRef,
  isXWire,
  openOf,
  sameRef,
  turnedOf,
  uncutOf,
  updateWire,
  wireAt,
} from './hands.js';
import { allRed, holds, seenBy, sees, valueIn } from './values.js';
import { turnAction } from './guards.js';
import { placeInfo } from './info.js';
import { err, ok, type Result } from './result.js';
import type {
  DualCutAction,
  EquipmentCard,
  GameState,
  InfoValue,
  Seat,
  SoloCutAction,
  Wire,
  WireRef,
} from './types.js';
import type { Usable } from './missions/rules.js';
import { PERSONAL_CARD } from './equipment-cards.js';
import { colourOf, isAnnounce, isBlueValue, type Announce, type GameValue } from './wire.js';

export interface DualCutPlan {
  readonly seat: Seat;
  readonly values: readonly Announce[];
  readonly targets: readonly WireRef[];
  readonly detector: 'double' | 'triple' | 'super' | null;
  readonly own: readonly WireRef[];
  /** The shared cards the cut uses up. */
  readonly cards: readonly EquipmentCard[];
  /** The seat's character card is flipped: its Double Detector, or its personal copy of a card. */
  readonly character: boolean;
}

const DETECTORS: readonly unknown[] = ['double', 'triple', 'super'];
const DETECTOR_SIZE = { double: 2, triple: 3 } as const;
const DETECTOR_CARD = { triple: 3, super: 5 } as const;

/** Everything that makes a dual cut legal, without resolving it. */
export function planDualCut(
  state: GameState,
  action: DualCutAction,
): Result<DualCutPlan, RuleError> {
  const closed = turnAction(state, action.seat);
  if (closed) return err(closed);
  const values: readonly unknown[] = Array.isArray(action.value) ? action.value : [action.value];
  if (
    !values.every(isAnnounce) ||
    values.length !== (Array.isArray(action.value) ? 2 : 1) ||
    values[0] === values[1]
  ) {
    return err(
      ruleError(
        'BAD_VALUE',
        'Announce 1-12, "yellow" or "star", or two different values with X or Y Ray.',
      ),
    );
  }
  const announced = values as Announce[];
  if (announced.includes('star') && state.options.stars === 0)
    return err(ruleError('BAD_VALUE', 'No star wires in this game.'));
  const red = announced.map((value) => actsAsRed(state, value)).find((e) => e !== null);
  if (red) return err(red);
  const detector = action.detector ?? null;
  if (detector !== null && !DETECTORS.includes(detector))
    return err(ruleError('MALFORMED_ACTION', 'A detector is "double", "triple" or "super".'));
  const used: Usable[] = [];
  if (announced.length === 2) used.push(10);
  if (detector === 'double') used.push('doubleDetector');
  if (detector === 'triple' || detector === 'super') used.push(DETECTOR_CARD[detector]);
  // `personal` names the sticker B card the character carries; the Double Detector is always the
  // character's, and `personal` never names it (legalActions lists that cut without it).
  const raw: unknown = action.personal;
  if (raw !== undefined && raw !== true)
    return err(ruleError('MALFORMED_ACTION', '"personal" is true or absent.'));
  const carried = personalOf(state, action.seat);
  const personal = raw === true;
  const mine =
    personal && carried !== 'doubleDetector' && used.includes(carried) ? carried : undefined;
  if (personal && mine === undefined)
    return err(ruleError('NO_PERSONAL_EQUIPMENT', 'Your character carries none of these cards.'));
  const cards: EquipmentCard[] = [];
  for (const card of used) {
    const character = card === 'doubleDetector' || card === mine;
    if (!character) cards.push(card);
    const problem =
      (character ? characterUsable(state, action.seat, card) : cardUsable(state, card)) ??
      equipmentDenied(state, action.seat, card);
    if (problem) return err(problem);
  }
  if (detector !== null && !announced.every(isBlueValue)) {
    return err(ruleError('DETECTOR_NO_YELLOW', 'A detector names a number from 1 to 12.'));
  }
  const targets = targetsOf(state, action);
  if (!targets.ok) return targets;
  if (used.length > 0) {
    const x = targets.value.find((ref) => isXWire(state, ref));
    if (x) return err(X_WIRE_REFUSAL);
  }
  if (targets.value.some((ref) => isClosedX(state, wireAt(state, ref) as Wire)))
    return err(X_WIRE_CLOSED);
  const own = action.own === undefined ? [] : isWireRef(action.own) ? [action.own] : action.own;
  if (!Array.isArray(own) || own.length > announced.length)
    return err(ruleError('MALFORMED_ACTION', 'Bad "own".'));
  // The seat's turned wire as its own wire is a guess at a value it cannot see (mission 38):
  // never checked against the wire, and only in a plain dual cut.
  let guess = false;
  for (const ref of own as unknown[]) {
    if (!isWireRef(ref) || ref.seat !== action.seat)
      return err(ruleError('NOT_YOUR_WIRE', '"own" must be one of your wires.'));
    const wire = wireAt(state, ref);
    if (wire?.turned && !wire.cut) {
      if (cards.length > 0 || detector !== null) return err(TURNED_WIRE_REFUSAL);
      guess = true;
    } else if (!wire || wire.cut || !announced.includes(valueIn(state, wire.printed) as Announce)) {
      return err(
        ruleError('NOT_AN_OPTION', '"own" must be one of your uncut wires of the announced value.'),
      );
    }
    if (isClosedX(state, wire)) return err(X_WIRE_CLOSED);
  }
  for (const value of announced) {
    if (!guess && !sees(state, action.seat, value))
      return err(ruleError('VALUE_NOT_HELD', `You hold no uncut ${String(value)} wire.`));
    // The seat's own wire of the value would be cut too: a closed X wire cannot be.
    if (!guess && !openOf(state, action.seat).some((w) => valueIn(state, w.wire.printed) === value))
      return err(X_WIRE_CLOSED);
    const denied = cutDenied(state, { seat: action.seat, value, pairs: 1 });
    if (denied) return err(denied);
  }
  return ok({
    seat: action.seat,
    values: announced,
    targets: targets.value,
    detector,
    own: own as WireRef[],
    cards,
    character: cards.length < used.length,
  });
}

function targetsOf(state: GameState, action: DualCutAction): Result<WireRef[], RuleError> {
  let refs: unknown[];
  if (action.detector === undefined) refs = [action.target];
  else if (action.detector === 'super') {
    if (!isStandRef(action.stand))
      return err(ruleError('MALFORMED_ACTION', 'The Super Detector points at a stand.'));
    const { seat, stand } = action.stand;
    const wires = hands(state, seat)?.[stand];
    if (!wires) return err(ruleError('NO_SUCH_WIRE', 'No such stand.'));
    // X and turned wires ignore the Super Detector: it covers the stand's other uncut wires.
    refs = wires.flatMap((w, index) =>
      w.cut || equipmentRefusal(w) ? [] : [{ seat, stand, index }],
    );
    if (refs.length === 0)
      return err(ruleError('WIRE_ALREADY_CUT', 'That stand has no uncut wire.'));
  } else {
    refs = Array.isArray(action.targets) ? action.targets : [];
    if (refs.length !== DETECTOR_SIZE[action.detector]) {
      return err(
        ruleError('DETECTOR_BAD_TARGETS', `Point at ${DETECTOR_SIZE[action.detector]} wires.`),
      );
    }
  }
  if (!refs.every(isWireRef))
    return err(ruleError('MALFORMED_ACTION', 'A target is not a wire address.'));
  const first = refs[0] as WireRef;
  for (const [i, ref] of refs.entries()) {
    const wire = wireAt(state, ref);
    if (!wire) return err(ruleError('NO_SUCH_WIRE', 'No wire at that place.'));
    if (ref.seat === action.seat)
      return err(ruleError('OWN_WIRE_TARGETED', "Point at a teammate's wire."));
    if (wire.cut) return err(ruleError('WIRE_ALREADY_CUT', 'That wire is already cut.'));
    // The refusal reads only the turned tag, which the pointing seat sees anyway.
    if (wire.turned)
      return err(ruleError('TURNED_WIRE_OWNER_ONLY', 'Only its owner may cut a turned wire.'));
    // Every wire a detector points at must be one the seat may cut (§9 A36).
    const denied = targetDenied(state, action.seat, ref);
    if (denied) return err(denied);
    if (
      ref.seat !== first.seat ||
      ref.stand !== first.stand ||
      refs.slice(0, i).some((r) => sameRef(r, ref))
    ) {
      return err(
        ruleError('DETECTOR_BAD_TARGETS', 'Detectors point at different wires of one stand.'),
      );
    }
  }
  return ok(refs);
}

/** A blue value the mission makes red is never announced, like red itself (§9 B4). */
function actsAsRed(state: GameState, value: Announce): RuleError | null {
  return typeof value === 'number' && missionRedValues(state).includes(value)
    ? ruleError(
        'VALUE_IS_RED',
        `The ${value} wires act as red wires in this mission: they are never cut.`,
      )
    : null;
}

export function cardUsable(state: GameState, card: EquipmentCard): RuleError | null {
  const slot = state.equipment.find((s) => s.card === card);
  if (!slot) return ruleError('EQUIPMENT_NOT_IN_PLAY', `Equipment ${card} is not in this game.`);
  if (slot.state === 'locked' || slot.state === 'faceDown')
    return ruleError('EQUIPMENT_LOCKED', `Equipment ${card} is not unlocked yet.`);
  if (slot.state === 'used')
    return ruleError('EQUIPMENT_USED', `Equipment ${card} was already used.`);
  return null;
}

/** The card the seat's character carries a copy of: its Double Detector unless sticker B gave it another. */
export const personalOf = (state: GameState, seat: Seat): Usable => {
  const personal = state.characters[seat]?.personal;
  return personal === undefined ? 'doubleDetector' : PERSONAL_CARD[personal];
};

/** Why the seat may not use its character's copy of `card` now, or null. */
export function characterUsable(state: GameState, seat: Seat, card: Usable): RuleError | null {
  const character = state.characters[seat];
  const name = card === 'doubleDetector' ? 'Double Detector' : `personal equipment ${card}`;
  if (character?.hidden && !character.removed)
    return ruleError(
      'CHARACTER_HIDDEN',
      'The character cards lie face down: nobody has personal equipment until they turn up.',
    );
  // A removed character (mission 28) is flipped too: "used" also answers for it.
  if (character?.used !== false)
    return ruleError('CHARACTER_USED', `Your ${name} is already used.`);
  if (personalOf(state, seat) !== card)
    return ruleError('NO_PERSONAL_EQUIPMENT', `Your character card carries no ${name}.`);
  return null;
}

/** The seat's character card flips: its personal equipment is used (Emergency Batteries turn it back). */
export function flipCharacter(state: GameState, seat: Seat, out: Out): GameState {
  const personal = state.characters[seat]?.personal;
  out.push({ type: 'characterUsed', seat, ...(personal ? { card: personal } : {}) });
  return {
    ...state,
    characters: state.characters.map((c, s) => (s === seat ? { ...c, used: true } : c)),
  };
}

export function spendCard(state: GameState, seat: Seat, card: EquipmentCard, out: Out): GameState {
  out.push({ type: 'equipmentUsed', seat, card });
  return {
    ...state,
    equipment: state.equipment.map((s) =>
      s.card === card && !s.unlimited ? { ...s, state: 'used' as const } : s,
    ),
  };
}

export function resolveDualCut(state: GameState, plan: DualCutPlan, out: Out): GameState {
  let next = state;
  for (const card of plan.cards) next = spendCard(next, plan.seat, card, out);
  if (plan.character) next = flipCharacter(next, plan.seat, out);
  const announced: GameValue[] = [...plan.values];
  const matching = plan.targets.filter((ref) =>
    announced.includes(valueIn(next, wireAt(next, ref)?.printed ?? -1)),
  );
  const owner = (plan.targets[0] as WireRef).seat;
  const value =
    plan.values.length === 1
      ? (plan.values[0] as Announce)
      : ([plan.values[0], plan.values[1]] as [Announce, Announce]);
  out.push({
    type: 'dualCut',
    seat: plan.seat,
    value,
    targets: plan.targets,
    detector: plan.detector,
    success: matching.length > 0,
  });
  next = { ...next, turn: { ...next.turn, done: true } };

  if (matching.length > 0) {
    // With a detector the owner always chooses, so that nobody learns how many matched.
    if (plan.detector !== null) {
      return setPending(
        next,
        { kind: 'detectorCut', seat: owner, options: matching, actor: plan.seat, own: plan.own },
        out,
      );
    }
    return cutPair(next, plan.seat, matching[0] as WireRef, plan.own, out);
  }
  // The Stabilizer protects nothing on an X wire: no equipment acts on it (docs/rules-decisions.md).
  const stabilized = next.turn.stabilized && !plan.targets.some((ref) => isXWire(next, ref));
  const safe = plan.targets.filter(
    (ref) => !isDeadly(next, wireAt(next, ref)?.printed ?? -1, announced),
  );
  if (safe.length === 0) {
    if (stabilized) return next; // Stabilizer: no explosion, no token (§9 A17).
    const red = plan.targets.some(
      (ref) => valueIn(next, wireAt(next, ref)?.printed ?? -1) === 'red',
    );
    return lose(next, red ? 'redWire' : 'starWire', out);
  }
  const captainLoss = stabilized ? null : failedDualCutLoss(next, plan.seat);
  if (captainLoss) return lose(next, captainLoss, out);
  const failed = failedCutOf(next, plan.seat, owner);
  // Notch by notch (constraint L moves two): the dial's events stay one notch each.
  for (let n = 0; !stabilized && n < failed.notches && next.status !== 'lost'; n++)
    next = moveDial(next, 1, out);
  if (next.status === 'lost' || !failed.token) return next;
  // Like a red, a star takes no token: the owner marks another pointed wire if there is one.
  const markable = safe.filter((ref) => colourOf(wireAt(next, ref)?.printed ?? -1) !== 'star');
  // Whether the owner is asked depends only on public facts (a detector was used, the values
  // announced, the tokens already placed), never on which pointed wires are red or stars.
  if (tokensSayNot(next, owner)) {
    // The owner's tokens are false: one of the announced values, on a wire of their choice that
    // has no token yet.
    const values = plan.values.filter((v): v is InfoValue => v !== 'star');
    // A star announced alone names no token value: nothing to place.
    if (values.length === 0) return next;
    const free = markable.filter((ref) => wireAt(next, ref)?.info === null);
    if (plan.detector === null) {
      const [only] = free;
      if (!only) return next;
      if (values.length === 1) return placeInfo(next, only, 'failure', out, values[0]);
    }
    // With a detector the owner is asked even with one wire left to mark; a wire that already
    // has a token (offered only when no other is) takes nothing more.
    const options = free.length > 0 ? free : markable.length > 0 ? markable : safe;
    return setPending(
      next,
      { kind: 'falseInfo', seat: owner, options, values, cause: 'failure' },
      out,
    );
  }
  if (plan.detector !== null) {
    const options = markable.length > 0 ? markable : safe;
    return setPending(next, { kind: 'detectorToken', seat: owner, options }, out);
  }
  return placeInfo(next, safe[0] as WireRef, 'failure', out);
}

/** A successful dual cut: the target, then the actor's own wire of that value (their pick, else leftmost). */
export function cutPair(
  state: GameState,
  actor: Seat,
  target: WireRef,
  own: readonly WireRef[],
  out: Out,
): GameState {
  const value = valueIn(state, wireAt(state, target)?.printed ?? -1) as Announce;
  const mine = seenBy(state, actor).filter(
    (w) => !isClosedX(state, w.wire) && valueIn(state, w.wire.printed) === value,
  );
  const turned = turnedOf(state, actor).find((ref) => own.some((o) => sameRef(o, ref)));
  const chosen = own.find((ref) => mine.some((w) => sameRef(w.ref, ref))) ?? turned ?? mine[0]?.ref;
  let next = cutWire(state, target, out);
  // The turned wire named as the actor's own was a guess (mission 38): a wrong one explodes.
  if (chosen === turned && turned && valueIn(state, wireAt(state, turned)?.printed ?? -1) !== value)
    return lose(next, 'turnedWire', out);
  if (chosen) next = cutWire(next, chosen, out);
  next = afterWiresLeft(next, out);
  return queueAfterCut(next, { seat: actor, value, pairs: 1 });
}

/** A solo cut the rules let go ahead: the wires it cuts, and whether it is a wrong guess. */
export interface SoloCutPlan {
  readonly seat: Seat;
  readonly value: Announce;
  readonly wires: readonly WireRef[];
  readonly wrongGuess: boolean;
}

/** Everything that makes a solo cut legal, without resolving it. */
export function planSoloCut(
  state: GameState,
  action: SoloCutAction,
): Result<SoloCutPlan, RuleError> {
  const { seat, value } = action;
  const closed = turnAction(state, seat);
  if (closed) return err(closed);
  const flag: unknown = action.turned;
  if (flag !== undefined && flag !== true)
    return err(ruleError('MALFORMED_ACTION', '"turned" is true when present.'));
  if (!isAnnounce(value) || (value === 'star' && state.options.stars === 0))
    return err(ruleError('BAD_VALUE', 'Bad value.'));
  const red = actsAsRed(state, value);
  if (red) return err(red);
  const mine = seenBy(state, seat)
    .filter((w) => valueIn(state, w.wire.printed) === value)
    .map((w) => w.ref);
  const [turned] = turnedOf(state, seat);
  const guess = action.turned === true;
  if (guess && !turned) return err(ruleError('NOT_AN_OPTION', 'You have no turned wire to cut.'));
  const wires = guess && turned ? [...mine, turned] : mine;
  if (wires.length === 0)
    return err(ruleError('VALUE_NOT_HELD', `You hold no uncut ${String(value)} wire.`));
  // What the seat cannot see decides the outcome of a guess, never whether it may try: its own
  // turned wire counts as a wire elsewhere, and a guess is checked only once made.
  const othersHold = state.hands.some((_, s) => s !== seat && holds(state, s, value));
  const isValue = (ref: WireRef) => valueIn(state, wireAt(state, ref)?.printed ?? -1) === value;
  if (!guess && (othersHold || turnedOf(state, seat).some(isValue)))
    return err(
      ruleError('SOLO_CUT_NOT_ALL_REMAINING', `Other ${String(value)} wires are still in play.`),
    );
  if (mine.some((ref) => isClosedX(state, wireAt(state, ref) as Wire))) return err(X_WIRE_CLOSED);
  if (wires.length !== 2 && wires.length !== 4)
    return err(ruleError('SOLO_CUT_BAD_COUNT', 'Wires leave in twos or fours.'));
  const denied = cutDenied(state, { seat, value, pairs: pairsOf(wires), solo: true });
  if (denied) return err(denied);
  // A wrong guess: the turned wire is another value, or more wires of it lie elsewhere.
  const wrongGuess = guess && !!turned && (othersHold || !isValue(turned));
  return ok({ seat, value, wires, wrongGuess });
}

const pairsOf = (wires: readonly WireRef[]) => (wires.length / 2) as 1 | 2;

/** A solo cut `planSoloCut` let go ahead. */
export function resolveSoloCut(state: GameState, plan: SoloCutPlan, out: Out): GameState {
  const { seat, value, wires } = plan;
  out.push({ type: 'soloCut', seat, value });
  let next: GameState = { ...state, turn: { ...state.turn, done: true } };
  if (plan.wrongGuess) return lose(next, 'turnedWire', out);
  for (const ref of wires) next = cutWire(next, ref, out);
  next = afterWiresLeft(next, out);
  return queueAfterCut(next, { seat, value, pairs: pairsOf(wires), solo: true });
}

export function revealRed(state: GameState, seat: Seat, out: Out): Result<GameState, RuleError> {
  const closed = turnAction(state, seat, 'revealRed');
  if (closed) return err(closed);
  const { refusal } = allRedAction(state);
  if (refusal) return err(refusal);
  if (!allRed(state, seat))
    return err(
      ruleError('NOT_ALL_RED', 'You may reveal only when every uncut wire you hold is red.'),
    );
  const wires = uncutOf(state, seat).map((w) => w.ref);
  let next: GameState = { ...state, turn: { ...state.turn, done: true } };
  // Revealing with a turned wire in hand is the guess that it is red too (mission 38's FAQ).
  const turned = turnedOf(state, seat);
  if (turned.some((ref) => valueIn(state, wireAt(state, ref)?.printed ?? -1) !== 'red'))
    return ok(lose(next, 'turnedWire', out));
  out.push({ type: 'redRevealed', seat, wires });
  for (const ref of wires) next = updateWire(next, ref, (w) => ({ ...w, cut: true }));
  return ok(afterWiresLeft(next, out));
}
