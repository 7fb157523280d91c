/**
 * Hidden information: two states that differ only in what a seat cannot see give that seat
 * identical views, identical legal actions, and identical events and views after any of its
 * actions that does not point at a changed wire.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  viewChanges,
  viewEventsFor,
  type Applied,
  type ViewEvent,
  colourOf,
  cuesDone,
  eventsFor,
  missionClock,
  legalActions,
  viewFor,
  type Action,
  type DealtNumbers,
  type GameEvent,
  type GameState,
  type NumberHandsState,
  type Seat,
  type Viewer,
  type Wire,
  type WireRef,
} from '../../src/index.js';
import {
  create,
  guessedWires,
  isOver,
  playRandom,
  pointedWires,
  policyArb,
  randomSay,
  seeded,
  setupArb,
  PROPERTY_TIMEOUT,
} from './arbitraries.js';
import { sampled } from './runs.js';

/** What `viewer` is sent for an action: its events and view changes (the server's updates). */
function sent(before: GameState, applied: Applied, viewer: Viewer): readonly ViewEvent[] {
  const changes = viewChanges(before, applied.state, applied.events);
  // At the end of the game a whole view shows everything: the events are compared as before.
  return changes ? viewEventsFor(changes, viewer) : eventsFor(applied.events, viewer);
}

interface Twin {
  readonly state: GameState;
  /** Wires whose printed value differs between the two states. */
  readonly changed: readonly WireRef[];
  /** Some wire changed stand (or left the set-aside pile): per-stand facts such as radar answers may differ. */
  readonly crossStand: boolean;
  /** Seats whose Number cards in hand, or laid card, differ (mission 29). */
  readonly numberOwners: readonly Seat[];
  /** Seats whose secret character and constraint cards traded places (mission 34). */
  readonly secretOwners: readonly Seat[];
}

type Hands = Wire[][][];

const sameRef = (a: WireRef, b: WireRef) =>
  a.seat === b.seat && a.stand === b.stand && a.index === b.index;

/**
 * Uncut wires without a token or a label that `viewer` cannot see, on stands without a count
 * token (which says how many wires of its value the stand holds): the other seats' wires, but
 * for a turned wire (mission 38), which only its owner cannot see.
 */
function hiddenWires(state: GameState, viewer: Viewer): WireRef[] {
  return state.hands.flatMap((stands, seat) =>
    stands.flatMap((stand, s) =>
      stand.flatMap((w, index) =>
        (seat === viewer) === (w.turned === true) &&
        !stand.some((o) => o.info?.kind === 'count') &&
        !w.cut &&
        w.info === null &&
        w.labelRight === null &&
        (index === 0 || stand[index - 1]?.labelRight === null)
          ? [{ seat, stand: s, index }]
          : [],
      ),
    ),
  );
}

/** Whether `printed` fits at `ref` with the stand staying sorted (a turned wire is any value). */
function fits(hands: Hands, ref: WireRef, printed: number): boolean {
  const stand = hands[ref.seat]?.[ref.stand] ?? [];
  if (stand[ref.index]?.turned) return true;
  const sorted = (w: Wire | undefined) => (w && !w.turned ? w.printed : undefined);
  const left = sorted(stand[ref.index - 1]) ?? -Infinity;
  const right = sorted(stand[ref.index + 1]) ?? Infinity;
  return left <= printed && printed <= right;
}

const at = (hands: Hands, ref: WireRef): Wire => hands[ref.seat]?.[ref.stand]?.[ref.index] as Wire;

function setPrinted(hands: Hands, ref: WireRef, printed: number): void {
  const stand = hands[ref.seat]?.[ref.stand] as Wire[];
  stand[ref.index] = { ...at(hands, ref), printed };
}

