/**
 * Random legal play from random deals: invariants after every step, termination, finished games,
 * and JSON / structuredClone round trips of every state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  chatPolicyOf,
  gameValueOf,
  legalActions,
  missionById,
  ruleOf,
  unlockOf,
  type GameEvent,
  type GameState,
  type Wire,
  MISSION_DEFS,
  MISSION_IDS,
  missionClock,
} from '../../src/index.js';
import {
  create,
  isOver,
  oneOfEachType,
  playRandom,
  policyArb,
  randomSay,
  seeded,
  seatsOf,
  setupArb,
  summary,
  type Step,
  PROPERTY_TIMEOUT,
} from './arbitraries.js';
import { sampled } from './runs.js';

function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

const printedSorted = (state: GameState): number[] =>
  state.hands
    .flat(2)
    .map((w) => w.printed)
    .sort((a, b) => a - b);

const cutView = (w: Wire) => JSON.stringify([w.printed, w.info]);

/** Everything that must hold between two consecutive states. */
function checkStep({ before, action, after, events }: Step): void {
  const where = () => `after ${JSON.stringify(action)} (${summary(before)})`;
  check(after.version === before.version + 1, () => `version not +1 ${where()}`);
  check(
    after.log.length === before.log.length + events.length &&
      events.every((e, i) => after.log[before.log.length + i] === e),
    () => `log is not the old log plus the events ${where()}`,
  );

  // Mission 42's seats change while the stands stay: each seat takes the next seat's stands.
  const rotated = events.some((e) => e.type === 'seatsChanged');
  const was: GameState = rotated
    ? {
        ...before,
        hands: before.hands.map((_, seat) => before.hands[(seat + 1) % before.players]!),
      }
    : before;
  // Mission 42's pair restored and cut wires swapped: these slots change as their events say.
  const changed = new Set(
    events.flatMap((e) =>
      e.type === 'pairRestored' || e.type === 'cutSwapped' || e.type === 'cutRemoved'
        ? e.wires.map((w) => `${w.seat}/${w.stand}/${w.index}`)
        : [],
    ),
  );
  // Wires are conserved: same count on each stand, same multiset of printed values overall.
  const lengths = (s: GameState) => JSON.stringify(s.hands.map((h) => h.map((st) => st.length)));
  check(lengths(after) === lengths(was), () => `stand sizes changed ${where()}`);
  check(
    JSON.stringify(printedSorted(after)) === JSON.stringify(printedSorted(before)),
    () => `printed values changed ${where()}`,
  );
  for (const stand of after.hands.flat()) {
    // An X wire (mission 20) or a turned wire (38) stays unsorted at its stand's far right; a
    // cut wire swapped in (42) lies out of order.
    const sorted = stand.filter((w) => !w.x && !w.turned && !w.moved);
    check(
      sorted.every((w, i) => i === 0 || (sorted[i - 1] as Wire).printed <= w.printed) &&
        stand.every((w, i) => !(w.x || w.turned) || i === stand.length - 1),
      () => `stand not sorted ${where()}`,
    );
  }

  // Only uncut wires move (Walkie-Talkies), and they go where the event says.
  const moves = events.filter(
    (e): e is Extract<GameEvent, { type: 'wireMoved' }> => e.type === 'wireMoved',
  );
  const touched = new Set<string>();
  for (const m of moves) {
    const from = before.hands[m.from.seat]?.[m.from.stand]?.[m.from.index];
    const to = after.hands[m.to.seat]?.[m.to.stand]?.[m.to.index];
    check(
      from !== undefined && !from.cut && from.printed === m.printed,
      () => `bad move source ${where()}`,
    );
    check(
      to !== undefined && !to.cut && to.printed === m.printed,
      () => `bad move target ${where()}`,
    );
    touched.add(`${m.from.seat}/${m.from.stand}`).add(`${m.to.seat}/${m.to.stand}`);
  }
  // A cut wire stays cut, in its slot, with its value and token. On a stand that received a
  // wire the slots right of the insertion shift by one, but the cut wires keep their order.
  was.hands.forEach((stands, seat) =>
    stands.forEach((stand, s) => {
      const next = after.hands[seat]?.[s] ?? [];
      if (!touched.has(`${seat}/${s}`)) {
        stand.forEach((w, i) => {
          if (changed.has(`${seat}/${s}/${i}`)) return;
          const n = next[i];
          // Mission 24's Post-it (and the second x2 of a pair) may mark a cut wire.
          const marked =
            w.info === null &&
            n?.printed === w.printed &&
            events.some(
              (e) =>
                e.type === 'infoPlaced' &&
                e.wire.seat === seat &&
                e.wire.stand === s &&
                e.wire.index === i,
            );
          check(
            !w.cut || (n !== undefined && n.cut && (marked || cutView(n) === cutView(w))),
            () => `cut wire ${seat}/${s}/${i} moved or changed ${where()}`,
          );
        });
        return;
      }
      const cutBefore = stand.flatMap((w, i) => (w.cut ? [{ i, key: cutView(w) }] : []));
      const cutAfter = next.flatMap((w, i) => (w.cut ? [{ i, key: cutView(w) }] : []));
      check(
        cutBefore.length === cutAfter.length &&
          cutBefore.every(
            (c, k) => c.key === cutAfter[k]?.key && Math.abs(c.i - (cutAfter[k]?.i ?? -9)) <= 1,
          ),
        () => `cut wires changed on a swapped stand ${where()}`,
      );
    }),
  );

  // The dial moves only by the events' deltas, one notch at a time.
  let steps = before.dial.stepsToSkull;
  for (const e of events) {
    if (e.type !== 'dialMoved') continue;
    check(Math.abs(e.delta) <= 1, () => `dial skipped a notch ${where()}`);
    steps -= e.delta;
    check(e.stepsToSkull === steps, () => `dialMoved.stepsToSkull wrong ${where()}`);
  }
  check(after.dial.stepsToSkull === steps, () => `dial moved without an event ${where()}`);
  check(
    after.dial.start === before.dial.start && after.dial.max === before.dial.max,
    () => `dial bounds changed ${where()}`,
  );
  if (after.status !== 'lost') {
    check(
      after.dial.stepsToSkull >= 1 && after.dial.stepsToSkull <= after.dial.max,
      () => `dial out of range while not lost ${where()}`,
    );
  }

  if (action.type === 'say') checkSaid(before, events, after, where);
  checkMissionRules(before, events, after, where);
  checkState(after, where);
}

