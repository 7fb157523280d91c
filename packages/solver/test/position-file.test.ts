/** Position files (docs/position-format.md): every field and slot token, and the error messages. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition, parsePositionFile } from '../src/position-file.js';
import { solve } from '../src/solve.js';

const base = {
  id: 'p',
  observer: 0,
  stands: [
    { owner: 0, slots: '?1 ?1 i3 ?3 5 ?Y7' },
    { owner: 1, slots: '? ? 6 ? iY ?' },
  ],
};

/** The error message for a position with `patch` applied to `base`. */
const errorOf = (patch: Record<string, unknown>): string => {
  const parsed = parsePosition({ ...base, yellow: [7], ...patch });
  if (parsed.ok) throw new Error('expected an error');
  return parsed.error.message;
};

describe('parsePosition', () => {
  it('reads the example of the format, with the defaults', () => {
    const parsed = parsePosition({ ...base, yellow: [4, 7], red: [4] });
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: 'p',
        observer: 0,
        blue: [1, 12],
        yellow: [4, 7],
        red: [4],
        yellowUncertain: null,
        redUncertain: null,
        stars: false,
        stands: [
          {
            owner: 0,
            slots: [
              { kind: 'own', printed: 1 },
              { kind: 'own', printed: 1 },
              // An info token on the observer's own wire: the observer knows it anyway.
              { kind: 'own', printed: 3 },
              { kind: 'own', printed: 3 },
              { kind: 'cut', printed: 5 },
              { kind: 'own', printed: 7.1 },
            ],
          },
          {
            owner: 1,
            slots: [
              { kind: 'hidden' },
              { kind: 'hidden' },
              { kind: 'cut', printed: 6 },
              { kind: 'hidden' },
              { kind: 'info', value: 'yellow' },
              { kind: 'hidden' },
            ],
          },
        ],
        mustHave: [],
        mustNotHave: [],
        standHas: [],
        notAt: [],
        counts: [],
      },
    });
  });

  it('reads every slot token and every fact', () => {
    const parsed = parsePosition({
      observer: 1,
      blue: [2, 9],
      yellow: [3],
      red: [5],
      yellowUncertain: { candidates: [8, 2], keep: 1 },
      redUncertain: { candidates: [1, 9], keep: 1 },
      stars: true,
      stands: [
        { owner: 0, slots: 'S0 ? i2 Y2 k3 kY3 i4 iY R5 kR9 kS13' },
        { owner: 1, slots: '?S0 ?2 ?Y8 ?R9' },
        { owner: 1, slots: '4 ?S13' },
        { owner: 2, slots: '?' },
      ],
      mustHave: [{ player: 0, value: 'yellow' }],
      mustNotHave: [
        { player: 2, value: 'star' },
        { player: 0, value: 9 },
      ],
      standHas: [{ stand: 3, value: 2, has: false }],
      notAt: [{ stand: 0, slot: 1, value: 'star' }],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.value;
    expect(p.id).toBeUndefined();
    expect(p.yellowUncertain).toEqual({ candidates: [2, 8], keep: 1 });
    expect(p.stands[0]!.slots).toEqual([
      { kind: 'cut', printed: 0 },
      { kind: 'hidden' },
      { kind: 'info', value: 2 },
      { kind: 'cut', printed: 2.1 },
      { kind: 'known', printed: 3 },
      { kind: 'known', printed: 3.1 },
      { kind: 'info', value: 4 },
      { kind: 'info', value: 'yellow' },
      { kind: 'cut', printed: 5.5 },
      { kind: 'known', printed: 9.5 },
      { kind: 'known', printed: 13 },
    ]);
    expect(p.stands[1]!.slots).toEqual([
      { kind: 'own', printed: 0 },
      { kind: 'own', printed: 2 },
      { kind: 'own', printed: 8.1 },
      { kind: 'own', printed: 9.5 },
    ]);
    expect(p.mustNotHave).toEqual([
      { player: 2, value: 'star' },
      { player: 0, value: 9 },
    ]);
    expect(p.standHas).toEqual([{ stand: 3, value: 2, has: false }]);
    expect(p.notAt).toEqual([{ stand: 0, slot: 1, value: 'star' }]);
    // Written back and read again, it is the same position.
    expect(parsePosition(formatPosition(p))).toEqual(parsed);
  });

  it('the observer\'s own "X?" is its turned wire (mission 38), which it cannot see', () => {
    const parsed = parsePosition({
      observer: 0,
      blue: [1, 3],
      stands: [
        { owner: 0, slots: '?1 ?2 X?' },
        { owner: 1, slots: '? ? ? ? ? ? ? ? ?' },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.stands[0]!.slots[2]).toEqual({ kind: 'hidden', x: true });
    expect(parsePosition(formatPosition(parsed.value))).toEqual(parsed);
    // "?" without the X mark stays an error on the observer's stands.
    const plain = parsePosition({
      observer: 0,
      blue: [1, 3],
      stands: [{ owner: 0, slots: '?1 ?' }],
    });
    expect(plain.ok).toBe(false);
  });

  it('X wires, even/odd tokens and count tokens (missions 20, 21, 24)', () => {
    const parsed = parsePosition({
      observer: 0,
      blue: [1, 6],
      red: [3],
      stands: [
        { owner: 0, slots: '?2 ?4 ?6 X?1' },
        // An X wire lies outside the sort order: a red 3.5 after a 5, a hidden wire before a 2.
        { owner: 1, slots: '? iE 5 iO XR3' },
        { owner: 2, slots: '? 1 X? 2' },
        { owner: 3, slots: 'Xi4 Xk6' },
      ],
      counts: [
        { stand: 1, slot: 2, count: 2 },
        { stand: 2, slot: 0, count: 4 },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const p = parsed.value;
    expect(p.stands.map((s) => s.slots)).toEqual([
      [
        { kind: 'own', printed: 2 },
        { kind: 'own', printed: 4 },
        { kind: 'own', printed: 6 },
        { kind: 'own', printed: 1, x: true },
      ],
      [
        { kind: 'hidden' },
        { kind: 'parity', parity: 'even' },
        { kind: 'cut', printed: 5 },
        { kind: 'parity', parity: 'odd' },
        { kind: 'cut', printed: 3.5, x: true },
      ],
      [
        { kind: 'hidden' },
        { kind: 'cut', printed: 1 },
        { kind: 'hidden', x: true },
        { kind: 'cut', printed: 2 },
      ],
      [
        { kind: 'info', value: 4, x: true },
        { kind: 'known', printed: 6, x: true },
      ],
    ]);
    expect(p.counts).toEqual([
      { stand: 1, slot: 2, count: 2 },
      { stand: 2, slot: 0, count: 4 },
    ]);
    expect(parsePosition(formatPosition(p))).toEqual(parsed);
  });

  it('standHas "red": where the reds were dealt, only with red wires in play', () => {
    const facts = [{ stand: 1, value: 'red', has: false }];
    const parsed = parsePosition({ ...base, yellow: [7], red: [4], standHas: facts });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.standHas).toEqual(facts);
    expect(formatPosition(parsed.value).standHas).toEqual(facts);
  });

  it('notAt "red": a false token’s wire is not red (mission 17), only with red wires in play', () => {
    const facts = [{ stand: 1, slot: 0, value: 'red' }];
    const parsed = parsePosition({ ...base, yellow: [7], red: [4], notAt: facts });
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.notAt).toEqual(facts);
    expect(formatPosition(parsed.value).notAt).toEqual(facts);
    expect(errorOf({ notAt: [{ stand: 1, slot: 0, value: 'blue' }], red: [4] })).toBe(
      'position "p" (#0), notAt[0].value: must be a blue value in play, "yellow", "star" or "red".',
    );
  });

  it('99 is a spectator: no stand is the observer’s', () => {
    const parsed = parsePosition({ observer: 99, stands: [{ owner: 0, slots: '? 4' }] });
    expect(parsed.ok && parsed.value.observer).toBeNull();
    expect(errorOf({ observer: 99 })).toBe(
      'position "p" (#0), stands[0].slots, token "?1": a spectator has no wires of its own ("?N" tokens).',
    );
  });

  it.each([
    [{ observer: 3 }, 'observer: seat 3 owns no stand (use 99 for a spectator).'],
    [{ observer: '0' }, 'observer: must be a seat number, or 99 for a spectator.'],
    [{ blue: [3, 2] }, 'blue: must be [low, high] with 1 <= low <= high <= 12.'],
    [{ blue: [1, 4] }, 'stands[0].slots, token "5": blue 5 is not in play (see "blue").'],
    [{ yellow: [7, 7] }, 'yellow: lists 7 twice.'],
    [{ yellow: [12] }, 'yellow: must be an array of base numbers 1-11.'],
    [
      { yellow: [] },
      'stands[0].slots, token "?Y7": yellow 7 is not in "yellow" or "yellowUncertain".',
    ],
    [
      { yellowUncertain: { candidates: [7, 8], keep: 1 } },
      'yellowUncertain.candidates: 7 is also listed as certainly in play.',
    ],
    [
      { redUncertain: { candidates: [1, 2], keep: 3 } },
      'redUncertain.keep: must be an integer 0-2.',
    ],
    [{ stars: 'yes' }, 'stars: must be true or false.'],
    [{ stands: [] }, 'stands: must be a non-empty array of { "owner", "slots" }.'],
    [{ stands: [{ owner: 0, slots: '' }] }, 'stands[0].slots: a stand has at least one slot.'],
    [{ stands: [{ owner: 0, slots: '?1 ?x' }] }, 'stands[0].slots, token "?x": not a slot token.'],
    [
      { stands: [{ owner: 0, slots: '?' }] },
      'stands[0].slots, token "?": the observer knows its own wires: write "?N", "?YN" or "?RN".',
    ],
    [
      { stands: [{ owner: 0, slots: 'iY' }] },
      'stands[0].slots, token "iY": the observer knows which yellow wire it holds: write "?YN".',
    ],
    [
      { stands: [{ owner: 0, slots: 'k4' }] },
      'stands[0].slots, token "k4": the observer\'s own wires are written "?N".',
    ],
    [
      { stands: [base.stands[0], { owner: 1, slots: '?4' }] },
      'stands[1].slots, token "?4": "?N" tokens are for the observer\'s own stands; write "?" here.',
    ],
    [
      { stands: [{ owner: 0, slots: '?S0' }] },
      'stands[0].slots, token "?S0": star wires are not in play (set "stars": true).',
    ],
    [
      { stands: [{ owner: 0, slots: '?5 ?3' }] },
      'stands[0].slots, token "?3": slot 1 (3) comes after "?5": a stand is sorted.',
    ],
    [
      { stands: [{ owner: 0, slots: '?1 iY7' }] },
      'stands[0].slots, token "iY7": info tokens are "iN" (blue), "iY" (yellow), "iE" or "iO" (even, odd).',
    ],
    [{ stands: [{ owner: 0, slots: '?1 X' }] }, 'stands[0].slots, token "X": not a slot token.'],
    [{ stands: [{ owner: 0, slots: '?1 Xk' }] }, 'stands[0].slots, token "Xk": not a slot token.'],
    [
      { stands: [{ owner: 0, slots: '?1 XX?2' }] },
      'stands[0].slots, token "XX?2": not a slot token.',
    ],
    [
      { stands: [{ owner: 0, slots: '?1 ?iE' }] },
      'stands[0].slots, token "?iE": not a slot token.',
    ],
    [
      { stands: [{ owner: 0, slots: '?1 iO' }] },
      'stands[0].slots, token "iO": the observer knows its own wires: write "?N".',
    ],
    [{ counts: [{ stand: 1, slot: 0, count: 5 }] }, 'counts[0].count: must be 1, 2, 3 or 4.'],
    [
      { counts: [{ stand: 1, slot: 6, count: 1 }] },
      'counts[0].slot: must be a slot index 0-5 of stand 1.',
    ],
    [{ counts: [{ stand: 1, slot: 0 }] }, 'counts[0].count: must be 1, 2, 3 or 4.'],
    [
      {
        stands: [
          { owner: 0, slots: '?1' },
          { owner: 1, slots: '?' },
          { owner: 0, slots: '?2' },
        ],
      },
      'stands[2].owner: the stands of seat 0 must be consecutive.',
    ],
    [{ mustHave: [{ player: 5, value: 3 }] }, 'mustHave[0].player: must be the owner of a stand.'],
    [
      { mustNotHave: [{ player: 1, value: 'red' }] },
      'mustNotHave[0].value: must be a blue value in play, "yellow" or "star".',
    ],
    [
      { standHas: [{ stand: 2, value: 3, has: true }] },
      'standHas[0].stand: must be a stand index 0-1.',
    ],
    [{ standHas: [{ stand: 1, value: 3 }] }, 'standHas[0].has: must be true or false.'],
    [
      { standHas: [{ stand: 1, value: 'red', has: true }] },
      'standHas[0].value: must be a blue value in play (1-12) or "yellow".',
    ],
    [
      { notAt: [{ stand: 1, slot: 0, value: 'red' }] },
      'notAt[0].value: must be a blue value in play, "yellow" or "star".',
    ],
    [
      { notAt: [{ stand: 1, slot: 6, value: 3 }] },
      'notAt[0].slot: must be a slot index 0-5 of stand 1.',
    ],
  ])('%j is rejected with a message naming the field and token', (patch, message) => {
    expect(errorOf(patch)).toBe(`position "p" (#0), ${message}`);
  });
});

describe('parsePositionFile', () => {
  it('reads one object or an array, and names the position at fault by index and id', () => {
    const one = parsePositionFile({ ...base, yellow: [7] });
    expect(one.ok && one.value.length).toBe(1);
    const many = parsePositionFile([
      { ...base, yellow: [7] },
      { ...base, id: 'q', yellow: [7] },
    ]);
    expect(many.ok && many.value.map((p) => p.id)).toEqual(['p', 'q']);
    expect(
      parsePositionFile([
        { ...base, yellow: [7] },
        { ...base, id: 'bad' },
      ]),
    ).toEqual({
      ok: false,
      error: {
        position: 1,
        id: 'bad',
        field: 'stands[0].slots',
        token: '?Y7',
        message:
          'position "bad" (#1), stands[0].slots, token "?Y7": yellow 7 is not in "yellow" or "yellowUncertain".',
      },
    });
    const noId = parsePositionFile([42]);
    expect(!noId.ok && noId.error.message).toBe('position #0: a position is a JSON object.');
    expect(parsePositionFile([]).ok).toBe(false);
    const unknown = parsePositionFile({ ...base, yellow: [7], colour: 'red' });
    expect(!unknown.ok && unknown.error.message).toBe(
      'position "p" (#0): unknown field(s) "colour".',
    );
  });
});

describe('parsePositionFile on arbitrary input', () => {
  it('never throws: any JSON value is a position list or an error', () => {
    const slotsText = fc
      .array(
        fc.constantFrom(
          '?',
          '?3',
          '3',
          'i3',
          'iY',
          'iE',
          'k3',
          'Y7',
          '?Y7',
          'R2',
          'S0',
          'x',
          'X?',
          'X3',
          'Xi',
          '?S13',
        ),
      )
      .map((t) => t.join(' '));
    const nearlyPosition = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        observer: fc.oneof(fc.constantFrom(0, 1, 99), fc.jsonValue()),
        blue: fc.oneof(fc.tuple(fc.integer(), fc.integer()), fc.jsonValue()),
        yellow: fc.oneof(fc.array(fc.integer({ min: 0, max: 12 })), fc.jsonValue()),
        yellowUncertain: fc.oneof(
          fc.record({ candidates: fc.array(fc.integer()), keep: fc.integer() }),
          fc.jsonValue(),
        ),
        stars: fc.jsonValue(),
        stands: fc.oneof(
          fc.array(fc.record({ owner: fc.integer({ min: -1, max: 3 }), slots: slotsText })),
          fc.jsonValue(),
        ),
        mustHave: fc.oneof(fc.array(fc.record({ player: fc.jsonValue(), value: fc.jsonValue() }))),
        notAt: fc.array(fc.dictionary(fc.constantFrom('stand', 'slot', 'value'), fc.jsonValue())),
        counts: fc.array(fc.dictionary(fc.constantFrom('stand', 'slot', 'count'), fc.jsonValue())),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearlyPosition, fc.array(nearlyPosition)), (json) => {
        const parsed = parsePositionFile(json);
        if (!parsed.ok) expect(parsed.error.message).toMatch(/^(position |A position file)/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('docs/position-format.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../../docs/position-format.md'), 'utf8');
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

  it('every example position parses, and solves to the output printed after it', () => {
    const outputs = new Map(blocks.filter((b) => 'status' in b).map((b) => [b.id, b]));
    const inputs = blocks.filter((b) => 'stands' in b);
    expect(inputs.map((b) => b.id)).toEqual(['table 1, turn 7', 'box 2', 'worked example']);
    for (const input of inputs) {
      const parsed = parsePositionFile(input);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const solution = solve(parsed.value[0]!, { exact: true });
      const printed = outputs.get(input.id) as { totalWeight: string; marginals: unknown };
      expect(String(solution.totalWeight)).toBe(printed.totalWeight);
      const rounded = solution.marginals.map((m) => ({
        ...m,
        probs: Object.fromEntries(
          Object.entries(m.probs).map(([k, p]) => [k, Math.round(p * 1e12) / 1e12]),
        ),
      }));
      expect(rounded).toEqual(printed.marginals);
    }
  });
});
