/** Shared by the tests that need a real PostgreSQL: a fresh schema per run, and record replay. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import {
  applyAction,
  applyViewEvents,
  createGame,
  eventsFor,
  gameEventsOf,
  viewFor,
  type GameEvent,
  type GameRecord,
  type GameState,
  type SeatView,
} from '@bomb-busters/engine';
import type { ServerMessage } from '../src/messages.js';

export const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const skipPostgres = process.env.SKIP_POSTGRES === '1';

/** A schema of its own for one test file: its URL and a way to run admin SQL on the server. */
export function freshSchema(prefix: string) {
  const schema = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = (): string => {
    const u = new URL(baseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    return u.toString();
  };
  return { schema, url, admin };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(baseUrl);
    if (where.password) where.password = '***';
    throw new Error(
      `PostgreSQL is not reachable at ${where.toString()} (${String(error)}). Start it, set ` +
        'DATABASE_URL, or set SKIP_POSTGRES=1 to skip the PostgreSQL tests.',
      { cause: error },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** The state after each version of a record (index = version) and the events of each action. */
export function statesOf(record: GameRecord): { states: GameState[]; events: GameEvent[][] } {
  const created = createGame(record);
  if (!created.ok) throw new Error(created.error.code);
  const states = [created.value];
  const events: GameEvent[][] = [[]];
  for (const action of record.actions) {
    const applied = applyAction(states[states.length - 1] as GameState, action);
    if (!applied.ok) throw new Error(applied.error.code);
    states.push(applied.value.state);
    events.push([...applied.value.events]);
  }
  return { states, events };
}

/**
 * Every view a socket of `seat` held, whole or built from an update's changes, is exactly what
 * the engine gives that seat at that version, and every update's game events are the seat's
 * filtered events since the last: never another seat's hidden wires, whichever node sent it.
 * Returns how many updates were checked.
 */
export function expectOnlyOwnInformation(
  messages: readonly ServerMessage[],
  seat: number,
  states: readonly GameState[],
  events: readonly GameEvent[][],
): number {
  let held: SeatView | null = null;
  let updates = 0;
  for (const m of messages) {
    if (m.type === 'joined' && m.view) {
      expect(m.view).toEqual(json(viewFor(states[m.view.version] as GameState, seat)));
      held = m.view;
    }
    if (m.type !== 'update') continue;
    updates++;
    const state = states[m.version] as GameState;
    const overNow = state.status === 'won' || state.status === 'lost';
    if (m.view) held = m.view;
    else {
      // A change follows the held view: no gap in these runs.
      expect(m.from).toBe(held?.version);
      const between = events.slice((m.from ?? 0) + 1, m.version + 1).flat();
      expect(gameEventsOf(m.events)).toEqual(json(eventsFor(between, seat, overNow)));
      held = applyViewEvents(held as SeatView, m.events, m.version);
    }
    expect(held).toEqual(json(viewFor(state, seat)));
  }
  return updates;
}
