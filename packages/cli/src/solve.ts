/**
 * `bomb-busters solve --position FILE` and `bomb-busters solve RECORD --seat S [--at N]`: exact
 * probabilities of every hidden wire, one JSON line per position (docs/position-format.md).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { replayRecord, viewFor } from '@bomb-busters/engine';
import {
  parsePositionFile,
  positionFromView,
  solve as solvePosition,
  type Position,
} from '@bomb-busters/solver';
import { EXIT, type Io } from './io.js';
import { loadRecord, parseJson, READ_PROBLEMS } from './load.js';
import { parseViewer, seatChoices, viewerLabel } from './seats.js';
import { SOLVE_USAGE } from './usage.js';

export async function solve(args: readonly string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        position: { type: 'string' },
        seat: { type: 'string' },
        at: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    return usageError(io, (e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(SOLVE_USAGE);
    return EXIT.ok;
  }
  if (values.position !== undefined) {
    if (positionals.length > 0 || values.seat !== undefined || values.at !== undefined)
      return usageError(io, '--position FILE takes no record, --seat or --at.');
    return solveFile(values.position, io);
  }
  if (positionals.length !== 1)
    return usageError(
      io,
      `expected one record FILE or --position FILE, got ${positionals.length} files.`,
    );
  if (values.seat === undefined) return usageError(io, 'a record needs --seat S.');
  return solveRecord(positionals[0] as string, values.seat, values.at, io);
}

function usageError(io: Io, message: string): number {
  io.err(`solve: ${message}\n\n${SOLVE_USAGE}`);
  return EXIT.badInput;
}

async function solveFile(path: string, io: Io): Promise<number> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const reason = READ_PROBLEMS[(e as NodeJS.ErrnoException).code ?? ''] ?? (e as Error).message;
    io.err(`${path}: cannot read the file: ${reason}.\n`);
    return EXIT.badInput;
  }
  const json = parseJson(path, text);
  if (!json.ok) {
    io.err(`${json.error}\n`);
    return EXIT.badInput;
  }
  const positions = parsePositionFile(json.value);
  if (!positions.ok) {
    io.err(`${path}: ${positions.error.message}\n`);
    return EXIT.badInput;
  }
  positions.value.forEach((position, i) => printSolution(io, position, position.id ?? `#${i}`));
  return EXIT.ok;
}

async function solveRecord(
  path: string,
  seatText: string,
  atText: string | undefined,
  io: Io,
): Promise<number> {
  const loaded = await loadRecord(path);
  if (!loaded.ok) {
    io.err(`${loaded.error}\n`);
    return EXIT.badInput;
  }
  const record = loaded.value;
  const seat = parseViewer(seatText, record.players);
  if (seat === null) {
    io.err(
      `solve: --seat takes ${seatChoices(record.players)}, got ${JSON.stringify(seatText)}.\n`,
    );
    return EXIT.badInput;
  }
  const actions = record.actions.length;
  const at = atText === undefined ? actions : /^\d+$/.test(atText) ? Number(atText) : NaN;
  if (!(at <= actions)) {
    io.err(`solve: --at takes a number of actions 0-${actions}, got ${JSON.stringify(atText)}.\n`);
    return EXIT.badInput;
  }
  const replayed = replayRecord(record, at);
  if (!replayed.ok) {
    const problem = replayed.error;
    switch (problem.kind) {
      case 'action':
        io.out(
          `${JSON.stringify({ error: { action: problem.action, code: problem.code, message: problem.message } })}\n`,
        );
        return EXIT.illegalAction;
      case 'setup':
        io.err(`${path}: bad setup (${problem.code}): ${problem.message}\n`);
        return EXIT.badInput;
      case 'format':
        io.err(`${path}: not a valid game record: ${problem.message}\n`);
        return EXIT.badInput;
    }
  }
  const position = positionFromView(viewFor(replayed.value, seat));
  printSolution(io, position, `${path} ${viewerLabel(seat)} after ${at} actions`);
  return EXIT.ok;
}

/** Solve exactly and print one JSON line. */
function printSolution(io: Io, position: Position, id: string): void {
  const start = performance.now();
  const solution = solvePosition(position, { exact: true });
  const elapsedMs = Math.round((performance.now() - start) * 1000) / 1000;
  const line = {
    id,
    status: solution.status,
    totalWeight: String(solution.totalWeight ?? 0n),
    elapsedMs,
    marginals: solution.marginals,
  };
  io.out(`${JSON.stringify(line)}\n`);
}
