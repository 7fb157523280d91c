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
            file !== 'index.ts' && !typeOnly && !/^(ask|index|catalog)\.js$/.test(path ?? ''),
        )
        .map(([line]) => `${file}: ${line}`);
    });
    expect(offending).toEqual([]);
  });
});

/** Every runtime import between the engine's files (type-only imports leave no trace at run time). */
function runtimeImports(): Map<string, string[]> {
  const root = new URL('../src/', import.meta.url);
  const files = (readdirSync(root, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(new URL(file, root), 'utf8');
    const targets = [...text.matchAll(/^(?:import|export) (type )?[^;]*?from '(\.[^']+)\.js'/gms)]
      .filter(([, typeOnly]) => !typeOnly)
      .map(([, , path]) => new URL(`${path}.ts`, new URL(file, root)).pathname)
      .map((abs) => abs.slice(root.pathname.length));
    graph.set(file, targets);
  }
  return graph;
}

describe('the engine’s imports read top to bottom', () => {
  it('no file imports itself back through others (no import cycle)', () => {
    const graph = runtimeImports();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const graph = runtimeImports();
    expect(graph.get('flow.ts')).toContain('missions/ask.ts');
    expect(graph.get('missions/modules/snip.ts')).toContain('step.ts');
    expect(graph.get('missions/modules/snip.ts')).not.toContain('flow.ts');
  });
});
