/**
 * Private notes on wires, end to end through a real server (SQLite file, WebSocket): a seat's
 * notes reach only its own sockets, come back after a reconnect, end when their wire is cut, and
 * every refused note (own wire, bad mark, long text, spectator, limits) changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameRef, type WireRef } from '@bomb-busters/engine';
import { NotesResponseSchema, type NotesMessage } from '@bomb-busters/protocol';
import type { ServerMessage } from '../src/messages.js';
import {
  Client,
  http,
  placeSetupTokens,
  startedRoom,
  startTestServer,
  withServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isNotes = (m: ServerMessage): m is NotesMessage => m.type === 'notes';
const nextNotes = async (c: Client) => (await c.next(isNotes)) as NotesMessage;
const nextError = (c: Client) => c.next((m) => m.type === 'error');
const note = (wire: WireRef, text: string, marks: unknown[] = []) => ({
  type: 'note',
  wire,
  marks,
  text,
});

/** A started two-person table, both seats and a spectator joined, setup tokens placed. */
async function table(s: TestServer) {
  const room = await startedRoom(s.base, ['person', 'person']);
  const a = await Client.join(s.ws, room.id, room.tokens.get(0));
  const b = await Client.join(s.ws, room.id, room.tokens.get(1));
  const watcher = await Client.join(s.ws, room.id, undefined, 'Eve');
  // Each seat hears its notes after joining: none yet.
  expect((await nextNotes(a)).notes).toEqual([]);
  expect((await nextNotes(b)).notes).toEqual([]);
  await placeSetupTokens([a, b]);
  return { room, a, b, watcher };
}

const notesOf = (base: string, room: string, game: number, token: string) =>
  http(base, 'POST', `/api/rooms/${room}/games/${game}/notes`, { token });

