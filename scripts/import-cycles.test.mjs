import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCyclesOf, importGraphOf } from './import-cycles.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'e2e', 'bench', 'scripts'].map(
  (root) => path.join(repository, root),
);
const relative = (cycle) => cycle.map((file) => path.relative(repository, file));

describe('import circles (issue 37)', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (name, text) => writeFileSync(path.join(fixture, name), text);

  it('finds a circle closed by a type-only import or a dynamic one', () => {
    write('store.ts', "export async function load() { return (await import('./remote-store')).remote; }\n");
    write('remote-store.ts', "import type { Store } from './store';\nexport const remote = 1;\n");
    write('client.tsx', "export { shape } from './shape.js';\n");
    write('shape.ts', "import { type Client } from './client';\nexport const shape = 2;\n");
    write('leaf.ts', "import { remote } from './remote-store';\nexport const leaf = remote;\n");
    const cycles = importCyclesOf(importGraphOf([fixture])).map((cycle) =>
      cycle.map((file) => path.basename(file)),
    );
    expect(cycles.sort()).toEqual([
      ['client.tsx', 'shape.ts'],
      ['remote-store.ts', 'store.ts'],
    ]);
  });

  it('has none in the code base, whatever kind of import closes it', () => {
    expect(importCyclesOf(importGraphOf(sourceRoots)).map(relative)).toEqual([]);
  });
});
