/**
 * `bomb-busters replay --text`: the game in words, with the web page's wording and catalogs
 * (`@bomb-busters/client/game-text`), in-process through main(argv, io).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, replayRecord, type GameEvent } from '@bomb-busters/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, type Messages } from '../../client/src/i18n/en';
import { fr } from '../../client/src/i18n/fr';
import { nl } from '../../client/src/i18n/nl';
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

const stateOf = async (name: string, upTo?: number) => {
  const record = parseRecord(JSON.parse(await readFile(example(name), 'utf8')));
  if (!record.ok) throw new Error(record.error.message);
  const state = replayRecord(record.value, upTo);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
};
const events = async (name: string, upTo?: number) => (await stateOf(name, upTo)).log;
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

  it('tells the host’s pause, the resume and a table that gave up, without an explosion', async () => {
    const record = {
      format: 1,
      mission: 1,
      players: 2,
      seed: 'host',
      actions: [
        { type: 'pause', seat: 0 },
        { type: 'say', seat: 1, text: 'brb' },
        { type: 'resume', seat: 0 },
        { type: 'surrender', seat: 1 },
      ],
    };
    const { code, stdout } = await run('replay', await temp('gave-up.json', record), '--text');
    expect(code).toBe(0);
    const { log, outcome } = parts(stdout);
    expect(log).toContain(format(en['board.event.paused'], { name: 'Seat 1' }));
    expect(log).toContain(format(en['board.event.resumed'], { name: 'Seat 1' }));
    expect(log.slice(-2)).toEqual([
      format(en['board.event.surrendered'], { name: 'Seat 2' }),
      en['board.event.lost.surrendered'],
    ]);
    expect(outcome).toBe(en['replay.result.surrendered']);
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

  /** The events of missions 22, 23, 26, 27 and 29, and the catalog text (or texts) of each. */
  const keyOf = (e: GameEvent): string | null => {
    if (e.type === 'infoPlaced') return e.cause === 'given' ? 'board.event.infoPlaced.given' : null;
    return [
      'infoBeside',
      'tokensDrawn',
      'tokenTaken',
      'tokenReturned',
      'deckDiscarded',
      'deckRevealed',
      'cutTogether',
      'numberPicked',
      'numbersTurnedUp',
      'skipped',
      'numberLaid',
      'numberRevealed',
      'numberTaken',
      'numberDrawn',
      'numberCardsDiscarded',
      'numbersReturned',
    ].includes(e.type)
      ? `board.event.${e.type}`
      : null;
  };
  const textsOf = (catalog: Messages, key: string) =>
    Object.entries(catalog).flatMap(([k, text]) =>
      k === key || k.startsWith(`${key}.`) ? [text] : [],
    );

  it.each([
    'mission-22.json',
    'mission-23.json',
    'mission-26.json',
    'mission-27.json',
    'mission-29.json',
  ])('words each event of %s with a text of its own', async (name) => {
    const { code, stdout, stderr } = await run('replay', example(name), '--text');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { log, outcome } = parts(stdout);
    const logged = await events(name);
    expect(log).toHaveLength(logged.length);
    expect(stdout).not.toMatch(/\{\w+\}|undefined|null|NaN|\[object/);
    expect(outcome).toBe(en['replay.result.won']);
    let worded = 0;
    logged.forEach((e, i) => {
      const key = keyOf(e);
      if (key === null) return;
      const texts = textsOf(en, key);
      expect(texts.length, key).toBeGreaterThan(0);
      expect(
        texts.some((text) => fits(text).test(log[i] ?? '')),
        `${JSON.stringify(e)}: ${log[i]}`,
      ).toBe(true);
      worded++;
    });
    expect(worded).toBeGreaterThan(0);
  });

  it.each(['en', 'fr', 'nl', 'vi'])(
    'shows the table chat of mission 25 in %s: each message as said, by whom',
    async (lang) => {
      const { code, stdout } = await run(
        'replay',
        example('mission-25.json'),
        '--text',
        '--lang',
        lang,
      );
      expect(code).toBe(0);
      const { log } = parts(stdout);
      const logged = await events('mission-25.json');
      const lines = logged.flatMap((e, i) =>
        e.type === 'said' ? [{ e, line: log[i] ?? '' }] : [],
      );
      expect(lines).toHaveLength(5);
      for (const { e, line } of lines) {
        if (e.type !== 'said') continue;
        // The words are the speaker's, never translated; the speaker is named.
        if (e.text) expect(line).toContain(e.text);
        expect(line).toContain(e.seat === 'spectator' ? (e.name ?? '?') : String(e.seat + 1));
        expect(line).not.toMatch(/\{\w+\}|undefined|null|\[object/);
      }
      // The message that named a number is followed by the dial's move.
      const costly = logged.findIndex((e) => e.type === 'said' && e.numbers);
      expect(logged[costly + 1]?.type).toBe('dialMoved');
      expect(log[costly + 1]).not.toBe(log[costly]);
    },
  );

  it('words the handout, the deck and the picks: who, to whom, which values', async () => {
    const log = async (name: string) =>
      parts((await run('replay', example(name), '--text')).stdout).log;
    const lineOf = async (name: string, type: GameEvent['type']) => {
      const logged = await events(name);
      return (await log(name))[logged.findIndex((e) => e.type === type)] ?? '';
    };
    // 22: the Captain (Seat 1) gives the first token to its left neighbour, Seat 2.
    const gave = await lineOf('mission-22.json', 'tokenTaken');
    expect(gave).toContain('Seat 1');
    expect(gave).toContain('Seat 2');
    // 27: the line the record fixes, every value named.
    const drawn = await lineOf('mission-27.json', 'tokensDrawn');
    for (const value of ['5', '8', '12', en['board.value.yellow']])
      expect(drawn.toLowerCase()).toContain(value.toLowerCase());
    // 23: the deck's cards left; 26: the Number card turned down.
    expect(await lineOf('mission-23.json', 'deckDiscarded')).toContain('6');
    expect(await lineOf('mission-26.json', 'numberPicked')).toMatch(/Seat 1\b.*\b4\b/);
  });

  it('mission 29: a card laid face down is worded with its number for its layer only', async () => {
    // Stopped after the first card laid (seat 3, the Captain's right-hand neighbour, lays it).
    const record = JSON.parse(await readFile(example('mission-29.json'), 'utf8')) as {
      actions: { type: string; seat: number; number: number }[];
    };
    const at = record.actions.findIndex((a) => a.type === 'layNumber');
    const laid = record.actions[at]!;
    const path = await temp('laid.json', { ...record, actions: record.actions.slice(0, at + 1) });
    const lastLine = async (...view: string[]) =>
      parts((await run('replay', path, '--text', ...view)).stdout).log.at(-1) ?? '';
    const layer = `Seat ${laid.seat + 1}`;
    const seen = format(en['board.event.numberLaid.seen'], { name: layer, number: laid.number });
    const unseen = format(en['board.event.numberLaid'], { name: layer });
    expect(await lastLine('--view', String(laid.seat + 1))).toBe(seen);
    expect(await lastLine('--view', '1')).toBe(unseen);
    expect(await lastLine('--view', 'spectator')).toBe(unseen);
    // The whole game, every card shown.
    expect(await lastLine()).toBe(seen);
  });

  it('an unfinished handout ends with who takes a token, and for whom', async () => {
    // Mission 22 stopped when the Captain (Seat 1) must take a token for Seat 2.
    const record = JSON.parse(await readFile(example('mission-22.json'), 'utf8')) as {
      actions: { type: string }[];
    };
    const first = record.actions.findIndex((a, i) => i > 0 && a.type === 'dualCut');
    const at = record.actions.findIndex((a, i) => i > first && a.type === 'takeToken');
    const path = await temp('handout.json', { ...record, actions: record.actions.slice(0, at) });
    expect((await stateOf('mission-22.json', at)).pending).toMatchObject({
      kind: 'takeToken',
      seat: 0,
      to: 1,
    });
    const outcome = async (...view: string[]) =>
      parts((await run('replay', path, '--text', ...view)).stdout).outcome ?? '';
    const everyone = await outcome();
    expect(everyone).toMatch(/Seat 1\b.*\bSeat 2\b/);
    expect(await outcome('--view', '2')).toMatch(/Seat 1\b.*\byou\b/);
    expect(await outcome('--view', '1')).toContain('Seat 2');
    expect(await outcome('--view', '1')).not.toBe(everyone);
  });

  it.each<[Language, Messages]>([
    ['fr', fr],
    ['nl', nl],
    ['vi', vi],
  ])('--lang %s words missions 22, 23, 26, 27 and 29 without a gap', async (language, catalog) => {
    for (const name of [
      'mission-22.json',
      'mission-23.json',
      'mission-26.json',
      'mission-27.json',
      'mission-29.json',
    ]) {
      const { code, stdout } = await run('replay', example(name), '--text', '--lang', language);
      expect(code).toBe(0);
      const { log, outcome } = parts(stdout);
      expect(log).toHaveLength(await logLength(name));
      expect(outcome).toBe(catalog['replay.result.won']);
      expect(stdout).not.toMatch(/\{\w+\}|undefined|\[object/);
    }
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
