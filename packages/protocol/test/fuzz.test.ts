import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTION_TYPES,
  CLIENT_MESSAGE_TYPES,
  ClientMessageSchema,
  MAX_MESSAGE_BYTES,
  PROTOCOL_ERROR_CODES,
  ServerMessageSchema,
  checkedMoveMessage,
  encode,
  parseClientMessage,
  parseServerMessage,
  utf8ByteLength,
} from '../src/index.js';

const codes: readonly string[] = PROTOCOL_ERROR_CODES;

/** A parse result is well formed: ok with a message, or a known code and a short message. */
function wellFormed(result: ReturnType<typeof parseClientMessage>): void {
  if (result.ok) {
    expect(CLIENT_MESSAGE_TYPES).toContain(result.message.type);
  } else {
    expect(['BAD_MESSAGE', 'TOO_LARGE']).toContain(result.code);
    expect(codes).toContain(result.code);
    expect(typeof result.message).toBe('string');
    expect(result.message.length).toBeLessThanOrEqual(200);
  }
}

/** Values shaped like client messages, often almost right. */
const nearMessage = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...CLIENT_MESSAGE_TYPES, 'ack', 'JOIN'), fc.string()),
    room: fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.anything()),
    token: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.string(), fc.anything()),
    id: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
    version: fc.oneof(fc.integer(), fc.double(), fc.anything()),
    action: fc.oneof(
      fc.record(
        {
          type: fc.oneof(fc.constantFrom(...ACTION_TYPES), fc.string()),
          seat: fc.oneof(fc.integer({ min: -2, max: 7 }), fc.double(), fc.anything()),
          value: fc.anything(),
          wire: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

describe('fuzzing the message boundary', () => {
  it('random strings never throw and always give a result or a code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (text) => {
          wellFormed(parseClientMessage(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('random JSON never throws', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        wellFormed(parseClientMessage(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('near-valid messages never throw; accepted ones re-encode to an equal message', () => {
    fc.assert(
      fc.property(nearMessage, (value) => {
        let text: string;
        try {
          text = JSON.stringify(value);
        } catch {
          return; // BigInt and the like: not a frame a socket could carry.
        }
        if (text === undefined) return;
        const result = parseClientMessage(text);
        wellFormed(result);
        if (result.ok) expect(parseClientMessage(encode(result.message))).toEqual(result);
      }),
      { numRuns: 3000 },
    );
  });

  it("the hand check of a move's message accepts only what the schema does, as it parses it", () => {
    const agree = (value: unknown) => {
      const checked = checkedMoveMessage(value);
      if (checked === null) return false;
      const parsed = ClientMessageSchema.safeParse(value);
      expect(parsed.success).toBe(true);
      // Keys in the same order too: the log stores the action as JSON.
      expect(JSON.stringify(checked)).toBe(JSON.stringify(parsed.data));
      return true;
    };
    // "proto" stands for "__proto__", put back in the frame's text (a literal would set the prototype).
    const keys = fc.dictionary(
      fc.constantFrom('proto', 'value', 'x', 'seat', 'type'),
      fc.jsonValue(),
    );
    const mostly = <T, U>(valid: fc.Arbitrary<T>, near: fc.Arbitrary<U>) =>
      fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: near });
    /** Move messages, mostly valid, with near misses in every field and keys in any order. */
    const moveMessage = fc.record({
      type: mostly(fc.constant('action'), fc.constant('ping')),
      id: mostly(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/), fc.string({ maxLength: 70 })),
      version: mostly(
        fc.nat(),
        fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double(), fc.constant(2 ** 53)),
      ),
      action: fc.tuple(
        fc.record({
          type: mostly(fc.constantFrom(...ACTION_TYPES), fc.string({ maxLength: 3 })),
          seat: mostly(
            fc.integer({ min: 0, max: 4 }),
            fc.oneof(fc.integer({ min: -1, max: 9 }), fc.double(), fc.jsonValue()),
          ),
        }),
        mostly(fc.constant({}), keys),
        fc.boolean(),
      ),
      extra: keys,
    });
    let accepted = 0;
    fc.assert(
      fc.property(moveMessage, ({ action: [shape, more, first], extra, ...message }) => {
        const action = first ? { ...more, ...shape } : { ...shape, ...more };
        // Through JSON, as a frame comes: an own "__proto__" key stays one.
        const text = JSON.stringify({ ...extra, ...message, action }).replace(
          /"__proto_"/g,
          '"__proto__"',
        );
        if (agree(JSON.parse(text))) accepted++;
      }),
      { numRuns: 3000 },
    );
    // Both ways are taken: the hand check accepts most valid moves.
    expect(accepted).toBeGreaterThan(300);
    const refused = [
      '{"type":"action","id":"a","version":0,"action":{"type":"soloCut","seat":0,"__proto__":{}}}',
      '{"type":"action","id":"a","version":9007199254740992,"action":{"type":"stuck","seat":0}}',
      '{"type":"action","id":"a#b","version":0,"action":{"type":"stuck","seat":0}}',
      '{"type":"action","id":"a","version":0,"action":{"type":"say","seat":0,"text":"hi"}}',
    ];
    for (const text of refused) expect(checkedMoveMessage(JSON.parse(text))).toBeNull();
    expect(
      agree(
        JSON.parse(
          '{"type":"action","id":"a","version":1,"action":{"wire":1,"seat":2,"type":"stuck"}}',
        ),
      ),
    ).toBe(true);
  });

  it('truncated and corrupted valid frames never throw', () => {
    const frame = encode({
      type: 'action',
      id: 'intent-1',
      version: 7,
      action: { type: 'dualCut', seat: 1, value: 4, target: { seat: 0, stand: 0, index: 2 } },
    });
    fc.assert(
      fc.property(
        fc.nat(frame.length),
        fc.nat(frame.length),
        fc.string({ maxLength: 3 }),
        (a, b, junk) => {
          wellFormed(parseClientMessage(frame.slice(0, a)));
          wellFormed(parseClientMessage(frame.slice(0, b) + junk + frame.slice(b + 1)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('oversized frames are TOO_LARGE whatever they contain', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), fc.nat(64), (chunk, limit) => {
        const text = chunk.repeat(Math.ceil((limit + 1) / chunk.length) + 1);
        const result = parseClientMessage(text, limit);
        expect(result).toMatchObject({ ok: false, code: 'TOO_LARGE' });
      }),
      { numRuns: 500 },
    );
    expect(parseClientMessage(' '.repeat(MAX_MESSAGE_BYTES + 1))).toMatchObject({
      code: 'TOO_LARGE',
    });
  });

  it('counts UTF-8 bytes exactly as Node does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(utf8ByteLength(a)).toBe(Buffer.byteLength(a, 'utf8'));
        expect(utf8ByteLength(b)).toBe(Buffer.byteLength(b, 'utf8'));
      }),
      { numRuns: 2000 },
    );
  });

  it('server-side parsing of random JSON never throws either', () => {
    fc.assert(
      fc.property(fc.json(), fc.anything(), (text, value) => {
        const r = parseServerMessage(text);
        if (!r.ok) expect(r.code).toBe('BAD_MESSAGE');
        expect(() => ServerMessageSchema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
