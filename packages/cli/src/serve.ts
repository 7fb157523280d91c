/** `bomb-busters serve`: start the game server; it runs until SIGTERM or SIGINT. */
import { ConfigError, runServer } from '@bomb-busters/server';
import { EXIT, type Io } from './io.js';
import { SERVE_USAGE } from './usage.js';

export async function serve(args: string[], io: Io, env = process.env): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(SERVE_USAGE);
    return EXIT.ok;
  }
  try {
    const started = await runServer(args, env);
    io.err(`Bomb Busters server listening on ${started.address}\n`);
    return EXIT.ok;
  } catch (e) {
    if (e instanceof ConfigError) {
      io.err(`${e.message}\n\n${SERVE_USAGE}`);
      return EXIT.badInput;
    }
    const code = (e as { code?: unknown }).code;
    io.err(
      `Cannot start the server${typeof code === 'string' ? ` (${code})` : ''}: ${String((e as Error).message)}\n`,
    );
    return EXIT.badInput;
  }
}
