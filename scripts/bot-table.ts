/**
 * Win rates of both bot levels on every mission at 2-5 players, with 95% Wilson intervals, and the
 * mission 8 / 4 players expert-versus-cautious comparison; writes docs/bots.md.
 *
 *   npx tsx scripts/bot-table.ts [--games N] [--compare-games M] [--seed S] [--workers W] [--out FILE]
 *
 * Cell (mission, players) plays games with seeds "S-mission-players-i", i < N, for both levels, so
 * the two levels face the same deals. The comparison plays M games per level (seeds "S-compare-i").
 *
 * Some missions only, written as a section of FILE (replaced in place, else added at its end):
 *
 *   npx tsx scripts/bot-table.ts --missions 9,16 --levels expert --games 200 [--baseline JSON]
 *
 * `--baseline` also plays the expert with those weights (`ExpertOptions` as JSON, e.g. with the
 * sequence-card terms at 0) on the same seeds, and counts the games only one of the two won.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  BOT_LEVELS,
  summarize,
  type BotLevel,
  type ExpertOptions,
  type Summary,
} from '@bomb-busters/bots';
import { MISSION_IDS, missionById, type MissionId } from '@bomb-busters/engine';
import { runGames } from '../packages/cli/src/simulate.js';
import type { SimGame, SimTask } from '../packages/cli/src/simulate-worker.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    'compare-games': { type: 'string', default: '200' },
    seed: { type: 'string', default: 'table' },
    workers: { type: 'string', default: String(availableParallelism()) },
    out: { type: 'string', default: 'docs/bots.md' },
    missions: { type: 'string' },
    levels: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const games = Number(values.games);
const compareGames = Number(values['compare-games']);
const workers = Number(values.workers);
const PLAYERS = [2, 3, 4, 5];
/** The player counts a mission is played with (34: not with two). */
const playersOf = (mission: MissionId) =>
  PLAYERS.filter((players) => players >= (missionById(mission)?.minPlayers ?? 2));

const fail = (message: string): never => {
  process.stderr.write(`bot-table: ${message}\n`);
  process.exit(1);
};
const missionOf = (text: string): MissionId =>
  MISSION_IDS.find((m) => String(m) === text) ?? fail(`no mission ${JSON.stringify(text)}.`);
/** A section for some missions only, or the whole document. */
const partial = values.missions !== undefined;
const missions = partial ? values.missions!.split(',').map(missionOf) : MISSION_IDS;
const levels = (values.levels?.split(',') ?? BOT_LEVELS).map((l) =>
  BOT_LEVELS.includes(l as BotLevel) ? (l as BotLevel) : fail(`no bot level ${l}.`),
);
const baseline =
  values.baseline === undefined ? undefined : (JSON.parse(values.baseline) as ExpertOptions);
if (!partial && (values.levels !== undefined || baseline !== undefined))
  fail('--levels and --baseline go with --missions.');
const BASELINE = 'expert, baseline';

interface Cell {
  readonly mission: MissionId;
  readonly players: number;
  readonly bot: BotLevel;
  /** The level's name in the tables. */
  readonly label: string;
  readonly expertParams?: ExpertOptions;
  readonly seed: string;
  readonly games: number;
}