/**
 * A chat message is said and changes nothing else, but for the notch a seat's message naming a
 * wire number costs where numbers are forbidden (mission 25), which may explode the bomb.
 */
function checkSaid(
  before: GameState,
  events: readonly GameEvent[],
  after: GameState,
  where: () => string,
): void {
  const [said, ...rest] = events;
  if (said?.type !== 'said') throw new Error(`a message without its said event ${where()}`);
  const numbers = said.numbers ?? [];
  check(
    numbers.length === 0 || (chatPolicyOf(before) === 'noNumbers' && said.seat !== 'spectator'),
    () => `a message named numbers that cost nothing here ${where()}`,
  );
  const cost =
    numbers.length === 0 ? [] : ['dialMoved', ...(after.status === 'lost' ? ['lost'] : [])];
  check(
    JSON.stringify(rest.map((e) => e.type)) === JSON.stringify(cost),
    () => `a message's events ${JSON.stringify(events)} ${where()}`,
  );
  // All but the log and version, and what a notch may change: the dial, and the end of the game.
  const untouched = (state: GameState) => {
    const { log: _l, version: _v, dial: _d, status: _s, lossCause: _c, ...s } = state;
    const { pending: _p, queue: _q, ...rest } = s;
    return JSON.stringify(after.status === 'lost' ? rest : s);
  };
  check(untouched(after) === untouched(before), () => `a message changed the game ${where()}`);
}

