import { feedEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { FeedService } from './feed.service';

/** The exclusive feed: Premium only (D4), so a free member is answered 4003 before anything is read. */
export const feedRoutes: FastifyPluginAsync<{ service: FeedService }> = async (app, { service }) => {
  serve(app, feedEndpoints.latestPosts, async ({ caller }) => ({ data: await service.latest(caller) }));
};
