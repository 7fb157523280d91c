/** The benchmark corpus (bench/positions/*.json, written by bench/make-positions.ts), parsed. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePositionFile } from '../src/position-file.js';
import type { Position } from '../src/position.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../bench/positions');

/** Every file of the corpus, in name order, with its positions; throws on one that does not parse. */
export function corpusFiles(): { file: string; positions: Position[] }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = parsePositionFile(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
      return { file, positions: parsed.value };
    });
}
