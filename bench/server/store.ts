/** The benchmark's stores: a temp SQLite file or a fresh schema of a local PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresStore, openSqliteStore, type GameStore } from '@bomb-busters/server';

export interface StoreOptions {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the SQLite temp folder goes. */
  readonly sqliteDir: string;
  /** The PostgreSQL database in which a schema is created (on 127.0.0.1 only). */
  readonly databaseUrl: string;
  /**
   * A schema made by `sharedSchema` that several nodes use: the store opens it and leaves it
   * (the one who made it drops it). Without it the store makes its own schema.
   */
  readonly schema?: string;
}

export interface BenchStore {
  readonly store: GameStore;
  readonly label: string;
  /** Remove the file or drop the schema (after the store is closed). */
  dispose(): Promise<void>;
}

function localHost(databaseUrl: string): void {
  const host = new URL(databaseUrl).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error('The benchmark only talks to a PostgreSQL on 127.0.0.1.');
}

async function admin(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh schema for the nodes of one run, and how to drop it once they are closed. */
export async function sharedSchema(databaseUrl: string) {
  localHost(databaseUrl);
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(databaseUrl, `CREATE SCHEMA ${schema}`);
  return { schema, drop: () => admin(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/** A store for one server of this run, and how to throw it away afterwards. */
export async function benchStore(o: StoreOptions): Promise<BenchStore> {
  if (o.kind === 'sqlite') {
    const dir = await mkdtemp(join(o.sqliteDir, 'bb-bench-'));
    const store = openSqliteStore(join(dir, 'bench.sqlite'));
    return {
      store,
      label: `SQLite (temp file in ${o.sqliteDir})`,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const own = o.schema === undefined ? await sharedSchema(o.databaseUrl) : null;
  const schema = own?.schema ?? o.schema;
  const url = new URL(o.databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    store: openPostgresStore(url.toString()),
    label: `PostgreSQL (schema ${schema} at ${url.host}${url.pathname})`,
    dispose: () => own?.drop() ?? Promise.resolve(),
  };
}