/** Change only what `viewer` cannot see: RNG, pile and deck orders, set-aside wires, hidden wires. */
function twin(a: GameState, viewer: Viewer, rand: (n: number) => number): Twin {
  const hands = structuredClone(a.hands) as Hands;
  const changed: WireRef[] = [];
  let crossStand = false;
  const hidden = hiddenWires(a, viewer);

  // Exchange two hidden wires on different stands where both stands stay sorted.
  const pairs: [WireRef, WireRef][] = [];
  hidden.forEach((p, i) =>
    hidden.slice(i + 1).forEach((q) => {
      const [vp, vq] = [at(hands, p).printed, at(hands, q).printed];
      if (p.seat === q.seat && p.stand === q.stand) return;
      if (vp !== vq && fits(hands, p, vq) && fits(hands, q, vp)) pairs.push([p, q]);
    }),
  );
  // A turned wire (mission 38) takes part whenever it can: its owner is the one seat not seeing it.
  const turned = pairs.filter((pair) => pair.some((ref) => at(hands, ref).turned));
  const pool = turned.length > 0 ? turned : pairs;
  if (pool.length > 0) {
    const [p, q] = pool[rand(pool.length)] as [WireRef, WireRef];
    const vp = at(hands, p).printed;
    setPrinted(hands, p, at(hands, q).printed);
    setPrinted(hands, q, vp);
    changed.push(p, q);
    crossStand = true;
  }

  // A set-aside wire takes the place of a hidden wire of the same colour, or just becomes another one.
  const setAside = [...a.setAside];
  if (setAside.length > 0) {
    const i = rand(setAside.length);
    const out = setAside[i] as number;
    const swap = hidden.find(
      (ref) =>
        !changed.some((c) => sameRef(c, ref)) &&
        colourOf(at(hands, ref).printed) === colourOf(out) &&
        at(hands, ref).printed !== out &&
        fits(hands, ref, out),
    );
    if (swap) {
      setAside[i] = at(hands, swap).printed;
      setPrinted(hands, swap, out);
      changed.push(swap);
      crossStand = true;
    } else {
      setAside[i] = out === 11.5 ? 1.5 : out + 1;
    }
  }

  const state: GameState = {
    ...a,
    hands,
    setAside,
    rng: [a.rng[1], a.rng[2], a.rng[3], (a.rng[0] ^ 0x5bd1e995) >>> 0],
    equipmentPile: [...a.equipmentPile].reverse(),
    numberDeck: [...a.numberDeck].reverse(),
    equipment: faceDownReversed(a.equipment),
    ...(a.dealtNumbers ? { dealtNumbers: twinDealt(a.dealtNumbers, viewer, rand) } : {}),
  };
  const secret = twinSecret(state, viewer, rand);
  if (!a.numberHands)
    return {
      state: secret.state,
      changed,
      crossStand,
      numberOwners: [],
      secretOwners: secret.owners,
    };
  const numbers = twinNumbers(a.numberHands, viewer, rand);
  return {
    state: { ...secret.state, numberHands: numbers.hands },
    changed,
    crossStand,
    numberOwners: numbers.owners,
    secretOwners: secret.owners,
  };
}

/**
 * Mission 34: two seats other than `viewer` trade their secret cards, character and constraint
 * card both (the Captain card, and with it the weakest link, may move).
 */
function twinSecret(
  state: GameState,
  viewer: Viewer,
  rand: (n: number) => number,
): { state: GameState; owners: Seat[] } {
  const c = state.constraints;
  if (!c?.secret || !c.seats.some(Boolean)) return { state, owners: [] };
  const others = [...state.hands.keys()].filter((seat) => seat !== viewer);
  const p = others.splice(rand(others.length), 1)[0] as Seat;
  const q = others[rand(others.length)] as Seat;
  const traded = <T>(list: readonly T[]): T[] =>
    list.map((x, seat) => (seat === p ? list[q] : seat === q ? list[p] : x) as T);
  return {
    state: {
      ...state,
      characters: traded(state.characters),
      constraints: { ...c, seats: traded(c.seats) },
    },
    owners: [p, q],
  };
}

