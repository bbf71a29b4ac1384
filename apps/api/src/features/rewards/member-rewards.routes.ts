import { memberClaim, memberReward, rewardCategories } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerOf,
  requireCaller,
  requirePremium,
  type AccessTokenVerifier,
  type Caller,
} from '../../lib/auth';
import type { MemberRewardsService } from './member-rewards.service';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });

/** D4/D7: Premium members browse and claim partner rewards; what anyone once received stays readable. */
export const memberRewardsRoutes: FastifyPluginAsyncZod<{
  service: MemberRewardsService;
  verifyAccessToken: AccessTokenVerifier;
  hasPremium: (caller: Caller) => Promise<boolean>;
}> = async (app, { service, verifyAccessToken, hasPremium }) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  const premium = { preHandler: requirePremium(hasPremium) };
  const tags = ['rewards'];

  app.get(
    '/rewards',
    {
      ...premium,
      schema: {
        tags,
        querystring: z.object({ category: z.enum(rewardCategories).optional() }),
        response: { 200: answer(z.array(memberReward)) },
      },
    },
    async (request) => ({ data: await service.rewards(callerOf(request), request.query.category) }),
  );

  app.post(
    '/rewards/:rewardId/claim',
    {
      ...premium,
      schema: {
        tags,
        params: z.object({ rewardId: z.uuid() }),
        response: { 200: answer(memberClaim), 201: answer(memberClaim) },
      },
    },
    async (request, reply) => {
      const { claim, isNew } = await service.claim(callerOf(request), request.params.rewardId);
      return reply.status(isNew ? 201 : 200).send({ data: claim });
    },
  );

  // A member who let Premium lapse still sees the codes they were given.
  app.get(
    '/rewards/mine',
    { schema: { tags, response: { 200: answer(z.array(memberClaim)) } } },
    async (request) => ({
      data: await service.mine(callerOf(request)),
    }),
  );

  app.post(
    '/rewards/claims/:claimId/report',
    {
      ...premium,
      schema: { tags, params: z.object({ claimId: z.uuid() }), response: { 200: answer(memberClaim) } },
    },
    async (request) => ({ data: await service.report(callerOf(request), request.params.claimId) }),
  );
};
