import { ErrorCode, feedEndpoints as endpoints, pictureTypes } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { FeedAuthoringService } from './feed-authoring.service';
import type { FeedService } from './feed.service';

/** A member may comment this many times a minute, on every server together (the rate-limit store is shared). */
const commentsPerMinute = 10;

interface FeedRouteOptions {
  service: FeedService;
  authoring: FeedAuthoringService;
  imageMaxBytes: number;
}

/** The Premium feed (issue 15): members read and react; karim and admin write and moderate. */
export const feedRoutes: FastifyPluginAsync<FeedRouteOptions> = async (app, options) => {
  const { service, authoring } = options;
  serve(app, endpoints.latestPosts, async ({ caller, query }) => ({
    data: await service.page(caller, query.cursor),
  }));
  serve(app, endpoints.postOf, async ({ caller, params }) => ({
    data: await service.post(caller, params.postId),
  }));
  serve(app, endpoints.likePost, async ({ caller, params }) => ({
    data: await service.setLike(caller, params.postId, true),
  }));
  serve(app, endpoints.unlikePost, async ({ caller, params }) => ({
    data: await service.setLike(caller, params.postId, false),
  }));
  serve(app, endpoints.listComments, async ({ caller, params, query }) => ({
    data: await service.comments(caller, params.postId, query.cursor),
  }));
  serve(
    app,
    endpoints.addComment,
    async ({ caller, params, body }) => ({ data: await service.addComment(caller, params.postId, body) }),
    { memberRateLimitPerMinute: commentsPerMinute },
  );
  serve(app, endpoints.deleteComment, async ({ caller, params }) =>
    service.deleteComment(caller, params.commentId),
  );
  serve(app, endpoints.reportPost, async ({ caller, params, body }) =>
    service.reportPost(caller, params.postId, body.reason),
  );
  serve(app, endpoints.reportComment, async ({ caller, params, body }) =>
    service.reportComment(caller, params.commentId, body.reason),
  );
  serve(app, endpoints.unreadPosts, async ({ caller }) => ({ data: await service.unread(caller) }));
  serve(app, endpoints.markFeedRead, async ({ caller, body }) => service.markRead(caller, body?.upTo));
  serve(app, endpoints.digestOf, async ({ caller }) => ({ data: await service.digest(caller) }));
  serve(app, endpoints.setDigest, async ({ caller, body }) => ({
    data: await service.setDigest(caller, body.subscribed),
  }));

  serve(app, endpoints.listStaffPosts, async ({ caller, query }) => ({
    data: await authoring.posts(caller, query.state, query.cursor),
  }));
  serve(app, endpoints.staffPostOf, async ({ caller, params }) => ({
    data: await authoring.post(caller, params.postId),
  }));
  serve(app, endpoints.createPost, async ({ caller, body }) => ({
    data: await authoring.create(caller, body),
  }));
  serve(app, endpoints.updatePost, async ({ caller, params, body }) => ({
    data: await authoring.update(caller, params.postId, body),
  }));
  serve(app, endpoints.pinPost, async ({ caller, params, body }) => ({
    data: await authoring.pin(caller, params.postId, body.pinned),
  }));
  serve(app, endpoints.feedModerationQueue, async ({ caller }) => ({
    data: await authoring.moderationQueue(caller),
  }));
  serve(app, endpoints.moderateFeedItem, async ({ caller, params, body }) =>
    authoring.moderate(caller, params.kind, params.id, body),
  );
  serve(app, endpoints.postImageFile, async ({ params, reply }) =>
    reply
      .type('image/webp')
      // A key's bytes never change. Private: once a post is gone no shared cache should keep handing its image out.
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await authoring.image(params.key)),
  );

  await app.register(imageUploadRoutes, options);
  await app.register(oneClickUnsubscribeRoutes, options);
};

/** The upload's body is the image itself with its own Content-Type, as for profile pictures; only in this scope. */
const imageUploadRoutes: FastifyPluginAsync<FeedRouteOptions> = async (app, { authoring, imageMaxBytes }) => {
  app.addContentTypeParser(
    [...pictureTypes],
    { parseAs: 'buffer', bodyLimit: imageMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(ErrorCode.pictureNotAnImage)),
  );
  serve(app, endpoints.uploadPostImage, async ({ caller, request }) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.pictureNotAnImage);
    return { data: await authoring.uploadImage(caller, request.body) };
  });
};

/**
 * RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form; the token in the URL is all that counts. The
 * web's unsubscribe page posts with no body.
 */
const oneClickUnsubscribeRoutes: FastifyPluginAsync<FeedRouteOptions> = async (app, { service }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );
  serve(app, endpoints.unsubscribeDigest, async ({ query }) => service.unsubscribe(query.token));
};