/**
 * Mission 29: two Number cards `viewer` cannot see (in other seats' hands, or laid by another
 * seat) trade places, and the deck is reversed.
 */
function twinNumbers(
  hands: NumberHandsState,
  viewer: Viewer,
  rand: (n: number) => number,
): { hands: NumberHandsState; owners: Seat[] } {
  const held = hands.hands.map((h) => [...h]);
  let laid = hands.laid;
  type Place = { seat: Seat; index: number | 'laid' };
  const places: Place[] = held.flatMap((hand, seat) =>
    seat === viewer ? [] : hand.map((_, index) => ({ seat, index })),
  );
  if (laid && laid.seat !== viewer) places.push({ seat: laid.seat, index: 'laid' });
  const card = (p: Place) => (p.index === 'laid' ? (laid?.number ?? 0) : held[p.seat]![p.index]!);
  const put = (p: Place, n: number) => {
    if (p.index === 'laid') laid = { seat: p.seat, number: n };
    else held[p.seat]![p.index] = n;
  };
  const pairs = places.flatMap((p, i) =>
    places.slice(i + 1).flatMap((q) => (p.seat !== q.seat ? [[p, q] as const] : [])),
  );
  const owners: Seat[] = [];
  if (pairs.length > 0) {
    const [p, q] = pairs[rand(pairs.length)]!;
    const [np, nq] = [card(p), card(q)];
    put(p, nq);
    put(q, np);
    owners.push(p.seat, q.seat);
  }
  return { hands: { ...hands, hands: held, laid, deck: [...hands.deck].reverse() }, owners };
}

/** Mission 39: two Number cards dealt to other seats than `viewer` trade places. */
function twinDealt(dealt: DealtNumbers, viewer: Viewer, rand: (n: number) => number): DealtNumbers {
  const hands = dealt.hands.map((h) => [...h]);
  const places = hands.flatMap((hand, seat) =>
    seat === viewer ? [] : hand.map((_, index) => ({ seat, index })),
  );
  const pairs = places.flatMap((p, i) =>
    places.slice(i + 1).flatMap((q) => (p.seat !== q.seat ? [[p, q] as const] : [])),
  );
  if (pairs.length === 0) return dealt;
  const [p, q] = pairs[rand(pairs.length)]!;
  const card = hands[p.seat]![p.index]!;
  hands[p.seat]![p.index] = hands[q.seat]![q.index]!;
  hands[q.seat]![q.index] = card;
  return { hands };
}

/** The face-down equipment cards (mission 15) in the reverse order of their slots. */
function faceDownReversed(equipment: GameState['equipment']): GameState['equipment'] {
  const cards = equipment.flatMap((s) => (s.state === 'faceDown' ? [s.card] : [])).reverse();
  let next = 0;
  return equipment.map((s) => (s.state === 'faceDown' ? { ...s, card: cards[next++]! } : s));
}

