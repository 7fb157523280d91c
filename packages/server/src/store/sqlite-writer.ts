/**
 * The SQLite store's writer thread (started by sqlite.ts through sqlite-writer-thread.js). It holds
 * the only writing connection of the store and group-commits: whenever it is free it takes every
 * request that arrived meanwhile and runs them in one transaction (one fsync for all), each in
 * its own savepoint so that a failing request is rolled back and answered alone. Answers are sent
 * after the COMMIT, so an acknowledged write is durable.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect, errorInfo, writes } from './sqlite-queries.js';
import type { Db, WriteOutcome, WriterMessage, WriterPost } from './sqlite-queries.js';

type Request = Extract<WriterMessage, { id: number }>;

const failed = (id: number, error: unknown): WriteOutcome => ({ id, error: errorInfo(error) });

function run(db: Db, request: Request): unknown {
  const write = writes[request.op] as (db: Db, ...args: readonly unknown[]) => unknown;
  return write(db, ...request.args);
}

function runInSavepoint(db: Db, request: Request): WriteOutcome {
  db.exec('SAVEPOINT request');
  try {
    const value = run(db, request);
    db.exec('RELEASE request');
    return { id: request.id, value };
  } catch (error) {
    // Some errors (a full disk, I/O) make SQLite roll the whole transaction back: the batch fails.
    if (!db.inTransaction) throw error;
    db.exec('ROLLBACK TO request');
    db.exec('RELEASE request');
    return failed(request.id, error);
  }
}

function runBatch(db: Db, batch: readonly Request[]): WriteOutcome[] {
  try {
    db.exec('BEGIN IMMEDIATE');
    const outcomes = batch.map((request) => runInSavepoint(db, request));
    db.exec('COMMIT');
    return outcomes;
  } catch (error) {
    // The lock was not taken, the commit failed or the transaction is gone: nothing was stored.
    if (db.inTransaction) db.exec('ROLLBACK');
    return batch.map((request) => failed(request.id, error));
  }
}

function serve(port: NonNullable<typeof parentPort>, file: string): void {
  const db = connect(file, 'writer');
  let waiting: Request[] = [];
  let closing = false;
  let scheduled = false;

  // Runs after the port has delivered every message that arrived while the last batch ran.
  const flush = (): void => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) port.postMessage(runBatch(db, batch));
    if (closing) {
      db.close();
      port.close();
    }
  };

  port.on('message', (messages: WriterPost) => {
    for (const message of messages) {
      if (message.op === 'close') closing = true;
      else waiting.push(message);
    }
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
}

if (!parentPort) throw new Error('The SQLite writer runs in a worker thread');
serve(parentPort, (workerData as { file: string }).file);
