/**
 * Engine benchmark: plays whole games over every mission and 2-5 players with two policies and
 * prints throughput and memory. No assertions; figures vary with the machine.
 *
 *   npm run bench [-- --rounds 5 --games 2]
 *
 * - random: a uniformly random legal action of any seat (most games end early by the detonator);
 * - sensible: prefers what a cheating oracle knows is safe (successful dual cuts, solo cuts,
 *   answers), so most games are played to the end.
 * applyAction/s times applyAction alone; legalActions/s times each legalActions(state, seat) call;
 * games/s is wall time for whole games (setup, legalActions, policy and applyAction).
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  applyAction,
  createGame,
  gameValueOf,
  legalActions,
  MISSION_IDS,
  missionDrawsCaptain,
  type Action,
  type GameState,
  type MissionId,
  type WireRef,
} from '@bomb-busters/engine';
import { seeded } from './seeded.js';

type Policy = 'random' | 'sensible';

interface RoundStats {
  games: number;
  won: number;
  actions: number;
  applyMs: number;
  legalCalls: number;
  legalMs: number;
  wallMs: number;
  heapMB: number;
  stateKB: number;
}

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    games: { type: 'string', default: '1' },
  },
});
const ROUNDS = Math.max(1, Number(args.rounds));
const GAMES_PER_CONFIG = Math.max(1, Number(args.games));
const MAX_STEPS = 3000;

const isOver = (s: GameState) => s.status === 'won' || s.status === 'lost';
const printedAt = (s: GameState, r: WireRef) =>
  s.hands[r.seat]?.[r.stand]?.[r.index]?.printed ?? -1;

/** The oracle: a dual cut is safe when one pointed wire has an announced value. */
function safe(state: GameState, action: Action): boolean {
  if (action.type === 'equipment') return false;
  if (action.type !== 'dualCut') return true;
  const values: unknown[] = Array.isArray(action.value) ? [...action.value] : [action.value];
  const pointed: WireRef[] =
    action.detector === undefined
      ? [action.target]
      : action.detector === 'super'
        ? (state.hands[action.stand.seat]?.[action.stand.stand] ?? []).map((_, index) => ({
            ...action.stand,
            index,
          }))
        : [...action.targets];
  return pointed.some((r) => values.includes(gameValueOf(printedAt(state, r))));
}

function playOne(
  mission: MissionId,
  players: number,
  seed: number,
  policy: Policy,
  stats: RoundStats,
): GameState {
  const rand = seeded(seed);
  // A mission that deals the Captain card at random draws its own captain.
  const captain = missionDrawsCaptain(mission) ? {} : { captain: seed % players };
  const created = createGame({ mission, players, ...captain, seed: `bench-${seed}` });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  for (let step = 0; step < MAX_STEPS && !isOver(state); step++) {
    const seats = state.pending ? [state.pending.seat] : state.hands.map((_, s) => s);
    const legal: Action[] = [];
    for (const seat of seats) {
      const t = performance.now();
      const list = legalActions(state, seat);
      stats.legalMs += performance.now() - t;
      stats.legalCalls++;
      legal.push(...list);
    }
    if (legal.length === 0) throw new Error(`no legal action: mission ${mission}, ${players}p`);
    let pool = legal;
    if (policy === 'sensible') {
      const good = legal.filter((a) => safe(state, a));
      if (good.length > 0) pool = good;
    }
    const action = pool[rand(pool.length)] as Action;
    const t = performance.now();
    const applied = applyAction(state, action);
    stats.applyMs += performance.now() - t;
    if (!applied.ok) throw new Error(`listed action rejected: ${applied.error.code}`);
    state = applied.value.state;
    stats.actions++;
  }
  stats.games++;
  if (state.status === 'won') stats.won++;
  return state;
}

// Expose the garbage collector without a node flag, so heap figures are taken after a full GC.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function round(policy: Policy, r: number): RoundStats {
  const stats: RoundStats = {
    games: 0,
    won: 0,
    actions: 0,
    applyMs: 0,
    legalCalls: 0,
    legalMs: 0,
    wallMs: 0,
    heapMB: 0,
    stateKB: 0,
  };
  gc();
  const finals: GameState[] = [];
  const start = performance.now();
  let seed = r * 1_000_003;
  for (const mission of MISSION_IDS)
    for (let players = 2; players <= 5; players++)
      for (let g = 0; g < GAMES_PER_CONFIG; g++)
        finals.push(playOne(mission, players, seed++, policy, stats));
  stats.wallMs = performance.now() - start;
  gc();
  stats.heapMB = process.memoryUsage().heapUsed / 2 ** 20;
  stats.stateKB =
    finals.reduce((sum, s) => sum + JSON.stringify(s).length, 0) / finals.length / 1024;
  return stats;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const rows: string[][] = [];
for (const policy of ['random', 'sensible'] as const) {
  round(policy, 999); // warm-up, not counted
  const results = Array.from({ length: ROUNDS }, (_, r) => round(policy, r));
  const med = (f: (s: RoundStats) => number) => median(results.map(f));
  const first = results[0] as RoundStats;
  rows.push([
    policy,
    fmt(first.games),
    fmt(
      med((s) => s.actions / s.games),
      1,
    ),
    fmt(
      med((s) => (100 * s.won) / s.games),
      0,
    ) + '%',
    fmt(med((s) => s.actions / (s.applyMs / 1000))),
    fmt(
      med((s) => (s.applyMs * 1000) / s.actions),
      1,
    ),
    fmt(med((s) => s.legalCalls / (s.legalMs / 1000))),
    fmt(
      med((s) => (s.legalMs * 1000) / s.legalCalls),
      1,
    ),
    fmt(
      med((s) => s.games / (s.wallMs / 1000)),
      1,
    ),
    fmt(
      med((s) => s.heapMB),
      1,
    ),
    fmt(
      med((s) => s.stateKB),
      1,
    ),
  ]);
}

const header = [
  'policy',
  'games/round',
  'actions/game',
  'won',
  'applyAction/s',
  'µs/apply',
  'legalActions/s',
  'µs/legal',
  'games/s',
  'heap MB',
  'final state KB',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');

console.log(
  `Bomb Busters engine benchmark — node ${process.version}, ${MISSION_IDS.length} missions × 2-5 players × ${GAMES_PER_CONFIG} game(s) per round, median of ${ROUNDS} rounds`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log(
  'heap MB: heap used after a full GC, holding the final states of one round of games; final state KB: its JSON size (with the log).',
);