/** Mission rules that show in single steps: red Number card, cut together, the Captain's handicap. */
function checkMissionRules(
  before: GameState,
  events: readonly GameEvent[],
  after: GameState,
  where: () => string,
): void {
  // A blue value acting as red is never cut: its wires leave only with the red ones (§9 B4).
  check(
    events.every((e) => e.type !== 'wireCut' || e.printed !== after.redNumber),
    () => `a wire of the red Number card was cut ${where()}`,
  );
  // Where the reds leave together, a red wire is cut only by a successful "cut together".
  const together = events.some((e) => e.type === 'cutTogether' && e.success);
  check(
    events.every((e) => e.type !== 'wireCut' || gameValueOf(e.printed) !== 'red' || together),
    () => `a red wire was cut alone ${where()}`,
  );
  const def = missionById(before.mission);
  check(
    !(def && ruleOf(def, 'cutTogether')?.wires === 'red') ||
      events.every((e) => e.type !== 'redRevealed'),
    () => `red wires revealed where they leave only together ${where()}`,
  );
  // Mission 30: while the three values restrict, only their wires are cut; while the yellow
  // sweep is called, only the sweep cuts.
  const three = before.speed?.three && !before.speed.threeCut ? before.speed.three : null;
  check(
    !three ||
      events.every((e) => e.type !== 'wireCut' || three.includes(gameValueOf(e.printed) as number)),
    () => `a wire outside the three values was cut ${where()}`,
  );
  const sweep = before.together?.number === 'yellow' && !before.together.done;
  check(
    !sweep || events.every((e) => e.type !== 'wireCut') || together,
    () => `a wire was cut while the yellow sweep was called ${where()}`,
  );
  // The designated cutter (mission 18): every cut is the designee's, of this turn's Number card.
  if (def && ruleOf(def, 'designatedCutter')) {
    const radar = before.radarTurn;
    for (const e of events) {
      // No card left to turn (only Pro Kit star wires remain): an ordinary turn.
      if ((e.type !== 'dualCut' && e.type !== 'soloCut') || radar?.number == null) continue;
      check(
        e.seat === radar.designee && e.value === radar.number,
        () =>
          `a cut of ${JSON.stringify(e.value)} by seat ${e.seat} in turn ${JSON.stringify(radar)} ${where()}`,
      );
    }
  }
  // "Snip!" (mission 10): only a claimed turn is played, and never by the last seat twice in a
  // row unless the game has two players or that seat alone has wires left.
  if (def && ruleOf(def, 'snip') && before.snip) {
    const claim = events.find((e) => e.type === 'snip');
    const cut = events.some((e) => e.type === 'dualCut' || e.type === 'soloCut');
    check(!before.snip.open || !cut, () => `a cut in a turn nobody holds ${where()}`);
    const turn = events.find((e) => e.type === 'turn');
    const withWires = after.hands.filter((stands) => stands.some((st) => st.some((w) => !w.cut)));
    check(
      !turn || turn.seat !== before.snip.last || before.players === 2 || withWires.length === 1,
      () => `seat ${turn?.seat} took two turns in a row ${where()}`,
    );
    check(!claim || before.snip.open, () => `a claim of a turn already held ${where()}`);
  }
  // A Captain whose mistakes explode (the rookie): a failed dual cut ends the game.
  const captainMissed = events.some(
    (e) => e.type === 'dualCut' && !e.success && e.seat === before.captain,
  );
  check(
    !(def && ruleOf(def, 'captain')?.failedDualCutExplodes) ||
      !captainMissed ||
      after.status === 'lost' ||
      after.turn.stabilized,
    () => `the Captain missed and the bomb held ${where()}`,
  );
}

