/** The process entry of the CLI, run from source (bin/bomb-busters.js) or bundled (build.mjs). */
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
