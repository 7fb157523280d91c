/**
 * The default store: one SQLite file (better-sqlite3, WAL). Every write runs in a dedicated
 * writer thread (sqlite-writer.ts) that group-commits with `synchronous = FULL`: a write resolves
 * once its batch is committed and durable, and the event loop never waits for a disk sync. Reads
 * run on the main thread's own connection (WAL lets them run while the writer writes) and see
 * every write that has resolved. Writes of one store run in the order they were made.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ASLEEP, AWAKE, connect, errorInfo, reads } from './sqlite-queries.js';
import type {
  ErrorInfo,
  WriteArgs,
  WriteOp,
  WriteOutcome,
  WriteResult,
  WriterMessage,
  WriterPost,
} from './sqlite-queries.js';
import type { GameStore } from './types.js';

/** Writes waiting for the writer thread, at most; past it a write is refused. */
export const MAX_WAITING_WRITES = 10_000;

interface Writer {
  write<K extends WriteOp>(op: K, ...args: WriteArgs<K>): Promise<WriteResult<K>>;
  /** Finishes the writes already made, then stops the thread. */
  close(): Promise<void>;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

function toError({ message, code }: ErrorInfo): Error {
  return Object.assign(new Error(message), code !== undefined ? { code } : {});
}

/** Starts the writer thread of `file`. If it dies, pending and later writes are rejected. */
function startWriter(file: string): Writer {
  const doorbell = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./sqlite-writer-thread.js', import.meta.url), {
    workerData: { file, doorbell },
  });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let stopped: Error | null = null;
  let closing: Promise<void> | null = null;

  // The thread keeps the process alive only while it has work: an idle store does not.
  worker.unref();
  const settled = (id: number): Waiting | undefined => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0 && !closing) worker.unref();
    return entry;
  };

  // An uncaught error in the thread is reported just before its exit.
  let failure: unknown;
  worker.on('error', (error) => (failure = error));
  worker.on('message', (outcomes: WriteOutcome[]) => {
    for (const outcome of outcomes) {
      const entry = settled(outcome.id);
      if ('error' in outcome) entry?.reject(toError(outcome.error));
      else entry?.resolve(outcome.value);
    }
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      const reason = failure === undefined ? '' : `: ${errorInfo(failure).message}`;
      stopped = new Error(`The SQLite writer thread stopped${reason}`, { cause: failure });
      for (const entry of waiting.values()) entry.reject(stopped);
      waiting.clear();
      resolve();
    }),
  );

  // The writes of one turn of the loop go in one message: a postMessage costs the event loop far
  // more than the copy of one more write, and the thread commits them in one batch anyway.
  let outbox: WriterMessage[] = [];
  const post = (): void => {
    const messages = outbox;
    outbox = [];
    worker.postMessage(messages satisfies WriterPost);
    // The thread sleeps after a quiet while (sqlite-writer.ts): wake it.
    if (Atomics.load(doorbell, 0) === ASLEEP) {
      Atomics.store(doorbell, 0, AWAKE);
      Atomics.notify(doorbell, 0);
    }
  };
  const send = (message: WriterMessage): void => {
    if (outbox.push(message) === 1) setImmediate(post);
  };

  return {
    write: (op, ...args) =>
      new Promise((resolve, reject) => {
        if (closing) return reject(new Error('The SQLite store is closed'));
        if (stopped) return reject(stopped);
        if (waiting.size >= MAX_WAITING_WRITES) {
          return reject(new Error(`${MAX_WAITING_WRITES} writes are already waiting for SQLite`));
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        send({ id, op, args });
      }),

    close: () => {
      if (!closing) {
        worker.ref();
        // After every write already sent: the writer commits them, then closes its connection.
        if (!stopped) send({ op: 'close' });
        closing = exited;
      }
      return closing;
    },
  };
}

/** A promise of synchronous work: its value, or its exception as a rejection. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function openSqliteStore(file: string): GameStore {
  // A memory database is private to one connection, and this store has two (one per thread).
  if (file === ':memory:') throw new Error('The SQLite store needs a file, not :memory:');
  mkdirSync(dirname(file), { recursive: true });
  const db = connect(file, 'reader');
  const writer = startWriter(file);

  return {
    migrate: () => writer.write('migrate'),
    createRoom: (room) => writer.write('createRoom', room),
    updateRoom: (id, change) => writer.write('updateRoom', id, change),
    claimSeat: (id, seat, tokenHash, name) => writer.write('claimSeat', id, seat, tokenHash, name),
    setSeatIfOpen: (id, seat) => writer.write('setSeatIfOpen', id, seat),
    startRoom: (id, seats, setup) => writer.write('startRoom', id, seats, setup),
    nextGame: (id, fromGame, setup) => writer.write('nextGame', id, fromGame, setup),
    append: (roomId, entry, game = 1) => writer.write('append', roomId, entry, game),
    saveSnapshot: (roomId, snapshot, game = 1) =>
      writer.write('saveSnapshot', roomId, snapshot, game),
    setNote: (roomId, game, seat, wire, note, version) =>
      writer.write('setNote', roomId, game, seat, wire, note, version),
    dropNotes: (roomId, game, wires, version) =>
      writer.write('dropNotes', roomId, game, wires, version),

    getRoom: (id) => settle(() => reads.getRoom(db, id)),
    listOpenRooms: (limit, since) => settle(() => reads.listOpenRooms(db, limit, since)),
    countOpenRooms: (creator, since) => settle(() => reads.countOpenRooms(db, creator, since)),
    addressSecret: () => settle(() => reads.addressSecret(db)),
    listPlayingRooms: () => settle(() => reads.listPlayingRooms(db)),
    historyForToken: (tokenHash, limit) =>
      settle(() => reads.historyForToken(db, tokenHash, limit)),
    entries: (roomId, afterSeq = 0, game = 1) =>
      settle(() => reads.entries(db, roomId, afterSeq, game)),
    latestSnapshot: (roomId, game = 1) => settle(() => reads.latestSnapshot(db, roomId, game)),
    notes: (roomId, game, seat) => settle(() => reads.notes(db, roomId, game, seat)),

    close: async () => {
      await writer.close();
      if (db.open) db.close();
    },
  };
}
