/**
 * `bomb-busters replay FILE [--view SEAT|spectator] [--json | --text [--lang L]]`: apply a record
 * and print the final state as JSON, or the game in words as the web page's log says it.
 */
import { parseArgs } from 'node:util';
import {
  replayRecord,
  revealedSummary,
  viewFor,
  type GameState,
  type Viewer,
} from '@bomb-busters/engine';
import { gameText, isLanguage, LANGUAGES, type Language } from '@bomb-busters/client/game-text';
import { EXIT, printJson, type Io } from './io.js';
import { loadRecord } from './load.js';
import { parseViewer, seatChoices } from './seats.js';
import { REPLAY_USAGE } from './usage.js';

export async function replay(args: readonly string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        view: { type: 'string' },
        json: { type: 'boolean' },
        text: { type: 'boolean' },
        lang: { type: 'string' },
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
    io.out(REPLAY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1)
    return usageError(io, `expected one record FILE, got ${positionals.length}.`);
  if (values.json && values.text) return usageError(io, 'choose --json or --text, not both.');
  if (values.lang !== undefined && !values.text)
    return usageError(io, '--lang sets the language of --text; add --text.');
  const language = values.lang ?? 'en';
  if (!isLanguage(language))
    return usageError(
      io,
      `--lang takes one of ${LANGUAGES.join(', ')}, got ${JSON.stringify(language)}.`,
    );
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
      `replay: --view takes ${seatChoices(record.players)}, got ${JSON.stringify(values.view)}.\n`,
    );
    return EXIT.badInput;
  }
  const replayed = replayRecord(record);
  if (!replayed.ok) {
    const problem = replayed.error;
    switch (problem.kind) {
      case 'action': {
        const { action, code, message } = problem;
        if (!values.text) {
          printJson(io, { error: { action, code, message } });
          return EXIT.illegalAction;
        }
        // The game up to the action, then what is wrong with it.
        if (problem.state) await printText(io, problem.state, language, viewer);
        io.err(`${path}: actions[${action}] cannot be played (${code}): ${message}\n`);
        return EXIT.illegalAction;
      }
      case 'setup':
        io.err(`${path}: bad setup (${problem.code}): ${problem.message}\n`);
        return EXIT.badInput;
      case 'format':
        io.err(`${path}: not a valid game record: ${problem.message}\n`);
        return EXIT.badInput;
    }
  }
  const state = replayed.value;
  if (values.text) await printText(io, state, language, viewer);
  else printJson(io, viewer === undefined ? revealedSummary(state) : viewFor(state, viewer));
  return EXIT.ok;
}

function usageError(io: Io, message: string): number {
  io.err(`replay: ${message}\n\n${REPLAY_USAGE}`);
  return EXIT.badInput;
}

/** The title, the log in numbered lines, a blank line and the outcome. */
async function printText(
  io: Io,
  state: GameState,
  language: Language,
  viewer: Viewer | undefined,
): Promise<void> {
  const { title, log, outcome } = await gameText(state, language, viewer);
  const width = String(log.length).length;
  const lines = log.map((line, i) => `${String(i + 1).padStart(width)}. ${line}`);
  io.out(`${[title, '', ...lines, '', outcome].join('\n')}\n`);
}
