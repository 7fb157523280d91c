/**
 * The real `bomb-busters` launcher, spawned as a user would run it, on real files. Each spawn
 * starts Node and tsx (about half a second), so this file keeps to the cases that need a process:
 * exit codes, stdout/stderr separation. Finer cases run in-process in main.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '../../client/src/i18n/nl';
import { format } from '../../client/src/i18n/translate';

const root = join(import.meta.dirname, '../../..');
const bin = join(root, 'packages/cli/bin/bomb-busters.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const run = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

let dir = '';
const temp = async (name: string, text: string): Promise<string> => {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
};
const example = async (name: string) =>
  JSON.parse(await readFile(join(root, 'examples', name), 'utf8')) as {
    actions: unknown[];
    [key: string]: unknown;
  };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Summary {
  status: string;
  lossCause: string | null;
  mistakes: number;
  mistakesAllowed: number;
  activeSeat: number;
  pending: unknown;
  validated: number[];
  equipment: { card: number; state: string }[];
  stands: {
    seat: number;
    stand: number;
    wires: { value: number; cut: boolean; revealed?: true; info: unknown }[];
  }[];
}

describe.concurrent('bomb-busters (spawned)', () => {
  it('replays a won game and prints the revealed final state', async () => {
    const { code, stdout, stderr } = await run('replay', 'examples/mission-4.json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const summary = JSON.parse(stdout) as Summary;
    expect(summary.status).toBe('won');
    expect(summary.lossCause).toBeNull();
    expect(summary.pending).toBeNull();
    expect(summary.mistakesAllowed).toBe(4);
    expect(summary.stands).toHaveLength(5);
    const wires = summary.stands.flatMap((s) => s.wires);
    // Every wire left play: the blue and yellow ones cut, the red one revealed (never cut).
    const red = wires.filter((w) => w.value % 1 === 0.5);
    expect(red).toEqual([expect.objectContaining({ cut: false, revealed: true })]);
    expect(wires.every((w) => (w.value % 1 === 0.5 ? w.revealed : w.cut))).toBe(true);
    expect(summary.validated).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(summary.equipment.map((e) => e.card).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('replays a lost game: the red wire stays uncut and the cause is given', async () => {
    const { code, stdout } = await run('replay', 'examples/mission-3.json');
    expect(code).toBe(0);
    const summary = JSON.parse(stdout) as Summary;
    expect(summary.status).toBe('lost');
    expect(summary.lossCause).toBe('redWire');
    const red = summary.stands.flatMap((s) => s.wires).filter((w) => w.value % 1 === 0.5);
    expect(red).toHaveLength(1);
    expect(red[0]?.cut).toBe(false);
  });

  it('--view SEAT shows that seat its own wires and hides the other seats’ uncut wires', async () => {
    const record = await example('mission-4.json');
    const path = await temp(
      'partial.json',
      JSON.stringify({ ...record, actions: record.actions.slice(0, 12) }),
    );
    // Seats count from 1 on the command line ("Seat 2"), from 0 in the JSON.
    const { code, stdout } = await run('replay', path, '--view', '2');
    expect(code).toBe(0);
    const view = JSON.parse(stdout) as {
      viewer: number;
      status: string;
      stands: { seat: number; wires: { printed: number | null; cut: boolean }[] }[];
    };
    expect(view.viewer).toBe(1);
    expect(view.status).toBe('playing');
    for (const stand of view.stands) {
      for (const w of stand.wires) {
        const visible = stand.seat === 1 || w.cut;
        expect(w.printed === null).toBe(!visible);
      }
    }
    expect(view.stands.some((s) => s.seat !== 1 && s.wires.some((w) => w.printed === null))).toBe(
      true,
    );
  });

  it('--text tells a lost game in words, in the language asked for (plain Node, no browser)', async () => {
    const { code, stdout, stderr } = await run(
      'replay',
      'examples/mission-3.json',
      '--text',
      '--lang',
      'nl',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toContain(nl['mission.3.name']);
    const started = format(nl['board.event.playStarted'], {}, 'nl');
    expect(lines.some((line) => /^ *\d+\. /.test(line) && line.endsWith(`. ${started}`))).toBe(
      true,
    );
    expect(lines.at(-1)).toBe(
      format(nl['replay.result.lost'], { cause: nl['replay.cause.redWire'] }, 'nl'),
    );
  });

  it('stops at an illegal action: JSON error on stdout, exit 2', async () => {
    const record = await example('mission-1.json');
    const actions = [...record.actions.slice(0, 2), { type: 'soloCut', seat: 1, value: 1 }];
    const path = await temp('illegal.json', JSON.stringify({ ...record, actions }));
    const { code, stdout } = await run('replay', path);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({
      error: { action: 2, code: 'NOT_YOUR_TURN', message: expect.any(String) as string },
    });
  });

  it('rejects malformed JSON with its position, exit 1', async () => {
    const path = await temp('broken.json', '{\n  "format": 1,\n  "mission": 1,,\n}');
    const { code, stdout, stderr } = await run('replay', path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${path}:3:16`);
    expect(stderr).toContain('not valid JSON');
  });

  it('rejects an unknown field, listing the fields a record holds, exit 1', async () => {
    const record = await example('mission-1.json');
    const path = await temp('unknown.json', JSON.stringify({ ...record, comment: 'hello' }));
    const { code, stdout, stderr } = await run('replay', path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(path);
    expect(stderr).toContain('Unknown field: a record holds only format, mission');
  });

  it('reports a missing file, exit 1', async () => {
    const path = join(dir, 'no-such-record.json');
    const { code, stdout, stderr } = await run('replay', path);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${path}: cannot read the file: no such file`);
  });

  it('--help prints the usage, exit 0', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('bomb-busters replay FILE');
    expect(stdout).toContain('missions');
    expect(stdout).toContain('bomb-busters solve --position FILE');
    expect(stdout).toContain('bomb-busters serve [--port N]');
  });
});
