/** The core asks the mission only through missions/ask.ts (the mission-rules layer, docs/missions.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the core asks the mission only through missions/ask.ts', () => {
  it('no core file imports a rule module or the sheet’s functions', () => {
    const core = new URL('../src/', import.meta.url);
    const files = readdirSync(core).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const offending = files.flatMap((file) => {
      const text = readFileSync(new URL(file, core), 'utf8');
      return [...text.matchAll(/^import (type )?[^;]*from '\.\/missions\/([^']+)';/gm)]
        .filter(
          ([, typeOnly, path]) =>
            file !== 'index.ts' && !typeOnly && !/^(ask|index)\.js$/.test(path ?? ''),
        )
        .map(([line]) => `${file}: ${line}`);
    });
    expect(offending).toEqual([]);
  });
});