describe('notes on wires', () => {
  it('reach only their seat, come back on reconnect and in the seat’s replay notes', async () => {
    const { room, a, b, watcher } = await table(server);
    const wire = { seat: 1, stand: 0, index: 3 };
    a.send(note(wire, '  maybe the 7  ', [{ kind: 'not', value: 5 }, { kind: 'unsure' }]));
    const set = await nextNotes(a);
    expect(set.game).toBe(1);
    expect(set.notes).toEqual([
      {
        wire,
        marks: [{ kind: 'not', value: 5 }, { kind: 'unsure' }],
        text: 'maybe the 7',
        version: a.view?.version,
      },
    ]);
    // Replaced, not added: one note per wire.
    a.send(note(wire, '', [{ kind: 'either', values: [6, 7] }]));
    expect((await nextNotes(a)).notes).toMatchObject([
      { wire, text: '', marks: [{ kind: 'either' }] },
    ]);

    // A reconnecting socket of the seat gets them back after `joined`; others never.
    const again = await Client.join(server.ws, room.id, room.tokens.get(0));
    expect((await nextNotes(again)).notes).toMatchObject([{ wire, marks: [{ values: [6, 7] }] }]);
    await b.act({ type: 'say', seat: 1, text: 'sync' }); // a round trip: anything sent before is in
    await watcher.next((m) => m.type === 'update' && m.events.some((e) => e.type === 'said'));
    for (const other of [b, watcher]) {
      expect(other.messages.filter(isNotes).flatMap((m) => m.notes)).toEqual([]);
      expect(JSON.stringify(other.messages)).not.toMatch(/maybe the 7|"either"/);
    }
    expect(watcher.messages.some(isNotes)).toBe(false);

    // The replay's notes: every version, only for the seat's own token.
    const own = await notesOf(server.base, room.id, 1, room.tokens.get(0) as string);
    expect(own.status).toBe(200);
    const spans = NotesResponseSchema.parse(own.body);
    expect(spans.seat).toBe(0);
    expect(spans.notes).toHaveLength(1); // the first version was replaced at the same version
    const theirs = NotesResponseSchema.parse(
      (await notesOf(server.base, room.id, 1, room.tokens.get(1) as string)).body,
    );
    expect(theirs).toEqual({ seat: 1, notes: [] });
    const stranger = await notesOf(server.base, room.id, 1, 'f'.repeat(32));
    expect(stranger.status).toBe(403);
    expect((await notesOf(server.base, room.id, 2, room.tokens.get(0) as string)).status).toBe(404);

    // Cleared: gone for every socket of the seat.
    a.send({ type: 'clearNote', wire });
    expect((await nextNotes(a)).notes).toEqual([]);
    expect((await nextNotes(again)).notes).toEqual([]);
    for (const c of [a, b, watcher, again]) await c.close();
  });

  it('refuses a note on an own wire, a bad mark, a long text, a spectator: nothing changes', async () => {
    const { room, a, watcher } = await table(server);
    const theirs = { seat: 1, stand: 0, index: 0 };
    a.send(note(theirs, 'kept'));
    await nextNotes(a);
    const refused: [Client, unknown, string][] = [
      [a, note({ seat: 0, stand: 0, index: 0 }, 'mine'), 'BAD_NOTE'],
      [a, note({ seat: 1, stand: 0, index: 60 }, 'no such wire'), 'BAD_NOTE'],
      [a, note(theirs, '', [{ kind: 'not', value: 13 }]), 'BAD_MESSAGE'],
      [a, note(theirs, '', [{ kind: 'either', values: [4, 4] }]), 'BAD_MESSAGE'],
      [a, note(theirs, 'x'.repeat(141)), 'BAD_MESSAGE'],
      [a, note(theirs, '   '), 'BAD_MESSAGE'],
      [a, { ...note(theirs, 'hi'), extra: 1 }, 'BAD_MESSAGE'],
      [watcher, note(theirs, 'spy'), 'NOT_YOUR_SEAT'],
    ];
    for (const [client, message, code] of refused) {
      client.send(message);
      expect(await nextError(client)).toMatchObject({ type: 'error', code });
    }
    const again = await Client.join(server.ws, room.id, room.tokens.get(0));
    expect((await nextNotes(again)).notes).toMatchObject([{ wire: theirs, text: 'kept' }]);
    expect(a.messages.filter(isNotes)).toHaveLength(2);
    for (const c of [a, watcher, again]) await c.close();
  });

  it('holds at most NOTES_PER_SEAT notes and NOTE_CHANGES_PER_SEAT changes', async () => {
    await withServer({ NOTES_PER_SEAT: '2', NOTE_CHANGES_PER_SEAT: '4' }, async (s) => {
      const { a } = await table(s);
      const at = (index: number) => ({ seat: 1, stand: 0, index });
      a.send(note(at(0), 'one'));
      a.send(note(at(1), 'two'));
      await nextNotes(a);
      expect((await nextNotes(a)).notes).toHaveLength(2);
      a.send(note(at(2), 'three'));
      expect(await nextError(a)).toMatchObject({ code: 'TOO_MANY_NOTES' });
      // Replacing a held note is no new note (a change all the same).
      a.send(note(at(1), 'two again'));
      expect((await nextNotes(a)).notes.map((n) => n.text)).toEqual(['one', 'two again']);
      a.send({ type: 'clearNote', wire: at(0) });
      expect((await nextNotes(a)).notes).toHaveLength(1);
      // Four changes kept (the replaced one stood from the same version: it is gone), then no more.
      a.send(note(at(0), 'back'));
      await nextNotes(a);
      a.send(note(at(2), 'over'));
      expect(await nextError(a)).toMatchObject({ code: 'TOO_MANY_NOTES' });
      expect(
        a.messages
          .filter(isNotes)
          .at(-1)
          ?.notes.map((n) => n.text),
      ).toEqual(['two again', 'back']);
      await a.close();
    });
  });

  it('end when their wire is cut, for every seat that held one', async () => {
    const { room, a, b, watcher } = await table(server);
    const view = a.view!;
    // Seat 0 notes every uncut wire of seat 1, seat 1 every uncut wire of seat 0.
    const uncut = (seat: number) =>
      view.stands
        .filter((s) => s.seat === seat)
        .flatMap((s) =>
          s.wires.flatMap((w, index) => (w.cut ? [] : [{ seat, stand: s.stand, index }])),
        );
    for (const [client, seat] of [
      [a, 1],
      [b, 0],
    ] as const) {
      // One at a time, each answer taken: none is left to pass for a later drop.
      for (const wire of uncut(seat)) {
        client.send(note(wire, `w${wire.index}`));
        await nextNotes(client);
      }
    }
    a.play();
    b.play();
    // The first cut wire ends its note: the holder hears its notes without it.
    const cutView = await a.until((v) =>
      v.stands.some((s) => s.wires.some((w) => w.cut) && s.wires.length > 0),
    );
    a.autoplay = b.autoplay = null;
    const holder = cutView.stands.some((s) => s.seat === 1 && s.wires.some((w) => w.cut)) ? a : b;
    const noted = uncut(holder === a ? 1 : 0);
    const dropped = await holder.next((m) => isNotes(m) && m.notes.length < noted.length);
    const standing = (dropped as NotesMessage).notes;
    // The notes that ended are on wires cut by now (a cut wire stays cut).
    const gone = noted.filter((w) => !standing.some((n) => sameRef(n.wire, w)));
    expect(gone.length).toBeGreaterThan(0);
    for (const w of gone) {
      const stand = holder.view!.stands.find((s) => s.seat === w.seat && s.stand === w.stand);
      expect(stand?.wires[w.index]?.cut).toBe(true);
    }
    const token = room.tokens.get(holder === a ? 0 : 1) as string;
    const spans = NotesResponseSchema.parse((await notesOf(server.base, room.id, 1, token)).body);
    expect(spans.notes.some((n) => n.until !== null)).toBe(true);
    expect(watcher.messages.some(isNotes)).toBe(false);
    for (const c of [a, b, watcher]) await c.close();
  });
});
