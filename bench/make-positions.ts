/**
 * Writes the solver benchmark corpus: bench/positions/players-N.json (N = 2..5), positions taken
 * from seeded games of the base missions (1-8, new-1..3), early, middle and late, from seat views
 * and spectator views; and bench/positions/box-2.json, the same from missions 20, 21, 24 and 28
 * at 2-5 players (X wires, even/odd tokens, count tokens, Captain Careless). Deterministic on one
 * engine: rerunning regenerates the same files (a rules change may change some games).
 *
 *   npx tsx bench/make-positions.ts [players|box-2]...   # default: both
 *
 * The games are played by a simple policy: mostly a dual cut that an oracle (who sees the whole
 * state) knows will succeed, sometimes a random legal action (never one pointing at a red wire,
 * never a failure on the last notch of the dial) so that failures, info tokens, detectors and
 * equipment show up; pending choices are answered at random.
 *
 * Phases, over the decision points of a game (playing, no pending choice):
 * - early: the first decision point after setup, and one more within the first round;
 * - middle: 30-60% of the wires cut; late: 65% or more cut (the game still on).
 * Each id reads `m<mission>-p<players>-g<game>-<phase>-t<decision point>-<seatN|spectator>`.
 * Mission 20 gives seat views only: a spectator sees every X wire hidden, and each unknown X slot
 * doubles the solver's states (five of them in a 5-player game: minutes per position).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  applyAction,
  colourOf,
  createGame,
  gameValueOf,
  legalActions,
  missionById,
  ruleOf,
  viewFor,
  type Action,
  type GameState,
  type MissionId,
  type Viewer,
  type WireRef,
} from '@bomb-busters/engine';
import {
  formatPosition,
  parsePosition,
  positionFromView,
  type Position,
} from '@bomb-busters/solver';
import { seeded } from './seeded.js';

const GAMES_PER_CONFIG = 2;
const MAX_STEPS = 3000;
/** Probability (in %) that the policy picks a random legal action instead of a safe one. */
const RANDOM_PERCENT = 15;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'positions');
/** The missions of players-N.json, in the order their seeds were numbered. */
const BASE_MISSIONS: readonly MissionId[] = [1, 2, 3, 4, 5, 6, 7, 8, 'new-1', 'new-2', 'new-3'];
const BOX_2_MISSIONS: readonly MissionId[] = [20, 21, 24, 28];
/** Box 3: constraint cards (31, 32, 37: "holds no v"), X wires dealt from the blues (35), turned wires (38), a stand's yellow (41), and the rest of 29-42. */
const BOX_3_MISSIONS: readonly MissionId[] = [
  29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42,
];
/** Missions whose spectator views are left out (see above). */
const NO_SPECTATOR: readonly MissionId[] = [20];

export type Phase = 'early' | 'middle' | 'late';

const printedAt = (s: GameState, r: WireRef): number =>
  s.hands[r.seat]?.[r.stand]?.[r.index]?.printed ?? -1;

/** The wires a dual cut points at (every uncut wire of the stand for a Super Detector). */
function pointed(state: GameState, action: Action): WireRef[] {
  if (action.type !== 'dualCut') return [];
  if (action.detector === undefined) return [action.target];
  if (action.detector === 'super') {
    const { seat, stand } = action.stand;
    return (state.hands[seat]?.[stand] ?? []).flatMap((w, index) =>
      w.cut || w.x ? [] : [{ seat, stand, index }],
    );
  }
  return [...action.targets];
}

/** A dual cut the oracle knows succeeds. */
function succeeds(state: GameState, action: Action): boolean {
  if (action.type !== 'dualCut') return false;
  const values: unknown[] = Array.isArray(action.value) ? [...action.value] : [action.value];
  return pointed(state, action).some((r) => values.includes(gameValueOf(printedAt(state, r))));
}

/**
 * A random pick must not end the game: no red wire pointed at, no failure on the last notch nor
 * by a Captain whose failure explodes (mission 28).
 */
function survivable(state: GameState, action: Action): boolean {
  if (action.type !== 'dualCut') return true;
  if (pointed(state, action).some((r) => colourOf(printedAt(state, r)) === 'red')) return false;
  const mission = missionById(state.mission);
  const careless =
    mission !== undefined &&
    ruleOf(mission, 'captain')?.failedDualCutExplodes === true &&
    action.seat === state.captain;
  return (state.dial.stepsToSkull > 1 && !careless) || succeeds(state, action);
}

function choose(state: GameState, rand: (n: number) => number): Action {
  const seats = state.pending ? [state.pending.seat] : state.hands.map((_, s) => s);
  const legal = seats.flatMap((seat) => legalActions(state, seat));
  if (legal.length === 0) throw new Error(`no legal action (mission ${state.mission})`);
  const pick = (pool: Action[]) => pool[rand(pool.length)] as Action;
  if (state.pending) return pick(legal);
  const random = legal.filter((a) => survivable(state, a));
  if (random.length > 0 && rand(100) < RANDOM_PERCENT) return pick(random);
  const good = legal.filter((a) => succeeds(state, a));
  if (good.length > 0) return pick(good);
  // No dual cut succeeds: a solo cut, red reveal or any other non-cut action, else anything.
  const other = legal.filter((a) => a.type !== 'dualCut' && a.type !== 'equipment');
  return pick(other.length > 0 ? other : random.length > 0 ? random : legal);
}

