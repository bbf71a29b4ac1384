import { pictureLimits, pictureTypes, profile } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller, type AccessTokenVerifier } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { PicturesService } from './pictures.service';

const profileResponse = z.object({ data: profile });

/**
 * D6 profile picture. The upload's body is the image itself, sent with its own Content-Type; the answer is the
 * profile with its new `pictureUrl`. Pictures are then served by key, without a token (decision 009).
 */
export const picturesRoutes: FastifyPluginAsyncZod<{
  service: PicturesService;
  verifyAccessToken: AccessTokenVerifier;
}> = async (app, { service, verifyAccessToken }) => {
  const { maxBytes } = service.limits();
  // On arrival rather than before the handler: an anonymous caller is turned away before its body is read.
  const onRequest = requireCaller(verifyAccessToken);

  // These parsers exist inside this plugin only; every other route still takes JSON alone. The declared type is
  // only a way in: the bytes decide what the image is.
  app.addContentTypeParser(
    [...pictureTypes],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError(7200)));

  app.get(
    '/users/me/picture/limits',
    { onRequest, schema: { tags: ['users'], response: { 200: z.object({ data: pictureLimits }) } } },
    async () => ({ data: service.limits() }),
  );

  app.put(
    '/users/me/picture',
    { onRequest, bodyLimit: maxBytes, schema: { tags: ['users'], response: { 200: profileResponse } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(7200);
      return { data: await service.setPicture(callerOf(request), request.body) };
    },
  );

  app.delete(
    '/users/me/picture',
    { onRequest, schema: { tags: ['users'], response: { 200: profileResponse } } },
    async (request) => ({ data: await service.removePicture(callerOf(request)) }),
  );

  app.get<{ Params: { key: string } }>(
    '/pictures/:key',
    { schema: { tags: ['users'] } },
    async (request, reply) => {
      const picture = await service.read(request.params.key);
      return (
        reply
          .type('image/webp')
          // A new picture always gets a new key, so a key's bytes never change. Private: after a removal or an
          // account deletion no shared cache should keep handing the picture out.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(picture)
      );
    },
  );
};
