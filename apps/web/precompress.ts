import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text and uncompressed fonts only: woff and woff2 are compressed inside already, images are too. Source maps are
 * left out on purpose: only developer tools fetch them, and brotli at quality 11 on megabytes of maps would double
 * the build time.
 */
const compressibleFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf|eot)$/;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`, when they come out smaller. */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map(precompressFile));
  return written.reduce((sum, count) => sum + count, 0);
}

async function precompressFile(file: string): Promise<number> {
  const original = await readFile(file);
  const variants: [string, Buffer][] = [
    [
      '.br',
      await brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ],
    ['.gz', await gzipAsync(original, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const smaller = variants.filter(([, compressed]) => compressed.length < original.length);
  await Promise.all(smaller.map(([extension, compressed]) => writeFile(file + extension, compressed)));
  return smaller.length;
}

/**
 * The server sends these files as they are (`preCompressed` in apps/api/src/lib/web-app.ts), so a visitor gets
 * brotli at its best quality without the server compressing anything per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vitalia:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the public folder is copied too, so that favicon.svg and index.html get their variants, and after the
    // other plugins' closing work (the service worker, sw.js, is written then): last, and on its own.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const count = await precompressDirectory(outDir);
        config.logger.info(`precompressed: ${count} .br/.gz files beside the build`);
      },
    },
  };
}