/** Actions of the viewer whose outcome does not depend on the changed wires or the piles. */
function independent(a: GameState, action: Action, t: Twin): boolean {
  const touches = (ref: WireRef) => t.changed.some((c) => sameRef(c, ref));
  // A False Bottom going off draws the pile's top cards: that draw is public.
  const applied = applyAction(a, action);
  // So does the next Number card turned (mission 15), a face-down card turned over, or the info
  // tokens drawn into a line (mission 27).
  // Mission 39's deal of the Number deck, and who then places a token, are public too.
  const drawn = [
    'equipmentAdded',
    'numberTurned',
    'equipmentFlipped',
    'tokensDrawn',
    'numbersDealt',
  ];
  if (applied.ok && applied.value.events.some((e) => drawn.includes(e.type))) return false;
  if ([...pointedWires(a, action), ...guessedWires(a, action)].some(touches)) return false;
  // A count token placed now says how many wires of its value its stand holds (mission 24).
  const counted = applied.ok
    ? applied.value.events.flatMap((e) =>
        e.type === 'infoPlaced' && e.info.kind === 'count' ? [e.wire] : [],
      )
    : [];
  if (counted.some((w) => t.changed.some((c) => c.seat === w.seat && c.stand === w.stand)))
    return false;
  // Under the sequence card, a seat left with only closed values and reds explodes the bomb as
  // its turn begins (§9 B1): a public consequence of that seat's hand.
  const turnTo = applied.ok ? applied.value.events.find((e) => e.type === 'turn') : undefined;
  if (a.sequence && turnTo?.type === 'turn' && t.changed.some((c) => c.seat === turnTo.seat))
    return false;
  // A setup token drawn at random (mission 13) goes where the seat's wires of its value are: a
  // public placement that depends on that seat's hand.
  const drawnFor = a.queue.flatMap((t) => (t.kind === 'setupInfo' && t.value ? [t.seat] : []));
  if (t.changed.some((c) => drawnFor.includes(c.seat))) return false;
  if (action.type === 'equipment' && action.card === 8 && t.crossStand) return false;
  // Mission 34: an accusation of a seat whose secret cards changed is answered differently, and
  // a right one turns every character face up: the traded cards are then public.
  if (action.type === 'accuse' && t.secretOwners.includes(action.accused)) return false;
  const revealed = (e: GameEvent) =>
    e.type === 'secretCardsDiscarded' && e.characters === 'revealed';
  if (t.secretOwners.length > 0 && applied.ok && applied.value.events.some(revealed)) return false;
  // Mission 29: a laid card revealed or taken, a card drawn from the deck or discarded face up.
  const cards = ['numberRevealed', 'numberTaken', 'numberDrawn', 'numberCardsDiscarded'];
  if (a.numberHands && applied.ok && applied.value.events.some((e) => cards.includes(e.type)))
    return false;
  if (action.type === 'choose' && a.pending?.kind === 'detectorCut') {
    // A success also reveals one of the actor's wires of that value: the actor's hand matters.
    const { actor } = a.pending;
    return !t.changed.some((c) => c.seat === actor);
  }
  // A token handed out lies on a wire of its value or beside the stand: its receiver's hand
  // decides which, in public (missions 22, 27).
  const receivers = [...a.queue, ...(applied.ok ? applied.value.state.queue : [])].flatMap(
    (task) =>
      task.kind === 'takeToken' || task.kind === 'placeToken'
        ? [task.kind === 'takeToken' ? task.to : task.seat]
        : [],
  );
  const placing =
    action.type === 'takeToken' && a.pending?.kind === 'takeToken' ? [a.pending.to] : [];
  if (t.changed.some((c) => [...receivers, ...placing].includes(c.seat))) return false;
  if (action.type === 'choose' && a.pending?.kind === 'walkieTalkie') {
    // The received wire is the `from` wire, and it is inserted among that stand's wires.
    const { from } = a.pending;
    return !t.changed.some((c) => c.seat === from.seat && c.stand === from.stand);
  }
  return true;
}

/** Who is asked what: the `pending` events, as seat and kind. */
const asked = (events: readonly GameEvent[]): string[] =>
  events.flatMap((e) => (e.type === 'pending' ? [`${e.seat}:${e.kind}`] : []));

/**
 * A detector cut that fails in both states without an explosion asks the owner in both, whatever
 * the changed wires are: whether the engine asks never depends on a wire nobody else sees. (The
 * Stabilizer over nothing but reds and a star taking no token are public at the table too.)
 */
