/** Replaying a random game's record (chat and pauses too) reproduces every state of it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, type GameRecord } from '../../src/index.js';
import { create, playRandom, policyArb, PROPERTY_TIMEOUT, setupArb } from './arbitraries.js';
import { sampled } from './runs.js';

describe('replay', { timeout: PROPERTY_TIMEOUT }, () => {
  it('a record of a random game replays to the same states', () => {
    fc.assert(
      fc.property(setupArb, policyArb, fc.nat(), (setup, policy, at) => {
        const played = playRandom(create(setup), {
          ...policy,
          say: 0.05,
          pauses: 0.02,
          maxSteps: 2000,
        });
        const record: GameRecord = { format: 1, ...setup, actions: played.actions };
        // Through JSON text, as a record file would be.
        const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
        if (!parsed.ok) throw new Error(`record rejected: ${parsed.error.message}`);
        expect(replayRecord(parsed.value)).toStrictEqual({ ok: true, value: played.final });
        const upTo = at % (played.actions.length + 1);
        expect(replayRecord(parsed.value, upTo)).toStrictEqual({
          ok: true,
          value: played.states[upTo],
        });
      }),
      sampled(120),
    );
  });
});
