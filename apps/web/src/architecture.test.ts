import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = (readdirSync(sourceDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(sourceDir, file), 'utf8') }));

const relativeImports = (file: string, text: string) =>
  [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => path.join(path.dirname(file), match[1]!));

describe('web architecture', () => {
  it('lets no feature reach into another feature', () => {
    const crossings = sourceFiles
      .filter(({ file }) => file.startsWith('features/'))
      .flatMap(({ file, text }) =>
        relativeImports(file, text)
          .filter((target) => target.startsWith('features/') && target.split('/')[1] !== file.split('/')[1])
          .map((target) => `${file} → ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('keeps business logic out of the shared UI kit', () => {
    const leaks = sourceFiles
      .filter(({ file }) => file.startsWith('components/ui/'))
      .flatMap(({ file, text }) =>
        relativeImports(file, text)
          .filter((target) => target.startsWith('features/') || target.startsWith('app/'))
          .map((target) => `${file} → ${target}`),
      );
    expect(leaks).toEqual([]);
  });

  it('never shows a server message: no component reads error.message', () => {
    const readers = sourceFiles.filter(({ text }) => /error\.message\b/.test(text)).map(({ file }) => file);
    expect(readers).toEqual([]);
  });
});
