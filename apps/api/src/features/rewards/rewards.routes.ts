import multipart from '@fastify/multipart';
import { maxImportFileBytes, rewardEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../../lib/auth';
import { sendCsv } from '../../lib/csv-export';
import { serve } from '../../lib/endpoints';
import type { RewardsService } from './rewards.service';
import { receiveImportFile } from './upload';

/** D2/D7 rewards area, admin and karim only: the catalogue, its promo-code stock and the rewards statistics. */
export const rewardsAdminRoutes: FastifyPluginAsync<{
  service: RewardsService;
  memberIdOf: (caller: Caller) => Promise<string>;
  uploadDir: string;
}> = async (app, { service, memberIdOf, uploadDir }) => {
  await app.register(multipart, { limits: { fileSize: maxImportFileBytes, files: 1, fields: 0, parts: 2 } });

  serve(app, rewardEndpoints.listAdminRewards, async () => ({ data: await service.catalogue() }));
  serve(app, rewardEndpoints.createReward, async ({ body }) => ({ data: await service.create(body) }));
  serve(app, rewardEndpoints.updateReward, async ({ params, body }) => ({
    data: await service.update(params.rewardId, body),
  }));
  serve(app, rewardEndpoints.rewardStock, async () => ({ data: await service.stock() }));

  serve(app, rewardEndpoints.importPromoCodes, async ({ params, caller, request }) => {
    const upload = await receiveImportFile(request, uploadDir);
    try {
      const result = await service.importFile({
        rewardId: params.rewardId,
        fileName: upload.fileName,
        filePath: upload.filePath,
        startedBy: await memberIdOf(caller),
      });
      return { data: result };
    } finally {
      await upload.discard();
    }
  });
  serve(app, rewardEndpoints.importReport, async ({ params, reply }) =>
    sendCsv(reply, `import-${params.importId}.csv`, await service.importReport(params.importId)),
  );

  serve(app, rewardEndpoints.listPromoCodes, async ({ params, query }) => ({
    data: await service.codes(params.rewardId, query),
  }));
  serve(app, rewardEndpoints.exportPromoCodes, async ({ params, query, reply }) =>
    sendCsv(reply, 'promo-codes.csv', await service.codesCsv(params.rewardId, query)),
  );

  serve(app, rewardEndpoints.getRewardStatistics, async () => ({ data: await service.statistics() }));
};
