/**
 * Every record in examples/ replays to the result stated in examples/README.md, and the set of
 * examples covers what the README promises (every mission, an explicit deal, star wires, losses).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gameValueWith,
  MISSION_IDS,
  parseRecord,
  replayRecord,
  type GameEvent,
  type GameRecord,
  type GameState,
  type InfoValue,
  type Seat,
  type WireRef,
} from '../src/index.js';

const dir = join(import.meta.dirname, '../../../examples');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

/** Rows of the README table: | [file](file) | mission | players | result | ... */
const rows = readFileSync(join(dir, 'README.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const m = /^\| \[([^\]]+\.json)\]\([^)]+\) \| ([^|]+) \| (\d) \| ([^|]+) \|/.exec(line);
    return m
      ? [
          {
            file: m[1] as string,
            mission: m[2]?.trim(),
            players: Number(m[3]),
            result: m[4]?.trim(),
          },
        ]
      : [];
  });

function load(file: string): GameRecord {
  const parsed = parseRecord(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value;
}

function final(file: string): GameState {
  const replayed = replayRecord(load(file));
  if (!replayed.ok) throw new Error(`${file}: ${JSON.stringify(replayed.error)}`);
  return replayed.value;
}

/** The wires in front of which a token lies at the end, with their stands. */
const marked = (state: GameState) =>
  state.hands
    .flat()
    .flatMap((stand) =>
      stand.flatMap((wire) => (wire.info ? [{ info: wire.info, wire, stand }] : [])),
    );
/** What placed tokens: setup, failure (a failed cut), postIt. */
const causes = (state: GameState) =>
  new Set(state.log.flatMap((e) => (e.type === 'infoPlaced' ? [e.cause] : [])));

/** An example's game after its first `upTo` actions (0: as set up). */
function at(file: string, upTo: number): GameState {
  const replayed = replayRecord(load(file), upTo);
  if (!replayed.ok) throw new Error(`${file}: ${JSON.stringify(replayed.error)}`);
  return replayed.value;
}
/** Each state of an example's game: `[n]` after its first n actions. */
const states = (file: string): GameState[] =>
  Array.from({ length: load(file).actions.length + 1 }, (_, n) => at(file, n));
/** The state just before the action that wrote log entry `index`. */
const before = (all: readonly GameState[], index: number) =>
  all[all.findIndex((s) => s.log.length > index) - 1] as GameState;

const wireOf = (state: GameState, ref: WireRef) => state.hands[ref.seat]?.[ref.stand]?.[ref.index];
const valueOf = (printed: number) => gameValueWith(printed, []);
/** The values of a seat's wires: its uncut ones, or all it was dealt. */
const valuesOf = (state: GameState, seat: Seat, uncutOnly: boolean): Set<unknown> =>
  new Set(
    (state.hands[seat] ?? [])
      .flat()
      .filter((w) => !uncutOnly || !w.cut)
      .map((w) => valueOf(w.printed)),
  );
type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const eventsOf = <T extends GameEvent['type']>(state: GameState, type: T): Of<T>[] =>
  state.log.filter((e): e is Of<T> => e.type === type);
/** The seats from the Captain clockwise. */
const fromCaptain = (state: GameState): Seat[] =>
  state.hands.map((_, i) => (state.captain + i) % state.players);

/**
 * The handout of missions 22 and 27: each token taken, and what became of it (the first event
 * after the taking that is not a pending choice): placed on a wire of its value by the seat that
 * got it, beside the stand of a seat holding none uncut, or back to the supply.
 */
function handout(file: string): { seat: Seat; to: Seat; value: InfoValue; fate: string }[] {
  const all = states(file);
  const state = all.at(-1) as GameState;
  return state.log.flatMap((e, i) => {
    if (e.type !== 'tokenTaken') return [];
    const fate = state.log.slice(i + 1).find((f) => f.type !== 'pending');
    const held = valuesOf(before(all, i), e.to, true);
    if (fate?.type === 'infoPlaced') {
      expect(fate).toMatchObject({ cause: 'given', info: { kind: 'value', value: e.value } });
      expect(fate.wire.seat).toBe(e.to);
      expect(valueOf(wireOf(state, fate.wire)?.printed ?? -1)).toBe(e.value);
    } else if (fate?.type === 'infoBeside') {
      expect(fate).toEqual({ type: 'infoBeside', seat: e.to, value: e.value });
      expect(held.has(e.value)).toBe(false);
    } else if (fate?.type === 'tokenReturned') {
      expect(fate).toEqual({ type: 'tokenReturned', seat: e.to, value: e.value });
      expect(held.has(e.value)).toBe(true);
    } else throw new Error(`${file}: the token taken at log ${i} went nowhere`);
    return [{ seat: e.seat, to: e.to, value: e.value, fate: fate.type }];
  });
}

/** The handout starts with the cut that brings the second yellow wire down. */
function startsAfterSecondYellow(state: GameState) {
  const yellows = state.log.flatMap((e, i) =>
    e.type === 'wireCut' && valueOf(e.printed) === 'yellow' ? [i] : [],
  );
  const first = state.log.findIndex((e) => e.type === 'tokenTaken' || e.type === 'tokensDrawn');
  expect(first).toBeGreaterThan(yellows[1] ?? Infinity);
  // Nothing else happened in between: it is the same action's doing.
  const between = state.log.slice((yellows[1] ?? 0) + 1, first).map((e) => e.type);
  expect(between.every((t) => t !== 'turn' && t !== 'dualCut' && t !== 'soloCut')).toBe(true);
}

describe('examples/', () => {
  it('lists every example file in the README table, and nothing else', () => {
    expect(rows.map((r) => r.file).sort()).toEqual([...files].sort());
  });

  it.each(rows)('$file replays to "$result"', ({ file, mission, players, result }) => {
    const record = load(file);
    expect(String(record.mission)).toBe(mission);
    expect(record.players).toBe(players);
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(`${file}: ${JSON.stringify(replayed.error)}`);
    const state = replayed.value;
    const outcome = state.status === 'won' ? 'won' : `lost (${state.lossCause})`;
    expect(outcome).toBe(result);
    // The game ended with the last action: nothing is left over.
    expect(state.version).toBe(record.actions.length);
    if (state.status === 'won') expect(state.hands.flat(2).every((w) => w.cut)).toBe(true);
  });

  it('replays deterministically: the same record gives the same final state', () => {
    const record = load('mission-8.json');
    const a = replayRecord(record);
    const b = replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('covers every mission, an explicit deal, star wires, and both ways of losing shown', () => {
    const records = files.map(load);
    expect(new Set(records.map((r) => r.mission))).toEqual(new Set(MISSION_IDS));
    expect(records.some((r) => r.stands !== undefined && r.seed === undefined)).toBe(true);
    expect(records.some((r) => r.options?.stars === 1)).toBe(true);
    const results = rows.map((r) => r.result);
    expect(results).toContain('lost (redWire)');
    expect(results).toContain('lost (detonator)');
    // And a game lost to time: the record ends with the server's timeUp (missions 10 and 19).
    expect(results).toContain('lost (timeUp)');
    expect(results.filter((r) => r === 'won').length).toBeGreaterThan(results.length / 2);
  });

  it("shows X wires dealt explicitly (20): each stand's last listed wire, unsorted at its right", () => {
    const record = load('mission-20.json');
    const state = final('mission-20.json');
    const stands = state.hands.flat();
    expect(record.stands?.length).toBe(stands.length);
    stands.forEach((stand, i) => {
      const listed = record.stands?.[i] ?? [];
      expect(stand.map((w) => w.x === true)).toEqual(stand.map((_, j) => j === stand.length - 1));
      expect(stand.at(-1)?.printed).toBe(listed.at(-1));
      const rest = stand.slice(0, -1).map((w) => w.printed);
      expect(rest).toEqual(listed.slice(0, -1).toSorted((a, b) => a - b));
    });
    // Somewhere the X wire is not where sorting would put it.
    expect(stands.some((s) => s.some((w) => w.printed > (s.at(-1)?.printed ?? 0)))).toBe(true);
    // No equipment points at an X wire: a plain dual cut does.
    const x = (ref: WireRef) => state.hands[ref.seat]?.[ref.stand]?.[ref.index]?.x;
    expect(record.actions.some((a) => a.type === 'dualCut' && !a.detector && x(a.target))).toBe(
      true,
    );
  });

  it('shows even/odd tokens (21): at setup, after a failed cut and by the Post-it, each true', () => {
    const state = final('mission-21.json');
    expect(causes(state)).toEqual(new Set(['setup', 'failure', 'postIt']));
    for (const { info, wire } of marked(state))
      expect(info).toEqual({ kind: 'parity', parity: wire.printed % 2 === 0 ? 'even' : 'odd' });
  });

  it('shows the table chat (25): a number said moves the dial once; after the end talk is free', () => {
    const state = final('mission-25.json');
    expect(eventsOf(state, 'said').some((e) => e.seat === 'spectator' && e.name)).toBe(true);
    const costly = state.log.findIndex((e) => e.type === 'said' && e.numbers);
    expect(state.log[costly]).toMatchObject({ seat: 0, numbers: [7] });
    expect(state.log[costly + 1]).toMatchObject({ type: 'dialMoved', delta: 1 });
    const end = state.log.findIndex((e) => e.type === 'won');
    expect(state.log.slice(end + 1)).toEqual([
      { type: 'said', seat: 2, text: 'Phew: the 7 was the last one!' },
    ]);
  });

  it('shows count tokens (24), each true, and a value held four times: two x2 tokens', () => {
    const state = final('mission-24.json');
    expect(causes(state)).toEqual(new Set(['setup', 'failure']));
    const placed = marked(state).map(({ info, wire, stand }) => ({
      info,
      held: stand.filter((w) => w.printed === wire.printed).length,
    }));
    for (const { info, held } of placed) expect(info).toEqual({ kind: 'count', count: held });
    // The owner chose where the second x2 goes.
    expect(placed.filter((t) => t.held === 4)).toHaveLength(2);
    expect(state.log).toContainEqual({ type: 'pending', seat: 0, kind: 'countPair' });
  });

  it("shows Captain Careless (28): the Captain's card boxed, the Captain using no equipment", () => {
    const record = load('mission-28.json');
    const state = final('mission-28.json');
    const captain = state.captain;
    expect(state.characters[captain]).toMatchObject({ used: true, removed: true });
    const captains = record.actions.filter((a) => a.seat === captain);
    expect(captains.some((a) => a.type === 'dualCut')).toBe(true);
    expect(
      captains.some((a) => a.type === 'equipment' || (a.type === 'dualCut' && a.detector)),
    ).toBe(false);
    // The others' misses cost a notch; the Captain's would have exploded the bomb.
    expect(state.log.some((e) => e.type === 'dualCut' && !e.success && e.seat !== captain)).toBe(
      true,
    );
    // Emergency Batteries turned the others' cards back, never the boxed one.
    const refreshed = state.log.flatMap((e) => (e.type === 'charactersRefreshed' ? e.seats : []));
    expect(refreshed.length).toBeGreaterThan(0);
    expect(refreshed).not.toContain(captain);
  });

  it('shows negative impressions (22): setup tokens beside the stands, then the pass to the left', () => {
    const file = 'mission-22.json';
    const dealt = at(file, 0);
    const state = final(file);
    // No setup token in front of a wire: two tokens beside each hand, of values it does not hold.
    expect(causes(state).has('setup')).toBe(false);
    const setup = eventsOf(state, 'infoBeside').filter((e) => e.stand !== undefined);
    for (const seat of fromCaptain(state)) {
      const mine = setup.filter((e) => e.seat === seat);
      expect(mine).toHaveLength(2);
      for (const { value } of mine) expect(valuesOf(dealt, seat, false).has(value)).toBe(false);
    }
    // The Captain has two stands (3 players): one token beside each.
    expect(setup.filter((e) => e.seat === state.captain).map((e) => e.stand)).toEqual([0, 1]);
    expect(setup.some((e) => e.value === 'yellow')).toBe(true);
    // From the Captain clockwise, each gives a token to its left neighbour.
    startsAfterSecondYellow(state);
    const given = handout(file);
    expect(given.map((t) => [t.seat, t.to])).toEqual(
      fromCaptain(state).map((seat) => [seat, (seat + 1) % state.players]),
    );
    expect(given.map((t) => t.fate)).toContain('infoPlaced');
    expect(state.handout).toEqual({ done: true, line: [] });
  });

  it('shows the cut together and the equipment deck (23)', () => {
    const file = 'mission-23.json';
    const dealt = at(file, 0);
    const state = final(file);
    expect(dealt.equipment).toEqual([]);
    expect(dealt.equipmentDeck).toHaveLength(7);
    const number = state.together?.number as number;
    expect(state.together).toEqual({ number, done: true });
    // The four wires of the Number card left together, pointed at by one seat; never in pairs.
    const [together, ...more] = eventsOf(state, 'cutTogether');
    expect(more).toEqual([]);
    expect(together?.success).toBe(true);
    expect(together?.wires.map((w) => wireOf(state, w)?.printed)).toEqual([
      number,
      number,
      number,
      number,
    ]);
    const named = [...eventsOf(state, 'dualCut'), ...eventsOf(state, 'soloCut')].flatMap((e) =>
      Array.isArray(e.value) ? e.value : [e.value],
    );
    expect(named).not.toContain(number);
    // Until then the deck lost its top card at the end of each round, before the Captain's turn.
    const at23 = (type: GameEvent['type']) => state.log.findIndex((e) => e.type === type);
    const discarded = eventsOf(state, 'deckDiscarded');
    expect(discarded.length).toBeGreaterThan(0);
    expect(discarded.map((e) => e.left)).toEqual(discarded.map((_, i) => 6 - i));
    state.log.forEach((e, i) => {
      if (e.type !== 'deckDiscarded') return;
      expect(i).toBeLessThan(at23('cutTogether'));
      expect(state.log.slice(i).find((f) => f.type === 'turn')).toEqual({
        type: 'turn',
        seat: state.captain,
      });
    });
    // Then the cards left went face up, usable at once, and were used.
    const [revealed] = eventsOf(state, 'deckRevealed');
    expect(revealed?.cards).toEqual(dealt.equipmentDeck?.slice(discarded.length));
    expect(at23('deckRevealed')).toBeGreaterThan(at23('cutTogether'));
    expect(state.equipment.map((slot) => slot.card)).toEqual(revealed?.cards);
    expect(eventsOf(state, 'equipmentUsed').length).toBeGreaterThan(0);
    expect(state.equipmentDeck).toEqual([]);
  });

  it('shows the Number cards picked (26): each cut of the value turned down, and a skip', () => {
    const file = 'mission-26.json';
    const all = states(file);
    const state = all.at(-1) as GameState;
    let picked: { seat: Seat; number: number } | null = null;
    for (const e of state.log) {
      if (e.type === 'turn') picked = null;
      if (e.type === 'numberPicked') picked = { seat: e.seat, number: e.number };
      if (e.type === 'dualCut' || e.type === 'soloCut')
        expect({ seat: e.seat, number: e.value }).toEqual(picked);
    }
    // A skip: the seat held none of the face-up values, and the dial stayed.
    const skips = state.log.flatMap((e, i) => (e.type === 'skipped' ? [{ e, i }] : []));
    expect(skips.length).toBeGreaterThan(0);
    for (const { e, i } of skips) {
      const then = before(all, i);
      const held = valuesOf(then, e.seat, true);
      expect(then.numberPick?.up.filter((n) => held.has(n))).toEqual([]);
      expect(held.size).toBeGreaterThan(0);
      const after = all[all.indexOf(then) + 1];
      expect(after?.dial.stepsToSkull).toBe(then.dial.stepsToSkull);
    }
    // With none face up, the cards still in the game turned up again.
    expect(eventsOf(state, 'numbersTurnedUp').some((e) => e.numbers.length > 0)).toBe(true);
  });

  it('shows the token draft (27): no Double Detector, a fixed line, each taking one for itself', () => {
    const file = 'mission-27.json';
    const record = load(file);
    const dealt = at(file, 0);
    const state = final(file);
    expect(dealt.characters.every((c) => c.used)).toBe(true);
    expect(record.actions.some((a) => a.type === 'dualCut' && a.detector === 'double')).toBe(false);
    expect(state.equipment.some((slot) => slot.card === 7)).toBe(false);
    // The line the record fixes, drawn when the second yellow was cut.
    startsAfterSecondYellow(state);
    expect(eventsOf(state, 'tokensDrawn')).toEqual([
      { type: 'tokensDrawn', values: record.handoutTokens },
    ]);
    const taken = handout(file);
    expect(taken.map((t) => [t.seat, t.to])).toEqual(fromCaptain(state).map((s) => [s, s]));
    expect(taken.map((t) => t.value).sort()).toEqual([...(record.handoutTokens ?? [])].sort());
    expect(new Set(taken.map((t) => t.fate))).toEqual(
      new Set(['infoPlaced', 'infoBeside', 'tokenReturned']),
    );
    expect(state.handout).toEqual({ done: true, line: [] });
  });
});
