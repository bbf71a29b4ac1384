/**
 * What a visitor downloads before /login is interactive: the gzipped JavaScript Chromium fetches until the sign-in
 * heading shows and the network settles, in English and in Arabic. Baseline, built in the same run: a bare React 19
 * page that renders one heading — the floor any React app pays. Budget (issue 2): ≤ 120 KB gzipped.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { root, startServer } from './support/server';

const budgetKb = 120;
const webDir = path.join(root, 'apps/web');
const port = 3199;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const gzippedKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

async function buildBaseline(): Promise<number> {
  const dir = path.join(root, 'bench', '.baseline');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.js"></script>',
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
    build: { outDir: 'dist', target: 'es2022' },
  });
  const assets = path.join(dir, 'dist', 'assets');
  let total = 0;
  for (const file of await readdir(assets))
    if (file.endsWith('.js')) total += gzippedKb(await readFile(path.join(assets, file)));
  await rm(dir, { recursive: true, force: true });
  return total;
}

async function measureLogin(baseUrl: string, locale: string): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ locale });
    const downloads: Promise<number>[] = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) {
        const name = new URL(response.url()).pathname.replace('/assets/', '');
        downloads.push(
          response.body().then((body) => {
            const kb = gzippedKb(body);
            if (process.env.BENCH_VERBOSE) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${name}`);
            return kb;
          }),
        );
      }
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(downloads);
    return { kb: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  } finally {
    await browser.close();
  }
}

await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'error' });
const baselineKb = await buildBaseline();
const server = await startServer(port);
let isOverBudget = false;
try {
  console.log(`baseline (bare React 19 page): ${baselineKb.toFixed(1)} KB gzipped`);
  for (const [language, locale] of [
    ['en', 'en-GB'],
    ['ar', 'ar-MA'],
  ] as const) {
    const { kb, files } = await measureLogin(server.url, locale);
    isOverBudget ||= kb > budgetKb;
    console.log(
      `/login (${language}): ${kb.toFixed(1)} KB gzipped JavaScript in ${files} files — ` +
        `${(kb / baselineKb).toFixed(2)}× baseline, budget ${budgetKb} KB ${kb <= budgetKb ? 'met' : 'EXCEEDED'}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(isOverBudget ? 1 : 0);
