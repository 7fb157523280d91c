/** parseRecord, replayRecord and revealedSummary: the record API the CLI and the server build on. */
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, revealedSummary, type GameRecord } from '../src/index.js';
import { wire } from './scenario.js';

/** Mission 1, two players, explicit deal: seat 0 has 1-6 twice, seat 1 the same. */
const dealt: GameRecord = {
  format: 1,
  mission: 1,
  players: 2,
  stands: [
    [1, 2, 3, 4, 5, 6],
    [1, 2, 3, 4, 5, 6],
    [1, 2, 3, 4, 5, 6],
    [1, 2, 3, 4, 5, 6],
  ],
  actions: [
    { type: 'info', seat: 0, wire: wire(0, 0, 0) },
    { type: 'info', seat: 1, wire: wire(1, 0, 0) },
    { type: 'dualCut', seat: 0, value: 3, target: wire(1, 1, 2) },
  ],
};

describe('parseRecord', () => {
  it.each([
    ['an array', [], 'JSON object'],
    ['an unknown field', { ...dealt, note: 1 }, 'holds only format, mission'],
    ['an equipment pile of objects', { ...dealt, equipmentPile: [{}] }, '"equipmentPile"'],
    ['setup tokens as text', { ...dealt, setupTokens: '3' }, '"setupTokens"'],
    ['set-aside wires as text', { ...dealt, setAside: ['7.5'] }, '"setAside"'],
    ['reshuffles not in lists', { ...dealt, numberReshuffles: [1, 2] }, '"numberReshuffles"'],
    ['format 2', { ...dealt, format: 2 }, '"format"'],
    ['an unknown mission', { ...dealt, mission: 66 }, '"mission"'],
    ['players as text', { ...dealt, players: '2' }, '"players"'],
    ['no seed nor stands', { ...dealt, stands: undefined }, '"seed" or "stands"'],
    ['stands of text', { ...dealt, stands: [['1']] }, '"stands"'],
    ['an options typo', { ...dealt, options: { star: 1 } }, '"options"'],
    ['actions missing', { ...dealt, actions: undefined }, '"actions"'],
    ['an action that is not an object', { ...dealt, actions: [1] }, 'actions[0]'],
  ])('rejects %s, naming the problem', (_name, json, words) => {
    const parsed = parseRecord(JSON.parse(JSON.stringify(json)));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.kind).toBe('format');
      expect(parsed.error.message).toContain(words);
    }
  });

  it('never quotes the input: an unknown field is not named back', () => {
    const parsed = parseRecord({ ...dealt, MARKER_7f3a: 1 });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).not.toContain('MARKER_7f3a');
  });

  it('accepts a record and returns it unchanged', () => {
    const parsed = parseRecord(JSON.parse(JSON.stringify(dealt)));
    expect(parsed).toEqual({ ok: true, value: dealt });
  });
});

describe('replayRecord', () => {
  it('applies every action', () => {
    const replayed = replayRecord(dealt);
    expect(replayed.ok && replayed.value.version).toBe(3);
    expect(replayed.ok && replayed.value.hands[1]?.[1]?.[2]?.cut).toBe(true);
  });

  it('can stop after a given number of actions', () => {
    const replayed = replayRecord(dealt, 2);
    expect(replayed.ok && replayed.value.version).toBe(2);
  });

  it('reports a setup the engine refuses', () => {
    const replayed = replayRecord({ ...dealt, stands: dealt.stands?.slice(0, 3) });
    expect(replayed.ok ? 'ok' : replayed.error).toMatchObject({
      kind: 'setup',
      code: 'BAD_STANDS',
    });
  });

  it('stops at the first illegal action, with its index and the state before it', () => {
    const record: GameRecord = {
      ...dealt,
      actions: [...dealt.actions, { type: 'soloCut', seat: 0, value: 3 }],
    };
    const replayed = replayRecord(record);
    expect(replayed.ok).toBe(false);
    if (!replayed.ok && replayed.error.kind === 'action') {
      expect(replayed.error.action).toBe(3);
      expect(replayed.error.code).toBe('NOT_YOUR_TURN');
      expect(replayed.error.state?.version).toBe(3);
    } else throw new Error('expected an action error');
  });
});

describe('revealedSummary', () => {
  it('shows every wire, the dial, the turn and the pending choice', () => {
    const replayed = replayRecord({ ...dealt, actions: dealt.actions.slice(0, 1) });
    if (!replayed.ok) throw new Error('replay failed');
    const summary = revealedSummary(replayed.value);
    expect(summary).toMatchObject({
      status: 'setup',
      lossCause: null,
      mistakes: 0,
      mistakesAllowed: 1,
      activeSeat: 0,
      validated: [],
      equipment: [],
      pending: { kind: 'setupInfo', seat: 1 },
    });
    expect(summary.stands).toHaveLength(4);
    expect(summary.stands[0]).toEqual({
      seat: 0,
      stand: 0,
      wires: [1, 2, 3, 4, 5, 6].map((value, i) => ({
        value,
        cut: false,
        info: i === 0 ? { kind: 'value', value: 1 } : null,
      })),
    });
  });

  it('counts a failed cut as a mistake', () => {
    const record: GameRecord = {
      ...dealt,
      actions: [
        ...dealt.actions.slice(0, 2),
        { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 1) },
      ],
    };
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error('replay failed');
    const summary = revealedSummary(replayed.value);
    expect(summary.mistakes).toBe(1);
    expect(summary.stands[2]?.wires[1]).toEqual({
      value: 2,
      cut: false,
      info: { kind: 'value', value: 2 },
    });
  });

  it('tells a revealed red wire from a cut one', () => {
    // Mission 3, two players: seat 1 holds a 1 and a red 2.5 on its first stand, a 1 on its second.
    const record: GameRecord = {
      format: 1,
      mission: 3,
      players: 2,
      stands: [[1], [1, 3], [1, 2.5], [1, 3]],
      equipment: [],
      actions: [
        { type: 'info', seat: 0, wire: wire(0, 1, 1) },
        { type: 'info', seat: 1, wire: wire(1, 1, 1) },
        { type: 'dualCut', seat: 0, value: 1, target: wire(1, 0, 0) },
        { type: 'dualCut', seat: 1, value: 1, target: wire(0, 1, 0) },
        { type: 'dualCut', seat: 0, value: 3, target: wire(1, 1, 1) },
        { type: 'revealRed', seat: 1 },
      ],
    };
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    const wires = revealedSummary(replayed.value).stands[2]?.wires;
    expect(wires).toEqual([
      { value: 1, cut: true, info: null },
      { value: 2.5, cut: false, revealed: true, info: null },
    ]);
  });
});