function checkAskedAlike(a: GameState, b: GameState, action: Action, t: Twin): void {
  if (action.type !== 'dualCut' || action.detector === undefined || a.turn.stabilized) return;
  const star = (s: GameState) =>
    t.changed.some((c) => colourOf(at(s.hands as Hands, c).printed) === 'star');
  if (star(a) || star(b)) return;
  const ra = applyAction(a, action);
  const rb = applyAction(b, action);
  if (!ra.ok || !rb.ok) return;
  const failed = (events: readonly GameEvent[]) =>
    events.some((e) => e.type === 'dualCut' && !e.success) &&
    !events.some((e) => e.type === 'lost');
  if (failed(ra.value.events) && failed(rb.value.events))
    expect(asked(rb.value.events), JSON.stringify(action)).toStrictEqual(asked(ra.value.events));
}

/** Returns how many wires were changed. */
function checkViewer(a: GameState, viewer: Viewer, rand: (n: number) => number): number {
  const t = twin(a, viewer, rand);
  const b = t.state;
  expect(viewFor(b, viewer)).toStrictEqual(viewFor(a, viewer));
  // A spectator sees a turned wire (mission 38), hidden from its owner only.
  if (!t.changed.some((c) => at(a.hands as Hands, c).turned))
    expect(viewFor(b, 'spectator')).toStrictEqual(viewFor(a, 'spectator'));

  // The test can fail: whoever sees a changed wire does see the difference (its owner; for a
  // turned wire, everyone else).
  const seers = t.changed.flatMap((c): Viewer[] =>
    at(a.hands as Hands, c).turned
      ? [...a.hands.keys(), 'spectator' as const].filter((s) => s !== c.seat)
      : [c.seat],
  );
  for (const seer of new Set([...seers, ...t.numberOwners, ...t.secretOwners])) {
    expect(viewFor(b, seer)).not.toStrictEqual(viewFor(a, seer));
  }

  // A chat message, the viewer's own or anyone's, tells it nothing hidden either.
  for (const speaker of [viewer, undefined]) {
    const message = randomSay(a, rand, speaker);
    const ra = applyAction(a, message);
    const rb = applyAction(b, message);
    if (!ra.ok || !rb.ok) throw new Error(`message rejected: ${JSON.stringify(message)}`);
    expect(sent(b, rb.value, viewer), JSON.stringify(message)).toStrictEqual(
      sent(a, ra.value, viewer),
    );
    if (!isOver(ra.value.state))
      expect(viewFor(rb.value.state, viewer)).toStrictEqual(viewFor(ra.value.state, viewer));
  }

  if (viewer === 'spectator') return t.changed.length;
  const legal = legalActions(a, viewer);
  expect(legalActions(b, viewer)).toStrictEqual(legal);
  for (const action of legal) checkAskedAlike(a, b, action, t);
  const candidates = legal.filter((action) => independent(a, action, t));
  for (let k = 0; k < Math.min(25, candidates.length); k++) {
    const action = candidates[rand(candidates.length)] as Action;
    const ra = applyAction(a, action);
    const rb = applyAction(b, action);
    if (!ra.ok || !rb.ok) throw new Error(`listed action rejected: ${JSON.stringify(action)}`);
    expect(sent(b, rb.value, viewer), JSON.stringify(action)).toStrictEqual(
      sent(a, ra.value, viewer),
    );
    // At the end of the game every hand is shown, so only running games must look alike.
    if (!isOver(ra.value.state)) {
      expect(viewFor(rb.value.state, viewer), JSON.stringify(action)).toStrictEqual(
        viewFor(ra.value.state, viewer),
      );
    }
  }
  return t.changed.length;
}

