import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  adminReward,
  importResult,
  promoCodePage,
  promoCodeQuery,
  reward,
  rewardInput,
  rewardStatistics,
  rewardUpdate,
  stockSummary,
} from '../rewards';

/**
 * D2/D7 rewards area, admin and karim only. A change to a reward or its stock reaches the members' rewards (the same
 * resource) and the statistics, which count the stock.
 */
const promoCodes = access.staff('rewards_promo_code');
const rewardParams = z.object({ rewardId: uuidParam });

export const listAdminRewards = endpoint({
  method: 'GET',
  path: '/admin/rewards',
  access: promoCodes,
  resource: 'rewards',
  summary: 'Every reward, inactive ones included, each with its stock',
  response: answer(z.array(adminReward)),
});

export const createReward = endpoint({
  method: 'POST',
  path: '/admin/rewards',
  access: promoCodes,
  resource: 'rewards',
  changes: ['rewards', 'statistics'],
  summary: 'A new reward in the catalogue, without codes yet',
  body: rewardInput,
  status: 201,
  response: answer(reward),
});

export const updateReward = endpoint({
  method: 'PATCH',
  path: '/admin/rewards/:rewardId',
  access: promoCodes,
  resource: 'rewards',
  // The draws name their prize by the reward's name.
  changes: ['rewards', 'statistics', 'draws'],
  summary: "Any of a reward's fields; `isActive` alone activates or deactivates it",
  params: rewardParams,
  body: rewardUpdate,
  response: answer(reward),
});

export const rewardStock = endpoint({
  method: 'GET',
  path: '/admin/rewards/stock',
  access: promoCodes,
  resource: 'rewards',
  summary: 'Available, used and reported codes per reward (spec §3 stock summary)',
  response: answer(z.array(stockSummary)),
});

export const importPromoCodes = endpoint({
  method: 'POST',
  path: '/admin/rewards/:rewardId/imports',
  access: promoCodes,
  resource: 'rewards',
  changes: ['rewards', 'statistics'],
  summary: "Adds a CSV or Excel file's codes to a reward's stock (multipart field `file`, 10 MB at most)",
  params: rewardParams,
  upload: true,
  status: 201,
  response: answer(importResult),
});

export const importReport = endpoint({
  method: 'GET',
  path: '/admin/imports/:importId/report.csv',
  access: promoCodes,
  resource: 'rewards',
  summary: "Every row of an import's file with its outcome, as CSV",
  params: z.object({ importId: uuidParam }),
  download: true,
});

export const listPromoCodes = endpoint({
  method: 'GET',
  path: '/admin/rewards/:rewardId/codes',
  access: promoCodes,
  resource: 'rewards',
  summary: "A page of a reward's codes, by status or reported, searched by code or member email",
  params: rewardParams,
  query: promoCodeQuery,
  response: answer(promoCodePage),
});

export const exportPromoCodes = endpoint({
  method: 'GET',
  path: '/admin/rewards/:rewardId/codes.csv',
  access: promoCodes,
  resource: 'rewards',
  summary: 'The code list as filtered on screen, every page, as CSV',
  params: rewardParams,
  query: promoCodeQuery.omit({ page: true }),
  download: true,
});

export const getRewardStatistics = endpoint({
  method: 'GET',
  path: '/admin/statistics/rewards',
  access: access.staff('rewards_statistics'),
  resource: 'statistics',
  summary: 'Stock per reward and category, claims and winners over the last twelve months',
  response: answer(rewardStatistics),
});
