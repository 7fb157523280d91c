/**
 * Every record in examples/ replays to the result stated in examples/README.md, and the set of
 * examples covers what the README promises (every mission, an explicit deal, star wires, losses).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSION_IDS, parseRecord, replayRecord, type GameRecord } from '../src/index.js';

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
});