describe('hidden information', { timeout: PROPERTY_TIMEOUT }, () => {
  it('mission 38: the Captain sees nothing of their turned wire, the others see it', () => {
    let changes = 0;
    fc.assert(
      fc.property(
        setupArb.map((setup) => ({ ...setup, mission: 38 as const })),
        policyArb,
        fc.integer(),
        (setup, policy, seed) => {
          const rand = seeded(seed);
          const { states } = playRandom(create(setup), { ...policy, maxSteps: 2000 });
          const running = states.filter((s) => !isOver(s));
          for (let k = 0; k < 3; k++) {
            const state = running[rand(running.length)] as GameState;
            if (checkViewer(state, state.captain, rand) > 0) changes++;
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(changes).toBeGreaterThan(20);
  });

  it('mission 34: the secret cards of the others change nothing a seat sees', () => {
    let changes = 0;
    fc.assert(
      fc.property(
        setupArb.map((setup) => ({
          // Setup's other fields (sticker B's characters, equipment) may not suit mission 34.
          mission: 34 as const,
          players: Math.max(setup.players, 3),
          seed: setup.seed,
        })),
        policyArb,
        fc.integer(),
        (setup, policy, seed) => {
          const rand = seeded(seed);
          const { states } = playRandom(create(setup), { ...policy, maxSteps: 2000 });
          const running = states.filter((s) => !isOver(s));
          for (let k = 0; k < 3; k++) {
            const state = running[rand(running.length)] as GameState;
            const viewers: Viewer[] = [...state.hands.keys(), 'spectator'];
            checkViewer(state, viewers[rand(viewers.length)] as Viewer, rand);
            if (state.constraints?.seats.some(Boolean)) changes++;
          }
        },
      ),
      { numRuns: 20 },
    );
    expect(changes).toBeGreaterThan(10);
  });

  it('mission 42: a table event tells a seat nothing hidden, but the stands it sits down to', () => {
    let events = 0;
    fc.assert(
      fc.property(
        setupArb.map((setup) => ({ ...setup, mission: 42 as const })),
        policyArb,
        fc.integer(),
        (setup, policy, seed) => {
          const rand = seeded(seed);
          const { states } = playRandom(create(setup), { ...policy, cues: 0.3, maxSteps: 2000 });
          const running = states.filter((s) => s.status === 'playing');
          for (let k = 0; k < 3; k++) {
            const a = running[rand(running.length)] as GameState;
            const viewers: Viewer[] = [...a.hands.keys(), 'spectator'];
            const viewer = viewers[rand(viewers.length)] as Viewer;
            checkViewer(a, viewer, rand);
            const next = cuesDone(a);
            const cue = missionClock(42, a.players)?.cues[next];
            // Sitting down to another seat's stands shows them: that one is seen by the rules.
            if (!cue || cue.cue === 'changeSeats') continue;
            const b = twin(a, viewer, rand).state;
            const action: Action = { type: 'cue', seat: a.captain, cue: next };
            const ra = applyAction(a, action);
            const rb = applyAction(b, action);
            if (!ra.ok || !rb.ok) throw new Error(`cue rejected: ${JSON.stringify(action)}`);
            expect(sent(b, rb.value, viewer)).toStrictEqual(sent(a, ra.value, viewer));
            if (!isOver(ra.value.state))
              expect(viewFor(rb.value.state, viewer)).toStrictEqual(
                viewFor(ra.value.state, viewer),
              );
            events++;
          }
        },
      ),
      { numRuns: 15 },
    );
    expect(events).toBeGreaterThan(10);
  });

  it('what a seat cannot see changes nothing it sees, now or after its actions', () => {
    let changes = 0;
    fc.assert(
      fc.property(setupArb, policyArb, fc.integer(), (setup, policy, seed) => {
        const rand = seeded(seed);
        const { states } = playRandom(create(setup), { ...policy, say: 0.1, maxSteps: 2000 });
        const running = states.filter((s) => !isOver(s));
        for (let k = 0; k < 3; k++) {
          const state = running[rand(running.length)] as GameState;
          const viewers: Viewer[] = [...state.hands.keys(), 'spectator'];
          const viewer = viewers[rand(viewers.length)] as Viewer;
          // The pending seat, when there is one, most often: it has actions to try.
          const chosen = state.pending && rand(2) === 0 ? state.pending.seat : viewer;
          if (checkViewer(state, chosen, rand) > 0) changes++;
        }
      }),
      sampled(160),
    );
    expect(changes).toBeGreaterThan(50);
  });
});
