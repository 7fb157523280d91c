/**
 * Every record in examples/ replays to the result stated in examples/README.md, and the set of
 * examples covers what the README promises (every mission, an explicit deal, star wires, losses).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MISSION_IDS,
  parseRecord,
  replayRecord,
  type GameRecord,
  type GameState,
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
});
