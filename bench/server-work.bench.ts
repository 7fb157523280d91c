/**
 * The engine's work per acknowledged action on the server, away from sockets and load: seeded
 * games (the load generator's policy, bench/server/load.ts: a certain cut if any, else a random
 * legal action) are recorded, then replayed as a room replays an action: `applyAction`,
 * `viewChanges`, for each seat its events (`viewEventsFor`) and, if it may act, its menu
 * (`legalMenu`), each seat's `update` serialised. CPU time of this thread per action, best of
 * `--runs`, and the garbage collector's time per action in that run. Steadier than
 * `bench:server` on a busy machine: compare old and new code in alternated runs.
 *
 * `--actions N` replays only the first N actions of each game: bench:server's tables at a think
 * time of 2 s play about that many in its 30 s (its games are young: larger hands, larger menus).
 *
 *   npx tsx bench/server-work.bench.ts [--games 300 --mission 4 --players 4 --runs 5 --actions 500]
 */
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  applyAction,
  createGame,
  expandMenu,
  legalMenu,
  seatsWithMenus,
  viewChanges,
  viewEventsFor,
  viewFor,
  type Action,
  type GameState,
} from '@bomb-busters/engine';
import { seeded } from './seeded.js';
import { pickAction } from './server/load.js';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    mission: { type: 'string', default: '4' },
    players: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
    actions: { type: 'string', default: '500' },
  },
});
const mission = /^\d+$/.test(args.mission) ? Number(args.mission) : args.mission;
const players = Number(args.players);

interface Game {
  readonly start: GameState;
  readonly actions: readonly Action[];
}

const isOver = (s: GameState) => s.status === 'won' || s.status === 'lost';

/** One game played by the load generator's policy, every seat from its own view and menu. */
function record(seed: number): Game {
  const made = createGame({ mission: mission as never, players, seed: `work-${seed}` });
  if (!made.ok) throw new Error(made.error.message);
  const rnd = seeded(seed);
  const actions: Action[] = [];
  let state = made.value;
  while (!isOver(state) && actions.length < Number(args.actions)) {
    const seat = seatsWithMenus(state).find((s) => expandMenu(legalMenu(state, s)).length > 0);
    if (seat === undefined) break;
    const action = pickAction(viewFor(state, seat), expandMenu(legalMenu(state, seat)), rnd);
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    actions.push(action);
    state = applied.value.state;
  }
  return { start: made.value, actions };
}

/** A room's work for each action of `game` (room.ts: apply, broadcastState, each seat's update). */
function replay(game: Game): number {
  let state = game.start;
  let bytes = 0;
  for (const action of game.actions) {
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    const after = applied.value.state;
    const changes = viewChanges(state, after, applied.value.events);
    const menus = seatsWithMenus(after);
    for (let seat = 0; seat < after.hands.length; seat++) {
      const message = {
        type: 'update',
        version: after.version,
        ...(changes
          ? { from: changes.from, events: viewEventsFor(changes, seat) }
          : { view: viewFor(after, seat) }),
        ...(menus.includes(seat) ? { legal: legalMenu(after, seat) } : {}),
      };
      bytes += JSON.stringify(message).length;
    }
    state = after;
  }
  return bytes;
}

const games = Array.from({ length: Number(args.games) }, (_, i) => record(i + 1));
const actions = games.reduce((n, g) => n + g.actions.length, 0);
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ['gc'] });
/** The observer reports a while after the run's synchronous work (a timer's wait). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

let best = { cpu: Infinity, gc: 0 };
let bytes = 0;
for (let run = 0; run < Number(args.runs); run++) {
  await settled();
  gcMs = 0;
  const cpu = process.cpuUsage();
  bytes = games.reduce((n, g) => n + replay(g), 0);
  const used = process.cpuUsage(cpu);
  await settled();
  const us = (used.user + used.system) / actions;
  if (us < best.cpu) best = { cpu: us, gc: (gcMs * 1000) / actions };
}
console.log(
  `${games.length} games of mission ${mission}, ${players} seats, ${actions} actions; per action (best of ${args.runs}): ` +
    `${best.cpu.toFixed(1)} µs CPU (GC ${best.gc.toFixed(1)} µs of it), ` +
    `${(bytes / actions / players).toFixed(0)} bytes per seat (${performance.now().toFixed(0)} ms in all)`,
);
