/** `bomb-busters solve`, in-process through main(argv, io): position files and game records. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, replayRecord, type GameState } from '@bomb-busters/engine';
import { kindKeyOf } from '@bomb-busters/solver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/main.js';

const root = join(import.meta.dirname, '../../..');
const example = (name: string) => join(root, 'examples', name);

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

interface Line {
  id: string;
  status: string;
  totalWeight: string;
  elapsedMs: number;
  marginals: { stand: number; slot: number; probs: Record<string, number> }[];
}
const lines = (stdout: string): Line[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-solve-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const temp = async (name: string, value: unknown) => {
  const path = join(dir, name);
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

// Blue 1-2, the observer holds 1 1 2 2; player 1's first wire has an info token 1. The others
// hold 1 1 2 2: player 1 {1,1} weighs 1, {1,2} weighs 2!/(1!1!) * 2!/(1!1!) = 4. Total 5.
const infoExample = {
  id: 'info',
  observer: 0,
  blue: [1, 2],
  stands: [
    { owner: 0, slots: '?1 ?1 ?2 ?2' },
    { owner: 1, slots: 'i1 ?' },
    { owner: 2, slots: '? ?' },
  ],
};

describe('solve --position', () => {
  it('prints one JSON line with the exact total weight and every hidden wire’s probabilities', async () => {
    const path = await temp('one.json', infoExample);
    const { code, stdout, stderr } = await run('solve', '--position', path);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.endsWith('\n')).toBe(true);
    const [line, ...more] = lines(stdout);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ id: 'info', status: 'ok', totalWeight: '5' });
    expect(typeof line!.elapsedMs).toBe('number');
    expect(line!.marginals.map((m) => [m.stand, m.slot])).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    expect(line!.marginals[1]!.probs['2']).toBeCloseTo(4 / 5, 12);
    expect(Object.keys(line!.marginals[2]!.probs).sort()).toEqual(['1', '2']);
    expect(line!.marginals[2]!.probs['1']).toBeCloseTo(4 / 5, 12);
  });

  it('solves every position of an array in order; an inconsistent one has weight 0', async () => {
    const path = await temp('many.json', [
      infoExample,
      { ...infoExample, id: 'no yellow', mustHave: [{ player: 1, value: 'yellow' }] },
      { ...infoExample, id: undefined },
    ]);
    const { code, stdout } = await run('solve', '--position', path);
    expect(code).toBe(0);
    const [a, b, c] = lines(stdout);
    expect(a).toMatchObject({ id: 'info', status: 'ok' });
    expect(b).toMatchObject({
      id: 'no yellow',
      status: 'inconsistent',
      totalWeight: '0',
      marginals: [],
    });
    expect(c).toMatchObject({ id: '#2', status: 'ok', totalWeight: '5' });
  });

  it('a bad slot token is an error naming the position, the field and the token', async () => {
    const path = await temp('bad.json', [
      infoExample,
      { ...infoExample, id: 'typo', stands: [infoExample.stands[0], { owner: 1, slots: '? x5' }] },
    ]);
    const { code, stdout, stderr } = await run('solve', '--position', path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(path);
    expect(stderr).toContain('position "typo" (#1), stands[1].slots, token "x5"');
  });

  it('malformed JSON and missing files are reported with where and why', async () => {
    const path = await temp('broken.json', '{\n  "observer": 0,,\n}');
    const broken = await run('solve', '--position', path);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`${path}:2:17`);
    const missing = await run('solve', '--position', join(dir, 'nothing.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the file: no such file');
  });
});

describe('solve RECORD --seat S', () => {
  const load = async (name: string) => {
    const parsed = parseRecord(JSON.parse(await readFile(example(name), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };
  const stateAfter = async (name: string, at: number): Promise<GameState> => {
    const replayed = replayRecord(await load(name), at);
    if (!replayed.ok) throw new Error(replayed.error.message);
    return replayed.value;
  };
  /** The wire really in each hidden slot is possible, and a slot of the seat's own hand never is listed. */
  const expectPossible = (state: GameState, line: Line, seat: number | null) => {
    const stands = state.hands.flatMap((hand, s) => hand.map((wires) => ({ seat: s, wires })));
    expect(line.marginals.length).toBeGreaterThan(0);
    for (const m of line.marginals) {
      const stand = stands[m.stand]!;
      expect(stand.seat).not.toBe(seat);
      const wire = stand.wires[m.slot]!;
      expect(m.probs[kindKeyOf(wire.printed)], `stand ${m.stand} slot ${m.slot}`).toBeGreaterThan(
        0,
      );
    }
  };

  it('solves the position reached after N actions from that seat’s view (seats from 1)', async () => {
    const state = await stateAfter('mission-1.json', 6);
    for (const seat of [0, 1]) {
      const { code, stdout, stderr } = await run(
        'solve',
        example('mission-1.json'),
        '--seat',
        String(seat + 1),
        '--at',
        '6',
      );
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const [line] = lines(stdout);
      expect(line).toMatchObject({ status: 'ok' });
      // --seat 2 is the page's "Seat 2", the engine's seat 1: its own stands are not solved.
      expect(line!.id).toContain(`seat ${seat + 1} after 6 actions`);
      expect(BigInt(line!.totalWeight) > 0n).toBe(true);
      expectPossible(state, line!, seat);
    }
  });

  it('defaults to the end of the record, and takes "spectator"', async () => {
    const record = await load('mission-2.json');
    const middle = Math.floor(record.actions.length / 2);
    const spectator = await run(
      'solve',
      example('mission-2.json'),
      '--seat',
      'spectator',
      '--at',
      String(middle),
    );
    expect(spectator.code).toBe(0);
    expectPossible(await stateAfter('mission-2.json', middle), lines(spectator.stdout)[0]!, null);
    expect(lines(spectator.stdout)[0]!.id).toContain(`spectator after ${middle} actions`);
    const end = await run('solve', example('mission-1.json'), '--seat', '1');
    expect(end.code).toBe(0);
    expect(lines(end.stdout)[0]!.id).toContain(
      `after ${(await load('mission-1.json')).actions.length} actions`,
    );
  });

  it('rejects a missing --seat, a seat not in the game and an --at past the record', async () => {
    const file = example('mission-1.json');
    expect((await run('solve', file)).stderr).toContain('a record needs --seat S');
    for (const seat of ['0', '3', '1.0']) {
      const wrong = await run('solve', file, '--seat', seat);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('--seat takes a seat 1-2');
    }
    const late = await run('solve', file, '--seat', '1', '--at', '999');
    expect(late.code).toBe(1);
    expect(late.stderr).toContain('--at takes a number of actions 0-16');
    expect((await run('solve', file, '--seat', '1', '--at', '-1')).code).toBe(1);
  });

  it('an illegal action before N exits 2 with the action error', async () => {
    const path = await temp('illegal.json', {
      format: 1,
      mission: 1,
      players: 2,
      seed: 'x',
      actions: [{ type: 'pass', seat: 0 }],
    });
    const { code, stdout } = await run('solve', path, '--seat', '1');
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({ error: { action: 0, code: 'MALFORMED_ACTION' } });
  });
});

describe('solve arguments', () => {
  it('needs a record or --position, not both, and knows only its options', async () => {
    expect((await run('solve')).code).toBe(1);
    const both = await run('solve', 'x.json', '--position', 'y.json');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--position FILE takes no record');
    const unknown = await run('solve', '--postion', 'y.json');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--postion');
  });

  it('help solve and solve --help print the usage', async () => {
    for (const argv of [
      ['help', 'solve'],
      ['solve', '--help'],
    ]) {
      const { code, stdout } = await run(...argv);
      expect(code).toBe(0);
      expect(stdout).toContain('bomb-busters solve RECORD --seat SEAT|spectator [--at N]');
    }
    expect((await run('--help')).stdout).toContain('bomb-busters solve --position FILE');
  });
});