const cutFraction = (state: GameState): number => {
  const wires = state.hands.flat(2);
  return wires.filter((w) => w.cut).length / wires.length;
};

/** The decision points of one seeded game: playing, no pending choice. */
function playGame(mission: MissionId, players: number, seed: number): GameState[] {
  const rand = seeded(seed);
  const created = createGame({ mission, players, captain: seed % players, seed: `corpus-${seed}` });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const points: GameState[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    if (state.status !== 'setup' && state.status !== 'playing') break;
    if (state.status === 'playing' && state.pending === null) points.push(state);
    const applied = applyAction(state, choose(state, rand));
    if (!applied.ok) throw new Error(`listed action rejected: ${applied.error.code}`);
    state = applied.value.state;
  }
  return points;
}

interface Sample {
  readonly phase: Phase;
  /** Index of the decision point in the game. */
  readonly at: number;
  readonly state: GameState;
}

/** Early, middle and late decision points of a game (missing phases are skipped). */
function phasesOf(
  points: readonly GameState[],
  players: number,
  rand: (n: number) => number,
): Sample[] {
  const samples: Sample[] = [];
  const among = (phase: Phase, from: number, to: number, keep: (s: GameState) => boolean) => {
    const list = points.flatMap((state, at) => (at >= from && at < to && keep(state) ? [at] : []));
    const at = list[rand(list.length)];
    if (at !== undefined) samples.push({ phase, at, state: points[at] as GameState });
  };
  among('early', 0, 1, () => true);
  among('early', 1, players + 1, () => true);
  among('middle', 0, points.length, (s) => cutFraction(s) >= 0.3 && cutFraction(s) <= 0.6);
  among('late', 0, points.length, (s) => cutFraction(s) >= 0.65);
  return samples;
}

/**
 * positionFromView keeps General Radar answers on numbers that are not in play (the radar may name
 * any number 1-12; the answer is then "no" everywhere): vacuous facts that position files reject.
 */
function withoutVacuousRadar(position: Position): Position {
  const [low, high] = position.blue;
  return {
    ...position,
    standHas: position.standHas.filter(
      (h) => h.has || typeof h.value !== 'number' || (h.value >= low && h.value <= high),
    ),
  };
}

function positionOf(state: GameState, viewer: Viewer, id: string): Position {
  const position = { ...withoutVacuousRadar(positionFromView(viewFor(state, viewer))), id };
  const parsed = parsePosition(formatPosition(position));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return position;
}

/**
 * Every position of some missions at one player count: per game and phase, one seat view (a
 * random seat); spectator views at every phase in 5-player games (5 unknown stands), else one per
 * game. `seedBase` keeps the seeds of two corpora apart.
 */
export function corpusFor(
  missions: readonly MissionId[],
  players: number,
  seedBase = 0,
): Position[] {
  const positions: Position[] = [];
  missions.forEach((mission, m) => {
    if (players < (missionById(mission)?.minPlayers ?? 2)) return;
    for (let g = 0; g < GAMES_PER_CONFIG; g++) {
      const seed = seedBase + 1000 * players + 10 * m + g;
      const rand = seeded(seed ^ 0x5eed);
      const points = playGame(mission, players, seed);
      const samples = phasesOf(points, players, rand);
      const spectatorAt = rand(samples.length);
      samples.forEach(({ phase, at, state }, i) => {
        const tag = `m${mission}-p${players}-g${g}-${phase}-t${at}`;
        const seat = rand(players);
        positions.push(positionOf(state, seat, `${tag}-seat${seat}`));
        if (NO_SPECTATOR.includes(mission)) return;
        if (players === 5 || i === spectatorAt)
          positions.push(positionOf(state, 'spectator', `${tag}-spectator`));
      });
    }
  });
  return positions;
}

const PLAYERS = [2, 3, 4, 5];
/** The corpus files by name: their positions. */
const CORPORA: Record<string, () => [file: string, positions: Position[]][]> = {
  players: () =>
    PLAYERS.map((players) => [`players-${players}.json`, corpusFor(BASE_MISSIONS, players)]),
  'box-2': () => [
    ['box-2.json', PLAYERS.flatMap((players) => corpusFor(BOX_2_MISSIONS, players, 500))],
  ],
  'box-3': () => [
    ['box-3.json', PLAYERS.flatMap((players) => corpusFor(BOX_3_MISSIONS, players, 700))],
  ],
};

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !(n in CORPORA));
  if (unknown.length > 0)
    throw new Error(`No corpus ${unknown.join(', ')} (players, box-2, box-3).`);
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  let bytes = 0;
  for (const name of names.length > 0 ? names : Object.keys(CORPORA))
    for (const [base, positions] of CORPORA[name]!()) {
      const file = join(OUT_DIR, base);
      const options = (await prettier.resolveConfig(file)) ?? {};
      const text = await prettier.format(JSON.stringify(positions.map(formatPosition)), {
        ...options,
        filepath: file,
      });
      writeFileSync(file, text);
      total += positions.length;
      bytes += Buffer.byteLength(text);
      console.log(`${file}: ${positions.length} positions`);
    }
  console.log(`${total} positions, ${(bytes / 1024).toFixed(0)} KB`);
}

await main();
