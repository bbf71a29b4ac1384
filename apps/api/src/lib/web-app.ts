import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year; index.html is revalidated on every visit
 * so that a deploy reaches people at once. Every other GET outside /api gets index.html (the router decides).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default would be `max-age=0` for everything.
      cacheControl: false,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        response.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset = /^\/(api|assets)(\/|\?|$)/.test(request.url);
    if (!hasBuild || !isPageRequest || isApiOrAsset) {
      return reply.status(404).send(errorBody(4004));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
