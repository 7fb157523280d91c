/**
 * Win rates of both bot levels on every mission (1-8, new-1..new-3) at 2-5 players, with 95% Wilson
 * intervals, and the mission 8 / 4 players expert-versus-cautious comparison; writes docs/bots.md.
 *
 *   npx tsx scripts/bot-table.ts [--games N] [--compare-games M] [--seed S] [--workers W] [--out FILE]
 *
 * Cell (mission, players) plays games with seeds "S-mission-players-i", i < N, for both levels, so
 * the two levels face the same deals. The comparison plays M games per level (seeds "S-compare-i").
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { BOT_LEVELS, summarize, type BotLevel, type Summary } from '@bomb-busters/bots';
import { MISSION_IDS, type MissionId } from '@bomb-busters/engine';
import { runGames } from '../packages/cli/src/simulate.js';
import type { SimGame, SimTask } from '../packages/cli/src/simulate-worker.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    'compare-games': { type: 'string', default: '200' },
    seed: { type: 'string', default: 'table' },
    workers: { type: 'string', default: String(availableParallelism()) },
    out: { type: 'string', default: 'docs/bots.md' },
  },
});
const games = Number(values.games);
const compareGames = Number(values['compare-games']);
const workers = Number(values.workers);
const PLAYERS = [2, 3, 4, 5];

interface Cell {
  readonly mission: MissionId;
  readonly players: number;
  readonly bot: BotLevel;
  readonly seed: string;
  readonly games: number;
}

const cells: Cell[] = [
  ...MISSION_IDS.flatMap((mission) =>
    PLAYERS.flatMap((players) =>
      BOT_LEVELS.map((bot) => ({
        mission,
        players,
        bot,
        seed: `${values.seed}-${mission}-${players}`,
        games,
      })),
    ),
  ),
  ...BOT_LEVELS.map((bot) => ({
    mission: 8,
    players: 4,
    bot,
    seed: `${values.seed}-compare`,
    games: compareGames,
  })),
];
const tasks: SimTask[] = cells.flatMap((cell, c) =>
  Array.from({ length: cell.games }, (_, i) => ({
    index: c,
    mission: cell.mission,
    players: cell.players,
    bot: cell.bot,
    seed: `${cell.seed}-${i}`,
    keepRecord: false,
  })),
);

const results = cells.map((): SimGame[] => []);
let done = 0;
const started = performance.now();
await runGames(tasks, workers, (game) => {
  results[game.index]?.push(game);
  done++;
  if (done % 100 === 0 || done === tasks.length) {
    const rate = done / ((performance.now() - started) / 1000);
    process.stderr.write(`bot-table: ${done}/${tasks.length} games, ${rate.toFixed(2)}/s\n`);
  }
});
const seconds = (performance.now() - started) / 1000;

const failed = results.flat().filter((g) => g.result === 'error');
for (const g of failed) process.stderr.write(`bot-table: game ${g.seed} failed: ${g.error}\n`);
const summaries: Summary[] = results.map((list) =>
  summarize(list.flatMap((g) => (g.result === 'error' ? [] : [g]))),
);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ci = (s: Summary) => `${pct(s.ci95[0])} – ${pct(s.ci95[1])}`;
const losses = (s: Summary) =>
  Object.entries(s.lossCauses)
    .sort((a, b) => b[1] - a[1])
    .map(([cause, n]) => `${cause} ${n}`)
    .join(', ') || '–';
const command = `npx tsx scripts/bot-table.ts --games ${games} --compare-games ${compareGames} --seed ${values.seed} --workers ${workers}`;

const table = cells
  .map((cell, c) => ({ cell, s: summaries[c]! }))
  .filter(({ cell }) => cell.seed !== `${values.seed}-compare`)
  .map(
    ({ cell, s }) =>
      `| ${cell.mission} | ${cell.players} | ${cell.bot} | ${s.games} | ${pct(s.winRate)} | ${ci(s)} | ${s.meanMistakes.toFixed(2)} | ${losses(s)} |`,
  );
const [cautious, expert] = BOT_LEVELS.map((bot) => {
  const c = cells.findIndex((cell) => cell.seed === `${values.seed}-compare` && cell.bot === bot);
  return summaries[c]!;
}) as [Summary, Summary];
const apart = expert.ci95[0] > cautious.ci95[1];

const doc = `# Bot win rates

Both bot levels (\`packages/bots\`: \`cautious\` and \`expert\`, policies in the comment at the top of
\`packages/bots/src/cautious.ts\` and \`expert.ts\`) play every seat of seeded games; every figure
below is measured, with its 95% Wilson score interval. Produced by:

\`\`\`
${command}
\`\`\`

(${tasks.length} games in ${seconds.toFixed(0)} s on ${workers} worker threads, ${(tasks.length / seconds).toFixed(2)} games/s.)
Illegal actions or hung games: ${failed.length}${failed.length > 0 ? ' (left out of the figures; see the script output)' : ''}.
Each cell of the mission table played **${games} games** per level (seeds \`${values.seed}-MISSION-PLAYERS-i\`,
i < ${games}; both levels get the same deals), so its interval is only as narrow as ${games} games allow.
One cell again, game by game: \`npx bomb-busters simulate --mission M --players P --bot LEVEL
--games ${games} --seed ${values.seed}-M-P\`.

## Mission 8, 4 players: expert against cautious

${compareGames} games per level (seeds \`${values.seed}-compare-i\`, the same deals for both).

| level | games | win rate | 95% CI | mean mistakes | mean turns | losses |
|---|---|---|---|---|---|---|
| cautious | ${cautious.games} | ${pct(cautious.winRate)} | ${ci(cautious)} | ${cautious.meanMistakes.toFixed(2)} | ${cautious.meanTurns.toFixed(1)} | ${losses(cautious)} |
| expert | ${expert.games} | ${pct(expert.winRate)} | ${ci(expert)} | ${expert.meanMistakes.toFixed(2)} | ${expert.meanTurns.toFixed(1)} | ${losses(expert)} |

${apart ? 'The two intervals do not overlap: the expert wins more often, by a margin outside both intervals.' : 'The two intervals overlap: this run does not separate the two levels.'}

## Every mission

Mistakes are failed cuts plus stuck turns (New Missions). Losses: \`redWire\` a red wire was cut,
\`detonator\` the dial reached the skull, \`dialPastStart\` the dial went back past its start
(Balancing on the Wire).

| mission | players | level | games | win rate | 95% CI | mean mistakes | losses |
|---|---|---|---|---|---|---|---|
${table.join('\n')}
`;
// Formatted as `npm run lint` (prettier --check) expects.
const options = (await resolveConfig(values.out)) ?? {};
await writeFile(values.out, await format(doc, { ...options, parser: 'markdown' }));
process.stderr.write(`bot-table: wrote ${values.out}\n`);