const cells: Cell[] = [
  ...missions.flatMap((mission) =>
    playersOf(mission).flatMap((players) => [
      ...levels.map((bot) => ({
        mission,
        players,
        bot,
        label: bot as string,
        seed: `${values.seed}-${mission}-${players}`,
        games,
      })),
      ...(baseline
        ? [
            {
              mission,
              players,
              bot: 'expert' as const,
              label: BASELINE,
              expertParams: baseline,
              seed: `${values.seed}-${mission}-${players}`,
              games,
            },
          ]
        : []),
    ]),
  ),
  ...(partial
    ? []
    : BOT_LEVELS.map((bot) => ({
        mission: 8,
        players: 4,
        bot,
        label: bot as string,
        seed: `${values.seed}-compare`,
        games: compareGames,
      }))),
];
const tasks: SimTask[] = cells.flatMap((cell, c) =>
  Array.from({ length: cell.games }, (_, i) => ({
    index: c,
    mission: cell.mission,
    players: cell.players,
    bot: cell.bot,
    seed: `${cell.seed}-${i}`,
    keepRecord: false,
    ...(cell.expertParams ? { expertParams: cell.expertParams } : {}),
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
const row = (cell: Cell, s: Summary) =>
  `| ${cell.mission} | ${cell.players} | ${cell.label} | ${s.games} | ${pct(s.winRate)} | ${ci(s)} | ${s.meanMistakes.toFixed(2)} | ${losses(s)} |`;
const TABLE_HEAD = `| mission | players | level | games | win rate | 95% CI | mean mistakes | losses |
|---|---|---|---|---|---|---|---|`;
const LOSSES = `Losses: \`redWire\` a red wire was cut,
\`detonator\` the dial reached the skull, \`dialPastStart\` the dial went back past its start
(Balancing on the Wire), \`blockedValues\` a turn began with nothing but closed values and red wires
(the sequence card), \`cutTogetherFailed\` a wire pointed at together was not of the set (the reds of
mission 13, the Number card's four wires of mission 23),
\`captainFailedCut\` the Captain's dual cut failed (the rookie of mission 14, Captain Careless of
mission 28).`;
const timing = `${tasks.length} games in ${seconds.toFixed(0)} s on ${workers} worker thread${workers === 1 ? '' : 's'}, ${(tasks.length / seconds).toFixed(2)} games/s`;
const illegal = `Illegal actions or hung games: ${failed.length}${failed.length > 0 ? ' (left out of the figures; see the script output)' : ''}.`;

const options = (await resolveConfig(values.out)) ?? {};
if (partial) await writeSection();
else await writeDocument();
process.stderr.write(`bot-table: wrote ${values.out}\n`);

async function writeDocument(): Promise<void> {
  const command = `npx tsx scripts/bot-table.ts --games ${games} --compare-games ${compareGames} --seed ${values.seed} --workers ${workers}`;
  const table = cells
    .map((cell, c) => ({ cell, s: summaries[c]! }))
    .filter(({ cell }) => cell.seed !== `${values.seed}-compare`)
    .map(({ cell, s }) => row(cell, s));
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

(${timing}.)
${illegal}
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

Mistakes are failed cuts plus stuck turns (New Missions). ${LOSSES}

${TABLE_HEAD}
${table.join('\n')}
`;
  // Formatted as `npm run lint` (prettier --check) expects.
  await writeFile(values.out, await format(doc, { ...options, parser: 'markdown' }));
}

/** The games of one seed that `a` won and `b` lost. */
function onlyWon(a: readonly SimGame[], b: readonly SimGame[]): number {
  const lost = new Set(b.filter((g) => g.result === 'lost').map((g) => g.seed));
  return a.filter((g) => g.result === 'won' && lost.has(g.seed)).length;
}

async function writeSection(): Promise<void> {
  const key = missions.join(',');
  const begin = `<!-- bot-table --missions ${key} -->`;
  const end = `<!-- /bot-table --missions ${key} -->`;
  const list =
    missions.length > 1
      ? `${missions.slice(0, -1).join(', ')} and ${missions.at(-1)}`
      : `${missions[0]}`;
  const flags = [
    `--missions ${key}`,
    ...(values.levels !== undefined ? [`--levels ${levels.join(',')}`] : []),
    `--games ${games}`,
    `--seed ${values.seed}`,
    `--workers ${workers}`,
    ...(baseline ? [`--baseline '${JSON.stringify(baseline)}'`] : []),
  ];
  let paired = '';
  if (baseline) {
    const pairs = missions.flatMap((mission) =>
      playersOf(mission).map((players) => {
        const at = (label: string) =>
          results[
            cells.findIndex(
              (c) => c.mission === mission && c.players === players && c.label === label,
            )
          ] ?? [];
        return { expert: at('expert'), base: at(BASELINE) };
      }),
    );
    const better = pairs.reduce((n, p) => n + onlyWon(p.expert, p.base), 0);
    const worse = pairs.reduce((n, p) => n + onlyWon(p.base, p.expert), 0);
    paired = `\nThe rows \`${BASELINE}\` play the expert with these weights changed, \`${JSON.stringify(baseline)}\`
(\`ExpertParams\` in \`packages/bots/src/expert.ts\`), on the same deals. Over all these deals,
${better} games were won by the expert and lost by the baseline, and ${worse} the other way round.\n`;
  }
  const section = `${begin}

## Mission${missions.length > 1 ? 's' : ''} ${list}

A run of ${missions.length > 1 ? 'these missions' : 'this mission'} alone, with the method and seeds of the full run. Produced by:

\`\`\`
npx tsx scripts/bot-table.ts ${flags.join(' ')}
\`\`\`

(${timing}.)
${illegal}
Each cell played **${games} games** per level (seeds \`${values.seed}-MISSION-PLAYERS-i\`, i < ${games}; the
levels get the same deals). ${LOSSES}
${paired}
${TABLE_HEAD}
${cells.map((cell, c) => row(cell, summaries[c]!)).join('\n')}

${end}
`;
  let doc = '';
  try {
    doc = await readFile(values.out, 'utf8');
  } catch {
    doc = '# Bot win rates\n';
  }
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  doc =
    from >= 0 && to > from
      ? `${doc.slice(0, from)}${section.trimEnd()}${doc.slice(to + end.length)}`
      : `${doc.trimEnd()}\n\n${section}`;
  await writeFile(values.out, await format(doc, { ...options, parser: 'markdown' }));
}
