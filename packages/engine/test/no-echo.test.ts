/**
 * No message quotes its input (docs/protocol.md): whatever a client puts in any field of any
 * action type, in states from every example game, a refusal's message never contains it; nor does
 * a setup's or a record's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  applyAction,
  createGame,
  parseRecord,
  RECORD_FIELDS,
  replayRecord,
  type GameRecord,
  type GameState,
} from '../src/index.js';
import { ACTION_FIELDS as FIELDS, MARKED as SHAPES, MARKER } from './markers.js';
import { listedActions } from './properties/arbitraries.js';

const root = join(import.meta.dirname, '../../..');
/** A state every 14th action of an example game (every 7th in the full sweep, `npm run test:sweep`). */
const every = process.env.PROPERTY_RUNS === 'full' ? 7 : 14;
/** States from every example game, every few actions: all missions, setup, play, pending choices. */
const states: GameState[] = readdirSync(join(root, 'examples'))
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) => {
    const record = JSON.parse(readFileSync(join(root, 'examples', file), 'utf8')) as GameRecord;
    const picked: GameState[] = [];
    for (let upTo = 0; upTo < record.actions.length; upTo += every) {
      const replayed = replayRecord(record, upTo);
      if (replayed.ok) picked.push(replayed.value);
    }
    return picked;
  });

describe('no message quotes its input', () => {
  it('refusals of every action type, with the marker in any field', () => {
    expect(states.length).toBeGreaterThan(100);
    let refused = 0;
    const check = (state: GameState, action: unknown) => {
      const applied = applyAction(state, action);
      if (applied.ok) return;
      refused++;
      // Asked only when it fails: an expect per refusal was most of this test's time.
      if (applied.error.message.includes(MARKER))
        expect(applied.error.message, JSON.stringify(action)).not.toContain(MARKER);
    };
    for (const state of states) {
      for (const action of [{ type: MARKER, seat: 0 }, { type: 'dualCut', seat: MARKER }, MARKER])
        check(state, action);
      const seats = [...new Set([state.activeSeat, state.pending?.seat ?? state.activeSeat])];
      for (const seat of seats) {
        // Every type with one field given; then legal actions (a few of each type) with one field
        // replaced, so that the checks deep inside an action meet the marker too.
        const bare = ACTION_TYPES.flatMap((type) =>
          FIELDS.flatMap((field) => SHAPES.map((shape) => ({ type, seat, [field]: shape }))),
        );
        // The listed actions, a cut together's combinations sampled (mission 23 has thousands).
        const legal = listedActions(state, seat);
        const samples = ACTION_TYPES.flatMap((type) =>
          legal.filter((a) => a.type === type).slice(0, 3),
        );
        const replaced = samples.flatMap((action) =>
          Object.keys(action)
            .filter((k) => k !== 'type' && k !== 'seat')
            .flatMap((field) => SHAPES.map((shape) => ({ ...action, [field]: shape }))),
        );
        for (const action of [...bare, ...replaced]) check(state, action);
      }
    }
    expect(refused).toBeGreaterThan(10_000);
  });

  it('refusals of a setup, with the marker in any field', () => {
    const base = { mission: 4, players: 3, seed: 's' };
    for (const field of RECORD_FIELDS)
      for (const shape of [...SHAPES, [[MARKER]]]) {
        for (const mission of [4, 7, 11, 13, 18]) {
          const created = createGame({ ...base, mission, [field]: shape });
          if (!created.ok) expect(created.error.message, field).not.toContain(MARKER);
        }
      }
  });

  it('refusals of a record, with the marker in any field or as a field', () => {
    const record = { format: 1, mission: 1, players: 2, seed: 's', actions: [] };
    for (const field of [...RECORD_FIELDS, MARKER])
      for (const shape of SHAPES) {
        const parsed = parseRecord({ ...record, [field]: shape });
        if (!parsed.ok) expect(parsed.error.message, field).not.toContain(MARKER);
      }
  });
});
