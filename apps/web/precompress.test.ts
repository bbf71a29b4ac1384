import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('build-time precompression', () => {
  let dir: string;
  const script = 'export const greeting = "hello";\n'.repeat(200);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><title>Vitalia</title>${'<p>x</p>'.repeat(100)}`,
    );
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'index-abc.css'), 'body { color: red; }\n'.repeat(100));
    await writeFile(path.join(dir, 'assets', 'index-abc.js.map'), '{"mappings":""}'.repeat(100));
    await writeFile(path.join(dir, 'assets', 'inter-abc.woff2'), Buffer.alloc(4096, 7));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip files beside text assets, which decompress to the original', async () => {
    await precompressDirectory(dir);

    const file = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
    expect((await readdir(path.join(dir, 'assets'))).filter((name) => name.includes('.css'))).toHaveLength(3);
  });

  it('leaves fonts that are compressed already, source maps and tiny files alone', async () => {
    await writeFile(path.join(dir, 'tiny.svg'), '<svg/>');

    await precompressDirectory(dir);

    const names = [...(await readdir(dir)), ...(await readdir(path.join(dir, 'assets')))];
    expect(names.filter((name) => /woff2\.|map\.|tiny\.svg\./.test(name))).toEqual([]);
  });

  it('does not compress its own output again when run twice', async () => {
    await precompressDirectory(dir);
    await precompressDirectory(dir);

    expect(await readdir(dir)).not.toContain('index.html.br.br');
  });
});
