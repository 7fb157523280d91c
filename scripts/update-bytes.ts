/**
 * Bytes sent per action per seat, before and after view events (issue 25), on the recorded games
 * of examples/: for every action of every game and every viewer (each seat and a spectator), the
 * `update` the server sent before (the whole view without its log, the events, each seat's menu)
 * against the one it sends now (`from`, `viewEventsFor`, a menu only for `seatsWithMenus`; a whole
 * view at the game's end). Also the time to build and serialise them, best of `--runs`, in one
 * process (a noisy machine: compare the two columns of one run, not runs of different days).
 *
 *   npx tsx scripts/update-bytes.ts [--runs 5]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  applyAction,
  createGame,
  EMPTY_MENU,
  eventsFor,
  legalMenu,
  seatsWithMenus,
  viewChanges,
  viewEventsFor,
  viewFor,
  type GameEvent,
  type GameRecord,
  type GameState,
  type Viewer,
} from '@bomb-busters/engine';

interface Step {
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

const isOver = (s: GameState) => s.status === 'won' || s.status === 'lost';
const viewersOf = (s: GameState): Viewer[] => [...s.hands.keys(), 'spectator'];

/** Every action of every example game, with the states around it. */
function steps(): Step[] {
  const dir = join(import.meta.dirname, '../examples');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as GameRecord;
      const created = createGame(record);
      if (!created.ok) throw new Error(`${file}: ${created.error.code}`);
      let state = created.value;
      return record.actions.map((action) => {
        const applied = applyAction(state, action);
        if (!applied.ok) throw new Error(`${file}: ${applied.error.code}`);
        const step = { before: state, after: applied.value.state, events: applied.value.events };
        state = applied.value.state;
        return step;
      });
    });
}

/** Today's update before this change: a whole view (its log empty but at the end) and every seat's menu. */
function before({ after, events }: Step): string[] {
  const over = isOver(after);
  return viewersOf(after).map((viewer) =>
    JSON.stringify({
      type: 'update',
      version: after.version,
      view: viewFor(over ? after : { ...after, log: [] }, viewer),
      events: eventsFor(events, viewer, over),
      legal: viewer === 'spectator' ? EMPTY_MENU : legalMenu(after, viewer),
    }),
  );
}

/** The update now: what changed, and a menu only for a seat that may act. */
function now({ before, after, events }: Step): string[] {
  const changes = viewChanges(before, after, events);
  const menus = seatsWithMenus(after);
  return viewersOf(after).map((viewer) =>
    JSON.stringify({
      type: 'update',
      version: after.version,
      ...(changes
        ? { from: changes.from, events: viewEventsFor(changes, viewer) }
        : { view: viewFor(after, viewer), events: [] }),
      ...(viewer !== 'spectator' && menus.includes(viewer)
        ? { legal: legalMenu(after, viewer) }
        : {}),
    }),
  );
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

function stats(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return { mean: Math.round(mean), p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** Milliseconds to build and serialise every step's messages, best of `runs`. */
function timed(all: readonly Step[], build: (s: Step) => string[], runs: number): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    for (const s of all) build(s);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const all = steps();
const old = all.flatMap((s) => before(s).map(bytes));
const fresh = all.flatMap((s) => now(s).map(bytes));
const tOld = timed(all, before, runs);
const tNew = timed(all, now, runs);
console.log(
  `${all.length} actions of ${readdirSync(join(import.meta.dirname, '../examples')).filter((f) => f.endsWith('.json')).length} example games, ${old.length} messages (each seat and a spectator)`,
);
console.log('bytes per action per viewer  before', stats(old));
console.log('bytes per action per viewer  now   ', stats(fresh));
console.log(
  `build + JSON per action (all viewers), best of ${runs}: before ${((tOld / all.length) * 1000).toFixed(0)} µs, now ${((tNew / all.length) * 1000).toFixed(0)} µs`,
);
