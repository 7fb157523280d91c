/** The `bomb-busters` command: dispatch to one command module; returns the exit code. */
import { EXIT, processIo, type Io } from './io.js';
import { missions } from './missions.js';
import { replay } from './replay.js';
import { serve } from './serve.js';
import { simulate } from './simulate.js';
import { solve } from './solve.js';
import {
  MISSIONS_USAGE,
  REPLAY_USAGE,
  SERVE_USAGE,
  SIMULATE_USAGE,
  SOLVE_USAGE,
  START_HINT,
  USAGE,
} from './usage.js';

const PLANNED: string[] = [];
const COMMAND_USAGE: Readonly<Record<string, string>> = {
  replay: REPLAY_USAGE,
  missions: MISSIONS_USAGE,
  solve: SOLVE_USAGE,
  simulate: SIMULATE_USAGE,
  serve: SERVE_USAGE,
};

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      io.out(USAGE + START_HINT);
      return EXIT.ok;
    case '--help':
    case '-h':
      io.out(USAGE);
      return EXIT.ok;
    case 'help': {
      const topic = rest[0];
      if (topic === undefined) io.out(USAGE);
      else if (COMMAND_USAGE[topic]) io.out(COMMAND_USAGE[topic]);
      else return unknown(topic, io);
      return EXIT.ok;
    }
    case 'replay':
      return replay(rest, io);
    case 'missions':
      return missions(rest, io);
    case 'solve':
      return solve(rest, io);
    case 'simulate':
      return simulate(rest, io);
    case 'serve':
      return serve(rest, io);
    default:
      return unknown(command, io);
  }
}

function unknown(command: string, io: Io): number {
  const planned = PLANNED.includes(command)
    ? `"${command}" is planned but not written yet.`
    : `Unknown command "${command}".`;
  io.err(`${planned}\n\n${USAGE}`);
  return EXIT.badInput;
}
