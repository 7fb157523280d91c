/**
 * The engine's data-only entry, bundled as the client's build bundles the engine (its modules
 * free of side effects): none of the rules come along. The table's code imports its engine
 * values from there, so its first download holds the mission table, not the rules; a module of
 * the rules reached from it would land in the first chunk whole (a chunk takes whole modules).
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const ENGINE = fileURLToPath(new URL('../../engine/src/', import.meta.url));

/** The engine modules (paths under its src/) a bundle of `entry`'s every export holds. */
async function bundled(entry: string): Promise<string[]> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: ENGINE + entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: {
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/engine/src/') },
      },
    },
  })) as Rollup.RollupOutput[];
  return out
    .flatMap((o) => o.output)
    .flatMap((c) => (c.type === 'chunk' ? c.moduleIds : []))
    .map((id) => id.slice(id.indexOf('/engine/src/') + '/engine/src/'.length));
}

/** Applying actions, listing the legal ones, and building the missions' rule modules. */
const RULES = [
  'apply.ts',
  'legal.ts',
  'cut.ts',
  'flow.ts',
  'setup.ts',
  'view.ts',
  'missions/ask.ts',
  'missions/index.ts',
  'missions/modules/index.ts',
];

describe('the engine data entry', () => {
  it('bundles the mission table and the view updates without the rules', async () => {
    const data = await bundled('data.ts');
    expect(data).toEqual(
      expect.arrayContaining(['missions/defs.ts', 'missions/catalog.ts', 'view-events.ts']),
    );
    expect(data.filter((id) => RULES.includes(id))).toEqual([]);
  });

  it('is told apart from the whole engine, which brings them all', async () => {
    expect(await bundled('index.ts')).toEqual(expect.arrayContaining(RULES));
  });
});
