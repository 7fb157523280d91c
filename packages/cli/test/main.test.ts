/** The CLI's commands run in-process through main(argv, io): argument handling and messages. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineColumn } from '../src/json-error.js';
import { main } from '../src/main.js';
import { parseViewer } from '../src/seats.js';
import { SERVE_USAGE } from '../src/usage.js';
import { CONFIG_FLAGS } from '@bomb-busters/server';
import { MISSION_IDS } from '@bomb-busters/engine';

const root = join(import.meta.dirname, '../../..');

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bomb-busters-main-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const temp = async (name: string, value: unknown) => {
  const path = join(dir, name);
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

describe('main', () => {
  it('with no arguments prints the usage and a hint to try an example (npm start)', async () => {
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
    expect(stdout).toContain('Try: npx bomb-busters replay examples/mission-8.json');
  });

  it('help COMMAND prints that command’s usage', async () => {
    const { code, stdout } = await run('help', 'replay');
    expect(code).toBe(0);
    expect(stdout).toContain('--view SEAT|spectator');
  });

  it('an unknown command is an error (exit 1), saying which', async () => {
    expect(await run('frobnicate')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown command "frobnicate"') as string,
    });
  });

  it('serve rejects an unknown option (exit 1) and has its own help', async () => {
    expect(await run('serve', '--frobnicate', '1')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown option "--frobnicate"') as string,
    });
    const help = await run('help', 'serve');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('DATABASE_URL');
  });

  it('missions lists every mission with its wires; --json gives the same as data', async () => {
    const text = await run('missions');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^3 +1-10 +1 \(1\.5-9\.5\) +- +same +random, never 2, 11, 12/m);
    const json = await run('missions', '--json');
    const rows = JSON.parse(json.stdout) as { id: unknown; yellow: string }[];
    expect(rows.map((r) => r.id)).toEqual([...MISSION_IDS]);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([1, 8, 9, 16, 'new-1', 'new-3']));
    expect(rows.find((r) => r.id === 8)?.yellow).toBe('2 of 3');
  });

  it('missions shows the rule modules: the sequence card side, False Bottom, sheets', async () => {
    const { stdout } = await run('missions');
    expect(stdout).toMatch(/^mission +blue +red +yellow +2 players +equipment +rules$/m);
    expect(stdout).toMatch(
      /^9 +1-12 +1 +2 +red 2, yellow 4 +random \+ False Bottom +sequence A, 3 cards$/m,
    );
    expect(stdout).toMatch(
      /^16 +1-12 +1 +2 of 3 +red 2, yellow 4 +random \+ False Bottom +sequence B, 3 cards$/m,
    );
    expect(stdout).toMatch(/^8 +1-12 .* random +-$/m);
    // Box 1: the red Number card, the reds dealt first and cut together, the rookie.
    expect(stdout).toMatch(/^11 +1-12 +- +2 .* red Number card$/m);
    expect(stdout).toMatch(
      /^13 +1-12 +3 .* reds dealt first; setup tokens at random; reds cut together \(without one from 4 players\)$/m,
    );
    expect(stdout).toMatch(
      /^14 +1-12 +2 +2 of 3 .* Captain card at random, its failed dual cut explodes, no equipment 9 for it$/m,
    );
    // Face-down equipment earned by Number cards (15); Rhett's ban and false tokens (17).
    expect(stdout).toMatch(
      /^15 +1-12 +1 of 3 .* random +equipment face down, earned by Number cards$/m,
    );
    expect(stdout).toMatch(
      /^17 +1-12 +2 of 3 .* Captain card at random, no equipment for it, nor its Double Detector; the Captain's tokens false \(2 at setup\)$/m,
    );
    // The General Radar every turn and its designated cutter (18).
    expect(stdout).toMatch(
      /^18 +1-12 +2 .* red 3, yellow - +General Radar \(8\), unlimited +no setup tokens; General Radar each turn, a designated cutter$/m,
    );
    expect(stdout).toContain('General Radar each turn, a designated cutter: the active seat');
    // No turn order and a real-time limit (10); a timeline of its own, ours and approximate (19).
    expect(stdout).toMatch(
      /^10 +1-12 +1 +4 +same +random, never 11 \+ False Bottom +no turn order, "Snip!"; time limit 15 min \(12 min with 2 players\)$/m,
    );
    expect(stdout).toMatch(
      /^19 +1-12 +1 +2 of 3 .* time limit on its own timeline: 15 min announced, cut short, up after 11 min 10 s \(timings ours, approximate\)$/m,
    );
    // Box 2: X wires (20), even/odd and count tokens (21, 24), Captain Careless (28).
    expect(stdout).toMatch(
      /^20 +1-12 +2 +2 +red 2 of 3, yellow 4 +random, never 2 \+ False Bottom +X wires$/m,
    );
    expect(stdout).toMatch(/^21 +1-12 +1 of 2 +- +red 2, yellow - +random +even\/odd tokens$/m);
    expect(stdout).toMatch(/^24 +1-12 +2 +- +red 3, yellow - +random +x1\/x2\/x3 count tokens$/m);
    expect(stdout).toMatch(
      /^28 +1-12 +2 +4 .* the Captain, its character card boxed, its failed dual cut explodes, no equipment for it$/m,
    );
    // Box 2, second slice: tokens beside the stands and passed (22), a Number card's wires cut
    // together and an equipment deck (23), Number cards picked (26), a drawn line of tokens (27).
    expect(stdout).toMatch(
      /^22 +1-12 +1 +4 +same +random \+ False Bottom +2 tokens beside the stand, of values not held; after 2 yellows, a token for the left neighbour$/m,
    );
    expect(stdout).toMatch(
      /^23 +1-12 +1 of 3 +- +red 2 of 3, yellow - +random +Number card's 4 wires cut together; equipment deck of 7, a card discarded each round until the cut together$/m,
    );
    expect(stdout).toMatch(
      /^26 +1-12 +2 +- +same +random, never 10 +Number cards picked, one a turn$/m,
    );
    // No wire number said (25): its chat policy.
    expect(stdout).toMatch(/^25 +1-12 +2 +- +red 3, yellow - +random +no wire number said$/m);
    expect(stdout).toContain('No wire number said: a chat message naming a wire number');
    expect(stdout).toMatch(
      /^27 +1-12 +1 +4 +same +random, never 7 \+ False Bottom +character cards flipped; after 2 yellows, a line of tokens, one each$/m,
    );
    // The Number cards in hand, one laid face down each turn (29).
    expect(stdout).toMatch(
      /^29 +1-12 +3 +- +same +random +Number cards in hand, one laid face down each turn$/m,
    );
    expect(stdout).toContain('Number cards in hand: two face down to each seat (three to the');
    expect(stdout).toContain("Number card's 4 wires cut together: the top Number card is turned");
    expect(stdout).toContain('Equipment deck: no equipment on the board; the cards wait face down');
    expect(stdout).toContain('Tokens beside the stand: no setup token on a wire');
    expect(stdout).toContain('After 2 yellows: once the first two yellow wires are cut');
    expect(stdout).toContain('Character cards flipped: no Double Detector for anyone');
    expect(stdout).toContain('Number cards picked: the 12 Number cards lie face up');
    expect(stdout).toContain('X wires: the last wire dealt to each stand stays unsorted');
    expect(stdout).toContain('Even/odd tokens, x1/x2/x3 count tokens: every info token');
    expect(stdout).toContain("Its character card boxed: the Captain's card goes back to the box");
    expect(stdout).toContain('No turn order, "Snip!": after each turn nobody holds the next one');
    expect(stdout).toContain('bots and the solver ignore it');
    expect(stdout).toContain(
      'Timed Number-card windows (Speed Mission!): at times of its timeline',
    );
    expect(stdout).toMatch(/\n30 .*8 timed Number-card windows .* yellow sweep: every yellow left/);
    expect(stdout).toMatch(/\n42 .*no time limit, a timeline of its own .*timed table events/);
    expect(stdout).toContain('Timed table events (mission 42): between two signal tones');
    expect(stdout).toContain('Equipment face down: no card unlocks by its number');
    expect(stdout).toContain("The Captain's tokens false: every token on the Captain's wires");
    expect(stdout).toContain('Reds cut together: point at every red wire at once');
    expect(stdout).toMatch(/^new-2 .* sheet rows$/m);
    expect(stdout).toContain('False Bottom (rule sticker A)');
    expect(stdout).toContain('Sequence A or B');
    const rows = JSON.parse((await run('missions', '--json')).stdout) as {
      id: unknown;
      extraEquipment: string[];
      sheet: string;
      rules: string;
    }[];
    const byId = (id: unknown) => rows.find((r) => r.id === id);
    expect(byId(9)).toMatchObject({
      extraEquipment: ['falseBottom'],
      rules: 'sequence A, 3 cards',
    });
    expect(byId(16)).toMatchObject({
      extraEquipment: ['falseBottom'],
      rules: 'sequence B, 3 cards',
    });
    expect(byId(8)).toMatchObject({ extraEquipment: [], sheet: '-', rules: '-' });
    expect(byId('new-1')).toMatchObject({ sheet: 'balance', rules: 'sheet balance' });
    expect(byId(10)).toMatchObject({
      equipment: 'random, never 11 + False Bottom',
      rules: 'no turn order, "Snip!"; time limit 15 min (12 min with 2 players)',
    });
  });

  it('replay gives each info token whole (21, 24), and a view marks the X wires (20)', async () => {
    const tokens = async (file: string) => {
      const { stdout } = await run('replay', join(root, 'examples', file));
      type Token = { kind: string } | null;
      const summary = JSON.parse(stdout) as { stands: { wires: { info: Token }[] }[] };
      return summary.stands.flatMap((s) => s.wires.flatMap((w) => (w.info ? [w.info] : [])));
    };
    const parity = await tokens('mission-21.json');
    expect(parity).toContainEqual({ kind: 'parity', parity: 'even' });
    expect(parity).toContainEqual({ kind: 'parity', parity: 'odd' });
    expect(parity.every((t) => Object.keys(t).join() === 'kind,parity')).toBe(true);
    const count = await tokens('mission-24.json');
    expect(count).toContainEqual({ kind: 'count', count: 4 });
    expect(count.every((t) => t.kind === 'count')).toBe(true);
    expect(await tokens('mission-8.json')).toContainEqual({ kind: 'value', value: 5 });

    const { stdout } = await run('replay', join(root, 'examples/mission-20.json'), '--view', '1');
    const view = JSON.parse(stdout) as { stands: { wires: { x?: true }[] }[] };
    expect(view.stands).toHaveLength(4);
    for (const { wires } of view.stands)
      expect(wires.map((w) => w.x === true)).toEqual(wires.map((_, i) => i === wires.length - 1));
  });

  it('replay shows the components of 22, 23, 26 and 27; a view counts the deck, no more', async () => {
    type Summary = Record<string, unknown>;
    const summary = async (file: string) =>
      JSON.parse((await run('replay', join(root, 'examples', file))).stdout) as Summary;
    const fields = ['handout', 'numberPick', 'together', 'equipmentDeck'];
    const present = (s: Summary) => fields.filter((f) => s[f] !== null);
    const base = await summary('mission-8.json');
    expect(fields.filter((f) => f in base)).toEqual(fields);
    expect(present(base)).toEqual([]);
    expect((await summary('mission-22.json')).handout).toEqual({ done: true, line: [] });
    expect(present(await summary('mission-27.json'))).toEqual(['handout']);
    expect(present(await summary('mission-26.json'))).toEqual(['numberPick']);
    // Every card left the game with its four wires.
    expect((await summary('mission-26.json')).numberPick).toEqual({
      up: [],
      down: [],
      picked: null,
    });
    const fordwich = await summary('mission-23.json');
    expect(fordwich.together).toMatchObject({ done: true });
    expect(fordwich.equipmentDeck).toEqual([]);

    // Before the cut together the deck holds cards: the whole list, but a seat sees a count.
    const record = JSON.parse(await readFile(join(root, 'examples/mission-23.json'), 'utf8')) as {
      actions: unknown[];
    };
    const early = await temp('fordwich.json', { ...record, actions: record.actions.slice(0, 4) });
    const all = JSON.parse((await run('replay', early)).stdout) as { equipmentDeck: unknown };
    expect(all.equipmentDeck).toHaveLength(7);
    const seat = JSON.parse((await run('replay', early, '--view', '2')).stdout) as {
      equipmentDeck: unknown;
      together: unknown;
    };
    expect(seat.equipmentDeck).toBe(7);
    expect(seat.together).toMatchObject({ done: false });
  });

  it('replay shows the Number cards in hand of 29; a view its own cards, the others counted', async () => {
    const record = JSON.parse(await readFile(join(root, 'examples/mission-29.json'), 'utf8')) as {
      actions: { type: string; seat: number }[];
    };
    // Stopped after the first card laid: seat 3 laid it for the Captain (seat 0).
    const at = record.actions.findIndex((a) => a.type === 'layNumber');
    const early = await temp('guessing.json', {
      ...record,
      actions: record.actions.slice(0, at + 1),
    });
    type Hands = { hands: unknown[]; laid: unknown; deck: unknown; live: number[] };
    const all = JSON.parse((await run('replay', early)).stdout) as { numberHands: Hands };
    expect(all.numberHands.hands.map((h) => Array.isArray(h))).toEqual([true, true, true, true]);
    expect(all.numberHands.laid).toMatchObject({ seat: 3, number: expect.any(Number) as number });
    expect(Array.isArray(all.numberHands.deck)).toBe(true);
    const seat = async (view: string) =>
      (JSON.parse((await run('replay', early, '--view', view)).stdout) as { numberHands: Hands })
        .numberHands;
    const captain = await seat('1');
    expect(captain.hands.map((h) => typeof h)).toEqual(['object', 'number', 'number', 'number']);
    expect(captain.laid).toEqual({ seat: 3 });
    expect(typeof captain.deck).toBe('number');
    expect((await seat('4')).laid).toEqual(all.numberHands.laid);
    const spectator = await seat('spectator');
    expect(spectator.hands.every((h) => typeof h === 'number')).toBe(true);
    // Over, every card is shown; the other missions have no such slot.
    const over = JSON.parse(
      (await run('replay', join(root, 'examples/mission-29.json'))).stdout,
    ) as {
      numberHands: Hands;
    };
    expect(over.numberHands.live).toEqual([]);
    const base = JSON.parse(
      (await run('replay', join(root, 'examples/mission-8.json'))).stdout,
    ) as {
      numberHands: unknown;
    };
    expect(base.numberHands).toBeNull();
  });

  it('replay needs exactly one file and known options', async () => {
    expect((await run('replay')).code).toBe(1);
    const unknown = await run('replay', 'x.json', '--veiw', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('--veiw');
  });

  it('--view must be a seat of the game, counted from 1 as on the page, or "spectator"', async () => {
    const file = join(root, 'examples/mission-1.json');
    for (const seat of ['0', '3']) {
      const bad = await run('replay', file, '--view', seat);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('--view takes a seat 1-2');
      expect(bad.stderr).toContain('"spectator"');
    }
    // The page's "Seat 2" is the engine's seat 1, and the JSON keeps the engine's number.
    const second = await run('replay', file, '--view', '2');
    expect(second.code).toBe(0);
    expect((JSON.parse(second.stdout) as { viewer: unknown }).viewer).toBe(1);
    const spectator = await run('replay', file, '--view', 'spectator');
    expect(spectator.code).toBe(0);
    expect((JSON.parse(spectator.stdout) as { viewer: unknown }).viewer).toBe('spectator');
    expect(parseViewer('1', 2)).toBe(0);
    expect(parseViewer('02', 2)).toBe(1);
    expect(parseViewer('0', 2)).toBeNull();
    expect(parseViewer('3', 2)).toBeNull();
    expect(parseViewer('-1', 2)).toBeNull();
    expect(parseViewer('1.0', 2)).toBeNull();
  });

  it('a bad setup exits 1 and names the setup error', async () => {
    const path = await temp('setup.json', {
      format: 1,
      mission: 1,
      players: 2,
      stands: [[1, 2]],
      actions: [],
    });
    const { code, stderr } = await run('replay', path);
    expect(code).toBe(1);
    expect(stderr).toContain(`${path}: bad setup (BAD_STANDS)`);
  });

  it('a wrong field type names the field', async () => {
    const path = await temp('shape.json', {
      format: 1,
      mission: 1,
      players: 'two',
      seed: 'x',
      actions: [],
    });
    const { code, stderr } = await run('replay', path);
    expect(code).toBe(1);
    expect(stderr).toContain('"players"');
  });

  it('a malformed action is reported as an action error (exit 2, MALFORMED_ACTION)', async () => {
    const path = await temp('action.json', {
      format: 1,
      mission: 1,
      players: 2,
      seed: 'x',
      actions: [{ type: 'pass', seat: 0 }],
    });
    const { code, stdout } = await run('replay', path);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({ error: { action: 0, code: 'MALFORMED_ACTION' } });
  });

  it('a game lost to time: the record ends with the server’s timeUp, the cause is given', async () => {
    const { code, stdout } = await run('replay', join(root, 'examples/mission-10-time-up.json'));
    expect(code).toBe(0);
    const summary = JSON.parse(stdout) as { status: string; lossCause: string; snip: unknown };
    expect(summary).toMatchObject({ status: 'lost', lossCause: 'timeUp' });
    // timeUp after a claim: the claimant held the turn, nobody claims any more.
    expect(summary.snip).toMatchObject({ open: false });
  });

  it('an unfinished game prints who must decide what', async () => {
    const path = await temp('start.json', {
      format: 1,
      mission: 1,
      players: 3,
      captain: 2,
      seed: 'x',
      actions: [],
    });
    const { code, stdout } = await run('replay', path);
    expect(code).toBe(0);
    const summary = JSON.parse(stdout) as {
      status: string;
      pending: { kind: string; seat: number };
    };
    expect(summary.status).toBe('setup');
    expect(summary.pending).toMatchObject({ kind: 'setupInfo', seat: 2 });
  });
});

describe('serve usage', () => {
  it('names every flag the server takes', () => {
    expect(CONFIG_FLAGS.filter((flag) => !SERVE_USAGE.includes(flag))).toEqual([]);
  });
});

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": 1}', -1],
    ['[1, -2.5e3, true, false, null, "x\\u00e9\\n"]', -1],
    ['', 0],
    ['{"a": }', 6],
    ['{"a": 1,}', 8],
    ['[1 2]', 3],
    ['{"a": 01}', 7],
    ['"tab\there"', 4],
    ['{"a": 1} x', 9],
    ['{"a": tru}', 9],
  ])('%j -> %d', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    if (offset === -1) expect(() => JSON.parse(text) as unknown).not.toThrow();
    else expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('converts offsets to 1-based lines and columns', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
