import { feedPost } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerOf,
  requireCaller,
  requirePremium,
  type AccessTokenVerifier,
  type Caller,
} from '../../lib/auth';
import type { FeedService } from './feed.service';

/** The exclusive feed: Premium only (D4), so a free member is answered 4003 before anything is read. */
export const feedRoutes: FastifyPluginAsyncZod<{
  service: FeedService;
  verifyAccessToken: AccessTokenVerifier;
  hasPremium: (caller: Caller) => Promise<boolean>;
}> = async (app, { service, verifyAccessToken, hasPremium }) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  app.addHook('preHandler', requirePremium(hasPremium));

  app.get(
    '/feed',
    { schema: { tags: ['feed'], response: { 200: z.object({ data: z.array(feedPost) }) } } },
    async (request) => ({ data: await service.latest(callerOf(request)) }),
  );
};
