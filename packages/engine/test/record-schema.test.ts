/** docs/record.schema.json accepts every example and the records the engine accepts, and rejects bad ones. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { MISSION_IDS, parseRecord, replayRecord } from '../src/index.js';

const root = join(import.meta.dirname, '../../..');
const schema = JSON.parse(readFileSync(join(root, 'docs/record.schema.json'), 'utf8')) as {
  properties: { mission: { enum: unknown[] } };
};
const validate = new Ajv2020({ allErrors: true }).compile(schema);
const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json'));
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'examples', file), 'utf8')) as Record<string, unknown>;

const wire = (seat: number, stand: number, index: number) => ({ seat, stand, index });
const base = { format: 1, mission: 4, players: 3, seed: 's', actions: [] as unknown[] };
const withAction = (action: unknown) => ({ ...base, actions: [action] });

describe('docs/record.schema.json', () => {
  it.each(examples)('accepts %s', (file) => {
    expect(validate(read(file)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('lists exactly the engine missions', () => {
    expect(schema.properties.mission.enum).toEqual([...MISSION_IDS]);
  });

  it.each([
    ['a plain dual cut', { type: 'dualCut', seat: 0, value: 'yellow', target: wire(1, 0, 2) }],
    ['`own`', { type: 'dualCut', seat: 0, value: 3, target: wire(1, 0, 2), own: wire(0, 1, 4) }],
    [
      'X or Y Ray with a Double Detector',
      {
        type: 'dualCut',
        seat: 0,
        value: [3, 9],
        detector: 'double',
        targets: [wire(1, 0, 1), wire(1, 0, 5)],
      },
    ],
    [
      'a Triple Detector',
      {
        type: 'dualCut',
        seat: 0,
        value: 3,
        detector: 'triple',
        targets: [wire(1, 0, 1), wire(1, 0, 2), wire(1, 0, 5)],
      },
    ],
    [
      'a Super Detector',
      { type: 'dualCut', seat: 0, value: 3, detector: 'super', stand: { seat: 2, stand: 0 } },
    ],
    ['a star solo cut', { type: 'soloCut', seat: 0, value: 'star' }],
    ['Emergency Batteries', { type: 'equipment', seat: 1, card: 7, seats: [0, 2] }],
    ['Walkie-Talkies', { type: 'equipment', seat: 1, card: 2, wire: wire(1, 0, 0), teammate: 2 }],
    [
      'a personal General Radar (sticker B)',
      { type: 'equipment', seat: 1, card: 8, value: 4, personal: true },
    ],
    [
      'personal Walkie-Talkies',
      { type: 'equipment', seat: 1, card: 2, wire: wire(1, 0, 0), teammate: 2, personal: true },
    ],
    [
      'a personal X or Y Ray',
      { type: 'dualCut', seat: 0, value: [3, 9], target: wire(1, 0, 2), personal: true },
    ],
    ['a coffee', { type: 'coffee', seat: 1, coffee: 5, next: 3 }],
    ['stuck', { type: 'stuck', seat: 1 }],
    ['a "Snip!" (mission 10)', { type: 'snip', seat: 2 }],
    ['time up (the server, missions 10 and 19)', { type: 'timeUp', seat: 0 }],
    ['a Number card turned down (mission 26)', { type: 'pickNumber', seat: 1, number: 12 }],
    ['a skipped turn (mission 26)', { type: 'skip', seat: 1 }],
    ['a token taken (missions 22, 27)', { type: 'takeToken', seat: 0, value: 4 }],
    ['a yellow token taken', { type: 'takeToken', seat: 0, value: 'yellow' }],
    ['a handed-out token placed', { type: 'info', seat: 2, wire: wire(2, 0, 3) }],
    ['a chat message', { type: 'say', seat: 1, text: 'good luck' }],
    ['a chat signal', { type: 'say', seat: 0, signal: 'needOxygen' }],
    ['a spectator’s message', { type: 'say', seat: 'spectator', name: 'Eve', text: 'go!' }],
  ])('accepts %s', (_name, action) => {
    expect(validate(withAction(action)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('accepts free chat turned off by the host', () => {
    expect(validate({ ...base, options: { chat: 'signals' } })).toBe(true);
  });

  it('accepts the info tokens of a handout (mission 27), numbers and yellow', () => {
    const record = { ...base, mission: 27, players: 4, handoutTokens: [5, 'yellow', 10, 'yellow'] };
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
  });

  it('accepts the new characters of sticker B, by seat', () => {
    const record = { ...base, characters: [null, 'tripleDetector', 'generalRadar'] };
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    expect(parseRecord(record).ok).toBe(true);
  });

  it.each([
    ['no seed and no stands', { format: 1, mission: 1, players: 2, actions: [] }],
    ['an unknown field', { ...base, comment: 'hi' }],
    ['format 2', { ...base, format: 2 }],
    ['an unknown mission', { ...base, mission: 'new-4' }],
    ['a surprise-box mission not played yet', { ...base, mission: 66 }],
    ['free chat as an option', { ...base, options: { chat: 'free' } }],
    [
      'a message with a text and a signal',
      withAction({ type: 'say', seat: 0, text: 'hi', signal: 'yes' }),
    ],
    ['a message with nothing said', withAction({ type: 'say', seat: 0 })],
    ['an unknown signal', withAction({ type: 'say', seat: 0, signal: 'maybe' })],
    [
      'a spectator’s message without its name',
      withAction({ type: 'say', seat: 'spectator', text: 'hi' }),
    ],
    ['a seat’s message with a name', withAction({ type: 'say', seat: 0, name: 'Ann', text: 'hi' })],
    ['a spectator’s cut', withAction({ type: 'soloCut', seat: 'spectator', value: 3 })],
    ['six players', { ...base, players: 6 }],
    ['a wire 1.2', { ...base, stands: [[1.2], [1], [2], [3]] }],
    ['equipment 13', { ...base, equipment: [13] }],
    ['an equipment pile naming card 13', { ...base, equipment: [1], equipmentPile: [13] }],
    ['setup tokens as text', { ...base, setupTokens: ['5'] }],
    ['a set-aside wire 1.2', { ...base, setAside: [1.2] }],
    ['a reshuffle naming Number card 0', { ...base, numberReshuffles: [[0]] }],
    ['a reshuffle naming a card twice', { ...base, numberReshuffles: [[4, 4]] }],
    ['stars 3', { ...base, options: { stars: 3 } }],
    ['handout tokens as text', { ...base, handoutTokens: ['5', 'yellow', 7] }],
    ['a handout token 13', { ...base, handoutTokens: [13, 2, 7] }],
    ['a red handout token', { ...base, handoutTokens: ['red', 2, 7] }],
    ['one handout token', { ...base, handoutTokens: [4] }],
    ['six handout tokens', { ...base, handoutTokens: [1, 2, 3, 4, 5, 6] }],
    ['a Number card 13 turned down', withAction({ type: 'pickNumber', seat: 0, number: 13 })],
    ['a Number card turned down unnamed', withAction({ type: 'pickNumber', seat: 0 })],
    ['a skip naming a value', withAction({ type: 'skip', seat: 0, value: 3 })],
    ['a token taken without its value', withAction({ type: 'takeToken', seat: 0 })],
    ['a star token taken', withAction({ type: 'takeToken', seat: 0, value: 'star' })],
    ['a token taken for another seat', withAction({ type: 'takeToken', seat: 0, value: 2, to: 1 })],
    ['an unknown action type', withAction({ type: 'pass', seat: 0 })],
    ['an action without seat', withAction({ type: 'stuck' })],
    ['a "Snip!" naming a seat to play', withAction({ type: 'snip', seat: 0, next: 1 })],
    ['a dual cut with no target', withAction({ type: 'dualCut', seat: 0, value: 3 })],
    [
      'a Double Detector on three wires',
      withAction({
        type: 'dualCut',
        seat: 0,
        value: 3,
        detector: 'double',
        targets: [wire(1, 0, 1), wire(1, 0, 2), wire(1, 0, 3)],
      }),
    ],
    [
      'a detector naming yellow',
      withAction({
        type: 'dualCut',
        seat: 0,
        value: 'yellow',
        detector: 'super',
        stand: { seat: 1, stand: 0 },
      }),
    ],
    [
      'X or Y Ray naming one value twice',
      withAction({ type: 'dualCut', seat: 0, value: [4, 4], target: wire(1, 0, 0) }),
    ],
    [
      'a target and a detector',
      withAction({
        type: 'dualCut',
        seat: 0,
        value: 4,
        target: wire(1, 0, 0),
        detector: 'super',
        stand: { seat: 1, stand: 0 },
      }),
    ],
    ['an unknown new character', { ...base, characters: [null, 'superRadar', null] }],
    ['a personal Rewinder', withAction({ type: 'equipment', seat: 0, card: 6, personal: true })],
    ['equipment 3 used on its own', withAction({ type: 'equipment', seat: 0, card: 3 })],
    ['a Post-it without a wire', withAction({ type: 'equipment', seat: 0, card: 4 })],
    [
      'a wire address without index',
      withAction({ type: 'choose', seat: 0, wire: { seat: 1, stand: 0 } }),
    ],
  ])('rejects %s', (_name, record) => {
    expect(validate(record)).toBe(false);
  });

  it('agrees with parseRecord on the top-level shape of the rejected records it checks', () => {
    for (const bad of [
      { format: 1, mission: 1, players: 2, actions: [] },
      { ...base, comment: 'hi' },
      { ...base, format: 2 },
      { ...base, mission: 'new-4' },
      { ...base, handoutTokens: ['5', 'yellow', 7] },
    ]) {
      expect(parseRecord(bad).ok).toBe(false);
      expect(validate(bad)).toBe(false);
    }
  });
});

describe('docs/record-format.md', () => {
  const doc = readFileSync(join(root, 'docs/record-format.md'), 'utf8');
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] as string);
  const inline = [...doc.matchAll(/`(\{ "type": [^`]*\})`/g)].map((m) => m[1] as string);
  const parsed = [...blocks, ...inline].flatMap((text) => {
    try {
      return [JSON.parse(text) as Record<string, unknown>];
    } catch {
      return []; // fragments such as `"captain": 1, "stands": [...]`
    }
  });
  const records = parsed.filter((v) => 'format' in v);
  const actions = parsed.filter((v) => 'type' in v);

  it('has complete examples: every record and action shown is valid', () => {
    expect(records.length).toBeGreaterThanOrEqual(1);
    expect(actions.length).toBeGreaterThanOrEqual(24);
    for (const record of records) {
      expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
      const parsedRecord = parseRecord(record);
      expect(parsedRecord.ok).toBe(true);
      if (parsedRecord.ok) expect(replayRecord(parsedRecord.value).ok).toBe(true);
    }
    for (const action of actions) {
      expect(validate(withAction(action)), JSON.stringify(action)).toBe(true);
    }
  });

  it('shows every action type and every equipment card used on its own', () => {
    const types = new Set(actions.map((a) => a.type));
    expect([...types].sort()).toEqual([
      'accuse',
      'cannotObey',
      'checkCell',
      'choose',
      'coffee',
      'cue',
      'cutTogether',
      'designate',
      'drawLine',
      'dualCut',
      'equipment',
      'flipEquipment',
      'info',
      'layNumber',
      'pause',
      'pickConstraint',
      'pickNumber',
      'placeSequence',
      'replaceConstraint',
      'resume',
      'revealRed',
      'say',
      'skip',
      'snip',
      'soloCut',
      'stuck',
      'surrender',
      'taDa',
      'takeToken',
      'timeUp',
      'tripwire',
    ]);
    const cards = actions.filter((a) => a.type === 'equipment').map((a) => a.card as number);
    expect([...new Set(cards)].sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 7, 8, 9, 11, 12]);
    const detectors = new Set(actions.map((a) => a.detector).filter(Boolean));
    expect(detectors).toEqual(new Set(['double', 'triple', 'super']));
  });
});
