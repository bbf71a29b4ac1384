import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Circles between our own modules, found from the source text. ESLint's `import-x/no-cycle` misses a circle closed by
 * a type-only or a dynamic import (`import type`, `import('./x')`), yet such a circle still ties two modules into one
 * that cannot be understood, tested or moved apart (issue 37): every kind of import counts here.
 */
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const sourceExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFilesUnder(root) {
  return readdirSync(root, { recursive: true })
    .map((file) => path.join(root, file))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
    .filter((file) => sourceExtensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !file.endsWith('.d.ts'));
}

/** The file a relative specifier names, as TypeScript resolves it (`./x`, `./x.js` for `./x.ts`, `./x/index.ts`). */
function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js)$/, '');
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => stem + extension),
    ...sourceExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export function importGraphOf(roots) {
  const graph = new Map();
  for (const file of roots.flatMap(sourceFilesUnder)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(importPattern)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Each circle as its files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function importCyclesOf(graph) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;

  function visit(file) {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component = [];
    for (let member = stack.pop(); ; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort());
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