/** Facts about a single state. */
function checkState(state: GameState, where: () => string): void {
  const cutOf = (v: number | string) =>
    state.hands.flat(2).filter((w) => w.cut && gameValueOf(w.printed) === v).length;
  // A blue value acting as red (mission 11) is revealed like red wires: never validated; nor is
  // one whose token went back to the box (42) until its fourth wire is cut anew.
  const expected = Array.from({ length: 12 }, (_, i) => i + 1).filter(
    (v) => cutOf(v) === 4 && state.redNumber !== v && !state.timeline?.returned.includes(v),
  );
  check(
    JSON.stringify([...state.validated].sort((a, b) => a - b)) === JSON.stringify(expected),
    () =>
      `validated ${JSON.stringify(state.validated)} but all cut: ${JSON.stringify(expected)} ${where()}`,
  );
  // A card is locked until its own wires are cut and, in mission 12, the pair of its Number card;
  // a face-down card (mission 15) is turned over only by the Number card above it; mission 18's
  // General Radar is face up from the start. A card unlocked stays so when a cut pair is
  // restored (42).
  const restored = state.log.some((e) => e.type === 'pairRestored' && e.value !== null);
  for (const slot of state.equipment.filter((s) => s.state !== 'faceDown' && !s.unlimited)) {
    if (state.log.some((e) => e.type === 'equipmentFlipped' && e.card === slot.card)) continue;
    const unlock = unlockOf(slot.card);
    const cover = state.equipmentNumbers.find((n) => n.card === slot.card);
    const locked = cutOf(unlock.value) < unlock.wires || cover !== undefined;
    check(
      restored ? slot.state !== 'locked' || locked : (slot.state === 'locked') === locked,
      () => `equipment ${slot.card} is ${slot.state} with ${cutOf(unlock.value)} cut ${where()}`,
    );
  }
  // A token tells its wire's value; a false one (Rhett's) never does, and lies only on his wires
  // or on wires a Walkie-Talkie took from him. Even/odd tokens tell its parity, and a count token
  // how many wires of its value the stand holds (until a swap changes the stand).
  const swapped = state.log.some((e) => e.type === 'wireMoved');
  for (const [seat, stands] of state.hands.entries())
    for (const stand of stands)
      for (const w of stand) {
        const info = w.info;
        if (!info) continue;
        const truth = gameValueOf(w.printed);
        const count = stand.filter((o) => gameValueOf(o.printed) === truth).length;
        check(
          info.kind === 'not'
            ? info.value !== truth
            : info.kind === 'value'
              ? info.value === truth
              : info.kind === 'parity'
                ? typeof truth === 'number' && (truth % 2 === 0) === (info.parity === 'even')
                : swapped || info.count === count,
          () => `token ${JSON.stringify(info)} on wire ${w.printed} of seat ${seat} ${where()}`,
        );
      }
  // Face-down equipment: a card is face up only once flipped, and the face-up Number card still
  // has wires to cut, but while its blind pick is open (the next card is turned after it) or once
  // the game is over.
  const flipped = state.log.filter((e) => e.type === 'equipmentFlipped').length;
  const mission = missionById(state.mission);
  if (mission && ruleOf(mission, 'faceDownEquipment')) {
    check(
      state.equipment.filter((s) => s.state !== 'faceDown').length === flipped,
      () => `${flipped} cards flipped but others face up ${where()}`,
    );
    check(
      state.rewardNumber === null ||
        cutOf(state.rewardNumber) < 4 ||
        state.pending?.kind === 'flipEquipment' ||
        isOver(state),
      () => `the face-up Number card ${state.rewardNumber} has all four wires cut ${where()}`,
    );
  }
  check(
    state.equipmentNumbers.every((n) => cutOf(n.number) < 2),
    () => `a Number card stays on equipment after its pair was cut ${where()}`,
  );
  // The sequence card: no closed value ever has a cut wire, and it never waits on a passed card
  // (36: a removed card's pair is cut; while a seat chooses its end, every card left is closed).
  const { sequence } = state;
  if (sequence) {
    const { numbers, at, row } = sequence;
    const need = sequence.side === 'A' ? 2 : 4;
    check(
      row
        ? (at === -1 || at === numbers.length || (at >= row.from && at < row.to)) &&
            numbers.every((v, i) =>
              i < row.from || i >= row.to
                ? cutOf(v) >= need
                : i === at
                  ? cutOf(v) < need
                  : cutOf(v) === 0,
            )
        : numbers.slice(at + 1).every((v) => cutOf(v) === 0) &&
            numbers.slice(0, at).every((v) => cutOf(v) >= need) &&
            (at === numbers.length || cutOf(numbers[at] as number) < need),
      () => `sequence ${JSON.stringify(sequence)} out of step with the cut wires ${where()}`,
    );
  }
  const allCut = state.hands.flat(2).every((w) => w.cut);
  check((state.status === 'won') === allCut, () => `won iff every wire is cut ${where()}`);
  check((state.status === 'lost') === (state.lossCause !== null), () => `loss cause ${where()}`);
  if (state.status === 'lost' && state.lossCause === 'detonator')
    check(state.dial.stepsToSkull <= 0, () => `detonator loss with dial left ${where()}`);
  if (state.pending) check(!isOver(state), () => `pending choice after the end ${where()}`);
}

/** A finished game lists and accepts nothing but talk, which changes nothing but the log. */
function checkFinished(state: GameState): void {
  const rand = seeded(state.version);
  for (const speaker of [...seatsOf(state), 'spectator' as const]) {
    const applied = applyAction(state, randomSay(state, rand, speaker));
    if (!applied.ok) throw new Error(`post-game talk refused: ${applied.error.code}`);
    const { log: _log, version: _version, ...rest } = applied.value.state;
    const { log: _before, version: _v, ...was } = state;
    expect(rest).toStrictEqual(was);
  }
  for (const seat of seatsOf(state)) {
    expect(legalActions(state, seat)).toEqual([]);
    const before = JSON.stringify(state);
    for (const action of oneOfEachType(seat)) {
      const applied = applyAction(state, action);
      expect(applied.ok ? 'accepted' : applied.error.code, JSON.stringify(action)).toBe(
        'GAME_OVER',
      );
    }
    expect(JSON.stringify(state)).toBe(before);
  }
}

