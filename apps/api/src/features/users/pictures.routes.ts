import { ErrorCode, pictureEndpoints, pictureTypes } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { PicturesService } from './pictures.service';

/**
 * D6 profile picture. The upload's body is the image itself, sent with its own Content-Type; the answer is the
 * profile with its new `pictureUrl`. Pictures are then served by key, without a token (decision 009).
 */
export const picturesRoutes: FastifyPluginAsync<{ service: PicturesService }> = async (app, { service }) => {
  // These parsers exist inside this plugin only; every other route still takes JSON alone. The declared type is
  // only a way in: the bytes decide what the image is. The parser's own limit bounds the upload (7000 past it).
  app.addContentTypeParser(
    [...pictureTypes],
    { parseAs: 'buffer', bodyLimit: service.limits().maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(ErrorCode.pictureNotAnImage)),
  );

  serve(app, pictureEndpoints.pictureLimitsOf, async () => ({ data: service.limits() }));

  serve(app, pictureEndpoints.uploadPicture, async ({ caller, request }) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.pictureNotAnImage);
    return { data: await service.setPicture(caller, request.body) };
  });

  serve(app, pictureEndpoints.removePicture, async ({ caller }) => ({
    data: await service.removePicture(caller),
  }));

  serve(app, pictureEndpoints.pictureFile, async ({ params, reply }) => {
    const picture = await service.read(params.key);
    return (
      reply
        .type('image/webp')
        // A new picture always gets a new key, so a key's bytes never change. Private: after a removal or an
        // account deletion no shared cache should keep handing the picture out.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(picture)
    );
  });
};
