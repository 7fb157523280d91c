/**
 * `bomb-busters replay --text`: the game in words, with the web page's wording and catalogs
 * (`@bomb-busters/client/game-text`), in-process through main(argv, io).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, replayRecord } from '@bomb-busters/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, type Messages } from '../../client/src/i18n/en';
import { fr } from '../../client/src/i18n/fr';
import { vi } from '../../client/src/i18n/vi';
import { format, type Language } from '../../client/src/i18n/translate';
import { main } from '../src/main.js';

const root = join(import.meta.dirname, '../../..');
const example = (name: string) => join(root, 'examples', name);

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** The parts of --text output: title, blank, numbered log lines, blank, outcome. */
function parts(stdout: string) {
  const lines = stdout.split('\n');
  expect(lines.at(-1)).toBe('');
  const [title, blank, ...rest] = lines.slice(0, -1);
  expect(blank).toBe('');
  const outcome = rest.at(-1);
  expect(rest.at(-2)).toBe('');
  const log = rest.slice(0, -2);
  log.forEach((line, i) => expect(line).toMatch(new RegExp(`^ *${i + 1}\\. \\S`)));
  return { title: title ?? '', log: log.map((line) => line.replace(/^ *\d+\. /, '')), outcome };
}

const events = async (name: string, upTo?: number) => {
  const record = parseRecord(JSON.parse(await readFile(example(name), 'utf8')));
  if (!record.ok) throw new Error(record.error.message);
  const state = replayRecord(record.value, upTo);
  if (!state.ok) throw new Error(state.error.message);
  return state.value.log;
};
const logLength = async (name: string, upTo?: number) => (await events(name, upTo)).length;

/** A catalog text as a pattern its worded lines match, whatever its parameters. */
const fits = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-text-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const temp = async (name: string, value: unknown) => {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(value));
  return path;
};