describe('random legal play', { timeout: PROPERTY_TIMEOUT }, () => {
  it('keeps every invariant, always ends, and a finished game accepts nothing but talk', () => {
    const endings = new Map<string, number>();
    let said = 0;
    fc.assert(
      fc.property(setupArb, policyArb, (setup, policy) => {
        const start = create(setup);
        checkState(start, () => `at creation of ${JSON.stringify(setup)}`);
        const { final } = playRandom(start, {
          ...policy,
          say: 0.05,
          cues: 0.05,
          maxSteps: 2000,
          onStep: checkStep,
        });
        expect(isOver(final), summary(final)).toBe(true);
        const ending = final.status === 'won' ? 'won' : `lost:${final.lossCause}`;
        endings.set(ending, (endings.get(ending) ?? 0) + 1);
        said += final.log.filter((e) => e.type === 'said').length;
        checkFinished(final);
      }),
      sampled(300),
    );
    // The generators reach both ends of a game.
    expect(endings.get('won') ?? 0).toBeGreaterThan(0);
    expect([...endings.keys()].some((k) => k.startsWith('lost'))).toBe(true);
    expect(said).toBeGreaterThan(0);
  });

  it('keeps every invariant where messages naming numbers move the dial (a noNumbers chat policy)', () => {
    const mission = MISSION_DEFS.find((def) => def.chat === 'noNumbers')?.id;
    if (mission === undefined) throw new Error('no mission forbids naming numbers');
    const { final } = playRandom(create({ mission, players: 3, seed: 'hear' }), {
      seed: 25,
      smart: 0.9,
      say: 0.3,
      maxSteps: 2000,
      onStep: checkStep,
    });
    const costly = final.log.filter((e) => e.type === 'said' && e.numbers);
    const dial = final.log.filter((e) => e.type === 'dialMoved');
    expect(costly.length).toBeGreaterThan(0);
    expect(dial.length).toBeGreaterThanOrEqual(costly.length);
    checkFinished(final);
  });
});

describe('a timeline that changes the table (mission 30)', { timeout: PROPERTY_TIMEOUT }, () => {
  it('keeps every invariant whenever its cues come, and reaches each of its phases', () => {
    const mission = MISSION_IDS.find((id) => (missionClock(id, 3)?.cues.length ?? 0) > 0);
    if (mission === undefined) throw new Error('no mission has timeline cues');
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const { final } = playRandom(
        create({ mission, players: 2 + (seed % 4), seed: `cue-${seed}` }),
        {
          seed,
          smart: 0.9,
          cues: 0.3,
          maxSteps: 2000,
          onStep: checkStep,
        },
      );
      for (const e of final.log) seen.add(e.type === 'lost' ? `lost:${e.cause}` : e.type);
      checkFinished(final);
    }
    for (const phase of ['windowClosed', 'threeValues', 'skipped', 'lost:threeValuesLeft'])
      expect(seen).toContain(phase);
  });
});

describe('a timeline that changes the stands (mission 42)', { timeout: PROPERTY_TIMEOUT }, () => {
  it('keeps every invariant whenever its cues come, and reaches each of its events', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 16; seed++) {
      const { final } = playRandom(
        create({ mission: 42, players: 2 + (seed % 4), seed: `circus-${seed}` }),
        { seed, smart: 0.9, cues: 0.3, maxSteps: 2000, onStep: checkStep },
      );
      for (const e of final.log) seen.add(e.type);
      checkFinished(final);
    }
    for (const event of [
      'listening',
      'pairRestored',
      'seatsChanged',
      'cutSwapped',
      'cutRemoved',
      'validationReturned',
      'taDa',
      'boing',
    ])
      expect(seen).toContain(event);
  });
});

describe('serialisation', { timeout: PROPERTY_TIMEOUT }, () => {
  it('every state survives JSON and structuredClone, and plays on identically', () => {
    fc.assert(
      fc.property(setupArb, policyArb, (setup, policy) => {
        playRandom(create(setup), {
          ...policy,
          maxSteps: 2000,
          onStep: ({ before, action }) => {
            const json = JSON.parse(JSON.stringify(before)) as GameState;
            const clone = structuredClone(before);
            expect(json).toStrictEqual(before);
            expect(clone).toStrictEqual(before);
            const expected = applyAction(before, action);
            expect(applyAction(json, action)).toStrictEqual(expected);
            expect(applyAction(clone, action)).toStrictEqual(expected);
          },
          onState: (state) => {
            if (isOver(state)) expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
          },
        });
      }),
      sampled(80),
    );
  });
});
