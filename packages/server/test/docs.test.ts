/** The README's settings tables and docs/protocol.md list every setting and every code. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_ERROR_CODES } from '@bomb-busters/protocol';
import { CONFIG_FLAGS, CONFIG_VARIABLES } from '../src/config.js';

const read = (path: string) => readFile(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('documentation', () => {
  it('the README has a table row for every setting', async () => {
    const readme = await read('README.md');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z_]+)` /gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.filter((v) => !rows.has(v))).toEqual([]);
    expect(CONFIG_FLAGS.length).toBe(CONFIG_VARIABLES.length);
  });

  it('docs/protocol.md has a table row for every protocol error code', async () => {
    const protocol = await read('docs/protocol.md');
    const rows = new Set([...protocol.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]));
    expect(PROTOCOL_ERROR_CODES.filter((c) => !rows.has(c))).toEqual([]);
  });
});
