import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = (readdirSync(sourceDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(sourceDir, file), 'utf8') }));

// Import boundaries (features, lib, the UI kit) are ESLint's (eslint.config.js); circles, scripts/import-cycles.test.mjs.
describe('web architecture', () => {
  it('never shows a server message: no component reads error.message', () => {
    const readers = sourceFiles.filter(({ text }) => /error\.message\b/.test(text)).map(({ file }) => file);
    expect(readers).toEqual([]);
  });
});
