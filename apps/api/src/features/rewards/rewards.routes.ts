import multipart from '@fastify/multipart';
import {
  adminReward,
  importResult,
  maxImportFileBytes,
  promoCodeFilters,
  promoCodePage,
  promoCodeQuery,
  reward,
  rewardInput,
  rewardStatistics,
  rewardUpdate,
  stockSummary,
} from '@vitalia/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  callerOf,
  requireCaller,
  requirePermission,
  type AccessTokenVerifier,
  type Caller,
  type RoleLookup,
} from '../../lib/auth';
import type { RewardsService } from './rewards.service';
import { receiveImportFile } from './upload';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });
const rewardParams = z.object({ rewardId: z.uuid() });

function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * D2/D7 rewards area, admin and karim only. The caller and the permission are checked on arrival, before an
 * uploaded file is read.
 */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{
  service: RewardsService;
  verifyAccessToken: AccessTokenVerifier;
  roleOf: RoleLookup;
  memberIdOf: (caller: Caller) => Promise<string>;
  uploadDir: string;
}> = async (app, { service, verifyAccessToken, roleOf, memberIdOf, uploadDir }) => {
  await app.register(multipart, { limits: { fileSize: maxImportFileBytes, files: 1, fields: 0, parts: 2 } });
  app.addHook('onRequest', requireCaller(verifyAccessToken));
  const tags = ['rewards'];
  const promoCodes = { onRequest: requirePermission(roleOf, 'rewards_promo_code') };

  app.get(
    '/admin/rewards',
    { ...promoCodes, schema: { tags, response: { 200: answer(z.array(adminReward)) } } },
    async () => ({
      data: await service.catalogue(),
    }),
  );

  app.post(
    '/admin/rewards',
    { ...promoCodes, schema: { tags, body: rewardInput, response: { 201: answer(reward) } } },
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body) }),
  );

  app.patch(
    '/admin/rewards/:rewardId',
    {
      ...promoCodes,
      schema: { tags, params: rewardParams, body: rewardUpdate, response: { 200: answer(reward) } },
    },
    async (request) => ({ data: await service.update(request.params.rewardId, request.body) }),
  );

  app.get(
    '/admin/rewards/stock',
    { ...promoCodes, schema: { tags, response: { 200: answer(z.array(stockSummary)) } } },
    async () => ({ data: await service.stock() }),
  );

  app.post(
    '/admin/rewards/:rewardId/imports',
    { ...promoCodes, schema: { tags, params: rewardParams, response: { 201: answer(importResult) } } },
    async (request, reply) => {
      const upload = await receiveImportFile(request, uploadDir);
      try {
        const result = await service.importFile({
          rewardId: request.params.rewardId,
          fileName: upload.fileName,
          filePath: upload.filePath,
          startedBy: await memberIdOf(callerOf(request)),
        });
        return reply.status(201).send({ data: result });
      } finally {
        await upload.discard();
      }
    },
  );

  app.get(
    '/admin/imports/:importId/report.csv',
    { ...promoCodes, schema: { tags, params: z.object({ importId: z.uuid() }) } },
    async (request, reply) =>
      sendCsv(
        reply,
        `import-${request.params.importId}.csv`,
        await service.importReport(request.params.importId),
      ),
  );

  app.get(
    '/admin/rewards/:rewardId/codes',
    {
      ...promoCodes,
      schema: {
        tags,
        params: rewardParams,
        querystring: promoCodeQuery,
        response: { 200: answer(promoCodePage) },
      },
    },
    async (request) => ({ data: await service.codes(request.params.rewardId, request.query) }),
  );

  app.get(
    '/admin/rewards/:rewardId/codes.csv',
    {
      ...promoCodes,
      schema: {
        tags,
        params: rewardParams,
        querystring: z.object({
          status: z.enum(promoCodeFilters).default('all'),
          search: z.string().trim().max(100).default(''),
        }),
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'promo-codes.csv', await service.codesCsv(request.params.rewardId, request.query)),
  );

  app.get(
    '/admin/statistics/rewards',
    {
      onRequest: requirePermission(roleOf, 'rewards_statistics'),
      schema: { tags, response: { 200: answer(rewardStatistics) } },
    },
    async () => ({ data: await service.statistics() }),
  );
};
