import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress';
import { root } from './server';

/**
 * The benches' baseline: a bare React 19 page that renders one heading — the floor any React app pays — built and
 * precompressed as the web app is. Returns its dist folder and a way to remove it.
 */
export async function buildBareReactPage(): Promise<{ distDir: string; remove(): Promise<void> }> {
  const dir = path.join(root, 'bench', '.baseline');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Baseline</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  await writeFile(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [precompress()],
    build: { outDir: 'dist', target: 'es2022' },
  });
  return { distDir: path.join(dir, 'dist'), remove: () => rm(dir, { recursive: true, force: true }) };
}
