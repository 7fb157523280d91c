/** `bomb-busters replay FILE [--view SEAT|spectator]`: apply a record and print the final state. */
import { parseArgs } from 'node:util';
import { replayRecord, revealedSummary, viewFor, type Viewer } from '@bomb-busters/engine';
import { EXIT, printJson, type Io } from './io.js';
import { loadRecord } from './load.js';
import { REPLAY_USAGE } from './usage.js';

export async function replay(args: readonly string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { view: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    io.err(`replay: ${(e as Error).message}\n\n${REPLAY_USAGE}`);
    return EXIT.badInput;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(REPLAY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) {
    io.err(`replay: expected one record FILE, got ${positionals.length}.\n\n${REPLAY_USAGE}`);
    return EXIT.badInput;
  }
  const path = positionals[0] as string;
  const loaded = await loadRecord(path);
  if (!loaded.ok) {
    io.err(`${loaded.error}\n`);
    return EXIT.badInput;
  }
  const record = loaded.value;
  const viewer = values.view === undefined ? undefined : parseViewer(values.view, record.players);
  if (viewer === null) {
    io.err(
      `replay: --view takes a seat number 0-${record.players - 1} or "spectator", got ${JSON.stringify(values.view)}.\n`,
    );
    return EXIT.badInput;
  }
  const replayed = replayRecord(record);
  if (!replayed.ok) {
    const problem = replayed.error;
    switch (problem.kind) {
      case 'action':
        printJson(io, {
          error: { action: problem.action, code: problem.code, message: problem.message },
        });
        return EXIT.illegalAction;
      case 'setup':
        io.err(`${path}: bad setup (${problem.code}): ${problem.message}\n`);
        return EXIT.badInput;
      case 'format':
        io.err(`${path}: not a valid game record: ${problem.message}\n`);
        return EXIT.badInput;
    }
  }
  const state = replayed.value;
  printJson(io, viewer === undefined ? revealedSummary(state) : viewFor(state, viewer));
  return EXIT.ok;
}

/** A seat number of this game, or "spectator"; null if neither. */
export function parseViewer(text: string, players: number): Viewer | null {
  if (text === 'spectator') return 'spectator';
  if (!/^\d+$/.test(text)) return null;
  const seat = Number(text);
  return seat < players ? seat : null;
}
