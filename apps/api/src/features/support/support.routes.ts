import { ErrorCode, supportEndpoints as endpoints, pictureTypes } from '@vitalia/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serve } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { SupportService } from './support.service';

/** A member writes a few requests an hour at most; more is a loop or a flood, and each one mails the team. */
const requestsPerMinute = 5;

interface SupportRouteOptions {
  service: SupportService;
  /** The profile pictures' limit (`PICTURE_MAX_BYTES`): one limit for every image a member sends. */
  attachmentMaxBytes: number;
}

/**
 * A screenshot may show the member's account: never kept by a browser or a shared cache past the screen that asked.
 * The web holds the bytes it fetched for as long as the page needs them.
 */
const sendScreenshot = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .type('image/webp')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);

/** D1 contact for every signed-in member, and the staff inbox (issue 18). */
export const supportRoutes: FastifyPluginAsync<SupportRouteOptions> = async (app, options) => {
  const { service } = options;
  serve(
    app,
    endpoints.sendSupportRequest,
    async ({ caller, body }) => ({ data: await service.send(caller, body) }),
    {
      memberRateLimitPerMinute: requestsPerMinute,
    },
  );
  serve(app, endpoints.mySupportRequests, async ({ caller }) => ({ data: await service.mine(caller) }));
  serve(
    app,
    endpoints.followUpSupportRequest,
    async ({ caller, params, body }) => ({
      data: await service.followUp(caller, params.requestId, body.message),
    }),
    { memberRateLimitPerMinute: requestsPerMinute },
  );
  serve(app, endpoints.supportAttachmentFile, async ({ caller, params, reply }) =>
    sendScreenshot(reply, await service.memberAttachment(caller, params.key)),
  );

  serve(app, endpoints.staffSupportAttachmentFile, async ({ params, reply }) =>
    sendScreenshot(reply, await service.staffAttachment(params.key)),
  );
  serve(app, endpoints.supportInbox, async ({ query }) => ({ data: await service.inbox(query.status) }));
  serve(app, endpoints.supportRequestForStaff, async ({ params }) => ({
    data: await service.forStaff(params.requestId),
  }));
  serve(app, endpoints.replyToSupportRequest, async ({ caller, params, body }) => ({
    data: await service.reply(caller, params.requestId, body.message),
  }));
  serve(app, endpoints.noteSupportRequest, async ({ caller, params, body }) => ({
    data: await service.note(caller, params.requestId, body.message),
  }));
  serve(app, endpoints.assignSupportRequest, async ({ caller, params }) => ({
    data: await service.assignToSelf(caller, params.requestId),
  }));
  serve(app, endpoints.setSupportStatus, async ({ params, body }) => ({
    data: await service.setStatus(params.requestId, body.status),
  }));

  await app.register(attachmentUploadRoutes, options);
};

/**
 * The upload's body is the image itself with its own Content-Type, as for profile pictures and feed images; only in
 * this scope. Past the size limit the parser answers 7000 before the bytes are kept; any other type is 7200.
 */
const attachmentUploadRoutes: FastifyPluginAsync<SupportRouteOptions> = async (
  app,
  { service, attachmentMaxBytes },
) => {
  app.addContentTypeParser(
    [...pictureTypes],
    { parseAs: 'buffer', bodyLimit: attachmentMaxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(ErrorCode.pictureNotAnImage)),
  );
  // No per-minute limit, as for pictures and post images: the size and pixel caps bound each upload's work, and a
  // member holds a handful of unsent ones at most (attachments.ts), so a flood fills no disk.
  serve(app, endpoints.uploadSupportAttachment, async ({ caller, request }) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.pictureNotAnImage);
    return { data: await service.uploadAttachment(caller, request.body) };
  });
};
