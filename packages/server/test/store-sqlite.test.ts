import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../src/store/sqlite.js';
import { storeContract } from './store.contract.js';

const dir = mkdtempSync(join(tmpdir(), 'bomb-busters-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every instance opens the same file, in a directory that does not exist yet.
const file = join(dir, 'nested', 'data', 'games.sqlite');
storeContract('SQLite', () => Promise.resolve(openSqliteStore(file)));

describe('SQLite store file', () => {
  it('creates its directory, uses WAL with full sync, and is readable by a fresh connection', async () => {
    const path = join(dir, 'fresh', 'store.sqlite');
    const store = openSqliteStore(path);
    await store.migrate();
    await store.createRoom({
      id: 'r1',
      createdAt: '2024-05-01T10:00:00.000Z',
      public: true,
      hostTokenHash: 'h',
      setup: { mission: 1, players: 2 },
      seats: [{ seat: 0, kind: 'person', tokenHash: 'abc' }],
      status: 'playing',
      turnClock: null,
      trainingAid: false,
    });
    expect(
      await store.append('r1', { seq: 1, seat: 0, intentId: 'i1', action: { a: 1 }, at: 't' }),
    ).toEqual({ kind: 'ok' });
    expect(existsSync(path)).toBe(true);

    // A raw connection sees the committed rows while the store is still open (nothing buffered).
    const raw = new Database(path, { readonly: true });
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(raw.prepare('SELECT intent_id FROM game_events WHERE room_id = ?').all('r1')).toEqual([
        { intent_id: 'i1' },
      ]);
      expect(raw.prepare('SELECT token_hash FROM room_seats').all()).toEqual([
        { token_hash: 'abc' },
      ]);
      expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
      ]);
    } finally {
      raw.close();
    }
    await store.close();

    const reopened = openSqliteStore(path);
    await reopened.migrate();
    expect((await reopened.entries('r1')).map((e) => e.intentId)).toEqual(['i1']);
    expect((await reopened.listPlayingRooms()).map((r) => r.id)).toEqual(['r1']);
    await reopened.close();
  });
});