describe('replay --text', () => {
  it('prints the mission, every logged event in numbered lines, then the result', async () => {
    const { code, stdout, stderr } = await run('replay', example('mission-1.json'), '--text');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { title, log, outcome } = parts(stdout);
    expect(title).toBe(
      `${en['mission.1.name']} · ${format(en['home.lobby.players_other'], { count: 2 })}`,
    );
    expect(log).toHaveLength(await logLength('mission-1.json'));
    expect(log).toContain(en['board.event.playStarted']);
    // Seats are named as on the page: "Seat 1" and "Seat 2", never a seat 0.
    expect(log).toContain(format(en['board.event.turn'], { name: 'Seat 1' }));
    expect(log).toContain(format(en['board.event.turn'], { name: 'Seat 2' }));
    expect(stdout).not.toContain('Seat 0');
    expect(stdout).not.toMatch(/\{\w+\}/);
    expect(log.at(-1)).toBe(en['board.event.won']);
    expect(outcome).toBe(en['replay.result.won']);
  });

  it('says why a game was lost', async () => {
    const { code, stdout } = await run('replay', example('mission-3.json'), '--text');
    expect(code).toBe(0);
    const { log, outcome } = parts(stdout);
    expect(log.at(-1)).toBe(en['board.event.lost.redWire']);
    expect(outcome).toBe(format(en['replay.result.lost'], { cause: en['replay.cause.redWire'] }));
  });

  it('says a game was lost to time, and tells the "Snip!" claims', async () => {
    const { code, stdout } = await run('replay', example('mission-10-time-up.json'), '--text');
    expect(code).toBe(0);
    const { log, outcome } = parts(stdout);
    expect(log).toHaveLength(await logLength('mission-10-time-up.json'));
    expect(log.at(-1)).toBe(en['board.event.lost.timeUp']);
    expect(outcome).toBe(format(en['replay.result.lost'], { cause: en['replay.cause.timeUp'] }));
    expect(stdout).not.toMatch(/\{\w+\}|undefined/);
  });

  it('words the tokens of missions 21 and 24: even or odd, a count, the two x2 of a pair', async () => {
    const log = async (name: string) =>
      parts((await run('replay', example(name), '--text')).stdout).log;
    const placed = async (name: string) =>
      (await events(name)).filter((e) => e.type === 'infoPlaced').length;
    const worded = (lines: readonly string[], texts: readonly string[]) =>
      lines.filter((line) => texts.some((text) => fits(text).test(line)));

    const parity = await log('mission-21.json');
    expect(worded(parity, [en['board.event.infoPlaced.parity']])).toHaveLength(
      await placed('mission-21.json'),
    );
    expect(parity).toContain(
      format(en['board.event.infoPlaced.parity'], {
        owner: 'Seat 1',
        wire: '#12',
        parity: en['board.token.even'],
      }),
    );

    const count = await log('mission-24.json');
    const counts = ([1, 2, 3, 4] as const).map((n) => en[`board.event.infoPlaced.count.${n}`]);
    expect(worded(count, counts)).toHaveLength(await placed('mission-24.json'));
    // Seat 1 holds all four 7s on a stand: two x2 tokens, the second on the wire it chooses.
    const pair = worded(count, [en['board.event.infoPlaced.count.4']]);
    expect(pair).toEqual([
      format(en['board.event.infoPlaced.count.4'], { owner: 'Seat 1', wire: '#10' }),
      format(en['board.event.infoPlaced.count.4'], { owner: 'Seat 1', wire: '#7' }),
    ]);
    const between = count.slice(count.indexOf(pair[0] as string), count.indexOf(pair[1] as string));
    expect(between).toContain(
      format(en['board.event.pending'], { name: 'Seat 1', choice: en['board.pending.countPair'] }),
    );
    expect([...parity, ...count].join('\n')).not.toMatch(/\{\w+\}|undefined|\[object/);
  });

  it.each<[Language, Messages]>([
    ['fr', fr],
    ['vi', vi],
  ])('--lang %s words the same game with that catalog', async (language, catalog) => {
    const english = parts((await run('replay', example('mission-1.json'), '--text')).stdout);
    const { code, stdout } = await run(
      'replay',
      example('mission-1.json'),
      '--text',
      '--lang',
      language,
    );
    expect(code).toBe(0);
    const { title, log, outcome } = parts(stdout);
    expect(title.startsWith(catalog['mission.1.name'])).toBe(true);
    expect(log).toHaveLength(english.log.length);
    expect(log).toContain(catalog['board.event.playStarted']);
    expect(log).toContain(
      format(catalog['board.event.turn'], { name: format(catalog['seat.name'], { seat: 2 }) }),
    );
    expect(outcome).toBe(catalog['replay.result.won']);
    expect(outcome).not.toBe(english.outcome);
  });

  it('an unfinished record ends with whose move it is, seen by the --view seat', async () => {
    // Three players, seat 3 (the engine's seat 2) is captain: it places the first info token.
    const path = await temp('start.json', {
      format: 1,
      mission: 1,
      players: 3,
      captain: 2,
      seed: 'x',
      actions: [],
    });
    const everyone = parts((await run('replay', path, '--text')).stdout);
    expect(everyone.outcome).toBe(
      format(en['play.turn.otherChooses'], {
        name: 'Seat 3',
        choice: en['board.pending.setupInfo'],
      }),
    );
    const captain = parts((await run('replay', path, '--text', '--view', '3')).stdout);
    expect(captain.title).toContain(`${en['replay.viewer']}: Seat 3`);
    expect(captain.outcome).toBe(
      format(en['play.turn.youChoose'], { choice: en['board.pending.own.setupInfo'] }),
    );
    const other = parts((await run('replay', path, '--text', '--view', '1')).stdout);
    expect(other.outcome).toBe(everyone.outcome);
  });

  it('an illegal action: the game up to it on stdout, the error on stderr, exit 2', async () => {
    const record = JSON.parse(await readFile(example('mission-1.json'), 'utf8')) as {
      actions: unknown[];
    };
    const actions = [...record.actions.slice(0, 2), { type: 'soloCut', seat: 1, value: 1 }];
    const path = await temp('illegal.json', { ...record, actions });
    const { code, stdout, stderr } = await run('replay', path, '--text');
    expect(code).toBe(2);
    expect(parts(stdout).log).toHaveLength(await logLength('mission-1.json', 2));
    expect(stderr).toContain(`${path}: actions[2] cannot be played (NOT_YOUR_TURN)`);
  });

  it('--json stays the default output', async () => {
    const plain = await run('replay', example('mission-1.json'));
    const json = await run('replay', example('mission-1.json'), '--json');
    expect(json.code).toBe(0);
    expect(json.stdout).toBe(plain.stdout);
    expect((JSON.parse(json.stdout) as { status: string }).status).toBe('won');
  });

  it('rejects an unknown language, --lang without --text, and --json with --text', async () => {
    const file = example('mission-1.json');
    const unknown = await run('replay', file, '--text', '--lang', 'de');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--lang takes one of en, fr, nl, vi, got "de"');
    const alone = await run('replay', file, '--lang', 'fr');
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain('add --text');
    const both = await run('replay', file, '--json', '--text');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--json or --text, not both');
  });
});

describe('@bomb-busters/client/game-text', () => {
  it('loads no React, no .tsx component and nothing of the browser under plain Node', async () => {
    // A fresh Node process with tsx, which reports every module it loads.
    const script = `
      import { register } from 'tsx/esm/api';
      const loaded = [];
      register({ onImport: (url) => loaded.push(url) });
      const { gameText } = await import('@bomb-busters/client/game-text');
      const { parseRecord, replayRecord } = await import('@bomb-busters/engine');
      const { readFileSync } = await import('node:fs');
      const record = parseRecord(JSON.parse(readFileSync('examples/mission-1.json', 'utf8')));
      const text = await gameText(replayRecord(record.value).value, 'fr');
      console.log(JSON.stringify({ loaded, outcome: text.outcome }));
    `;
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        { cwd: root },
        (error, out, err) => (error ? reject(new Error(err || error.message)) : resolve(out)),
      );
    });
    const { loaded, outcome } = JSON.parse(stdout) as { loaded: string[]; outcome: string };
    expect(outcome).toBe(fr['replay.result.won']);
    const client = loaded.filter((url) => url.includes('/packages/client/'));
    expect(client.some((url) => url.endsWith('/logic/words.ts'))).toBe(true);
    expect(client.some((url) => url.endsWith('/i18n/fr/index.ts'))).toBe(true);
    expect(loaded.filter((url) => /\/node_modules\/react(-dom)?\//.test(url))).toEqual([]);
    expect(client.filter((url) => url.endsWith('.tsx'))).toEqual([]);
    expect(client.filter((url) => /\.(css|svg|png)$/.test(url))).toEqual([]);
  });
});
