import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { memberClaim, memberReward, rewardCategories } from '../rewards';

/**
 * D4/D7: Premium members browse and claim partner rewards. A claim or a replacement code takes a code out of stock,
 * so the rewards (held, in stock) and the statistics follow as well as the member's codes.
 */
const claimChange = ['claims', 'rewards', 'statistics'] as const;

export const listMemberRewards = endpoint({
  method: 'GET',
  path: '/rewards',
  access: access.premium,
  resource: 'rewards',
  summary: "The active rewards in stock or held by the caller, in the member's language",
  query: z.object({ category: z.enum(rewardCategories).optional() }),
  response: answer(z.array(memberReward)),
});

export const claimReward = endpoint({
  method: 'POST',
  path: '/rewards/:rewardId/claim',
  access: access.premium,
  resource: 'claims',
  changes: claimChange,
  summary: 'One code per member per reward; 200 with the same code when already claimed',
  params: z.object({ rewardId: uuidParam }),
  status: [201, 200],
  response: answer(memberClaim),
});

/** Any signed-in person: a member who let Premium lapse still sees the codes they were given. */
export const listMyClaims = endpoint({
  method: 'GET',
  path: '/rewards/mine',
  access: access.member,
  resource: 'claims',
  summary: 'The codes the caller claimed or won, newest first',
  response: answer(z.array(memberClaim)),
});

export const reportClaim = endpoint({
  method: 'POST',
  path: '/rewards/claims/:claimId/report',
  access: access.premium,
  resource: 'claims',
  changes: claimChange,
  summary: 'Flags a claimed code that does not work and replaces it with a fresh one, once per claim',
  params: z.object({ claimId: uuidParam }),
  response: answer(memberClaim),
});
