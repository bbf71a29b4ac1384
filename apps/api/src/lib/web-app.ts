import { ErrorCode } from '@vitalia/contracts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year; index.html is revalidated on every visit
 * so that a deploy reaches people at once. Every other GET outside /api gets index.html (the router decides).
 * The web build writes brotli and gzip files beside each text file (apps/web/precompress.ts): a browser that accepts
 * them gets those, with the same caching; nothing is compressed per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** `<meta>` tags for the page's head (name → content): settings the web reads before its first call. */
  pageMeta: Record<string, string> = {},
) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const page = hasBuild ? await pageWithMeta(distDir, pageMeta) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The variants are other encodings of a file, never files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own Cache-Control below; the plugin's default would be `max-age=0` for everything.
      cacheControl: false,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        response.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Caches must keep the brotli, gzip and plain answers apart; the plugin does not say so itself.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset = /^\/(api|assets)(\/|\?|$)/.test(request.url);
    if (!hasBuild || !isPageRequest || isApiOrAsset) {
      return reply.status(404).send(errorBody(ErrorCode.notFound));
    }
    reply.header('cache-control', 'no-cache');
    if (page !== null) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html', { cacheControl: false });
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with the tags written in once at start; null when there are none, so the built file is sent as it is. */
async function pageWithMeta(distDir: string, pageMeta: Record<string, string>): Promise<string | null> {
  const tags = Object.entries(pageMeta).map(
    ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`,
  );
  if (tags.length === 0) return null;
  const page = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return page.replace('</head>', `${tags.join('')}</head>`);
}
