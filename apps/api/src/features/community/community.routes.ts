import { communityEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { CommunityLive } from './community-live';
import { decodePosition } from './community-live';
import type { CommunityService } from './community.service';

/** A member may post this many messages a minute, on every server together (the rate-limit store is shared). */
const messagesPerMinute = 20;

export const communityRoutes: FastifyPluginAsync<{ service: CommunityService; live: CommunityLive }> = async (
  app,
  { service, live },
) => {
  // A server told to stop ends its open streams first: otherwise they hold it up until the deployment kills it. Each
  // reader's EventSource reconnects, with its last event id, to a server still running (issue 20).
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  serve(app, endpoints.listChannels, async ({ caller }) => ({ data: await service.channels(caller) }));
  serve(app, endpoints.introduction, async ({ caller }) => ({ data: await service.introduction(caller) }));
  serve(app, endpoints.joinChannel, async ({ caller, params }) => service.join(caller, params.channelId));
  serve(app, endpoints.leaveChannel, async ({ caller, params }) => service.leave(caller, params.channelId));
  serve(app, endpoints.listMessages, async ({ caller, params, query }) => ({
    data: await service.messages(caller, params.channelId, query),
  }));
  serve(
    app,
    endpoints.postMessage,
    async ({ caller, params, body }) => ({ data: await service.post(caller, params.channelId, body) }),
    { memberRateLimitPerMinute: messagesPerMinute },
  );
  serve(app, endpoints.markRead, async ({ caller, params, body }) =>
    service.markRead(caller, params.channelId, body.seq),
  );
  serve(app, endpoints.signalTyping, async ({ caller, params }) => service.typing(caller, params.channelId), {
    memberRateLimitPerMinute: 60,
  });
  serve(app, endpoints.editMessage, async ({ caller, params, body }) => ({
    data: await service.edit(caller, params.messageId, body),
  }));
  serve(app, endpoints.deleteMessage, async ({ caller, params }) => service.remove(caller, params.messageId));
  serve(app, endpoints.addReaction, async ({ caller, params }) => ({
    data: await service.react(caller, params.messageId, params.reaction, true),
  }));
  serve(app, endpoints.removeReaction, async ({ caller, params }) => ({
    data: await service.react(caller, params.messageId, params.reaction, false),
  }));
  serve(app, endpoints.reportMessage, async ({ caller, params, body }) =>
    service.report(caller, params.messageId, body),
  );
  serve(app, endpoints.openStream, async ({ caller }) => ({ data: await service.issueTicket(caller) }));

  serve(
    app,
    endpoints.stream,
    async ({ query, request, reply }) => {
      const rightReadAfter = live.accessSignalsHeard();
      const reader = await service.openStream(query.ticket);
      const lastEventId = request.headers['last-event-id'];
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      // An idle stream would otherwise hold its headers back: a comment line gets them to the browser now.
      reply.raw.write(': connected\n\n');
      const end = () => reply.sse.close();
      const disconnect = live.connect({
        ...reader,
        rightReadAfter,
        resumeFrom: decodePosition(typeof lastEventId === 'string' ? lastEventId : query.after),
        send: (event) => {
          if (reply.sse.isConnected) void reply.sse.send(event).catch(() => undefined);
        },
        end,
      });
      openStreams.add(end);
      reply.sse.onClose(() => {
        openStreams.delete(end);
        disconnect();
      });
    },
    { eventStream: true },
  );

  serve(app, endpoints.listStaffChannels, async ({ caller }) => ({
    data: await service.staffChannels(caller),
  }));
  serve(app, endpoints.createChannel, async ({ caller, body }) => ({
    data: await service.createChannel(caller, body),
  }));
  serve(app, endpoints.updateChannel, async ({ caller, params, body }) => ({
    data: await service.updateChannel(caller, params.channelId, body),
  }));
  serve(app, endpoints.pinMessage, async ({ caller, params, body }) => ({
    data: await service.pin(caller, params.messageId, body.pinned),
  }));
  serve(app, endpoints.muteMember, async ({ caller, body }) => service.mute(caller, body));
  serve(app, endpoints.moderationQueue, async ({ caller }) => ({
    data: await service.moderationQueue(caller),
  }));
  serve(app, endpoints.moderate, async ({ caller, params, body }) => ({
    data: await service.moderate(caller, params.messageId, body),
  }));
};
