import type { RewardInput } from '@vitalia/contracts';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Caller } from '../lib/auth';
import type { Services } from '../services';

const demoRewards: (Required<RewardInput> & { codePrefix: string; codeCount: number })[] = [
  {
    name: 'Stride running shoes −20%',
    category: 'sport',
    partner: 'Stride',
    description: 'Twenty percent off any running shoe, online or in store.',
    writtenIn: 'en',
    translations: {
      name: { fr: 'Chaussures de running Stride −20 %', ar: 'أحذية الجري من Stride بخصم 20%' },
      description: {
        fr: 'Vingt pour cent de réduction sur toutes les chaussures de running, en ligne ou en magasin.',
        ar: 'خصم عشرين بالمئة على جميع أحذية الجري، عبر الإنترنت أو في المتجر.',
      },
    },
    isActive: true,
    lowStockThreshold: 10,
    codePrefix: 'STRIDE20',
    codeCount: 60,
  },
  {
    name: 'Atlas activewear −15%',
    category: 'fashion',
    partner: 'Atlas Wear',
    description: 'Fifteen percent off the new training collection.',
    writtenIn: 'en',
    translations: {
      name: { fr: 'Vêtements de sport Atlas −15 %', ar: 'ملابس Atlas الرياضية بخصم 15%' },
      description: {
        fr: 'Quinze pour cent de réduction sur la nouvelle collection d’entraînement.',
        ar: 'خصم خمسة عشر بالمئة على مجموعة التدريب الجديدة.',
      },
    },
    isActive: true,
    lowStockThreshold: 10,
    codePrefix: 'ATLAS15',
    codeCount: 8,
  },
  {
    name: 'Calm streaming, 3 months free',
    category: 'streaming',
    partner: 'Calm+',
    description: 'Three months of guided meditation and sleep stories.',
    writtenIn: 'en',
    translations: {
      name: { fr: 'Streaming Calm, 3 mois offerts', ar: 'بث Calm، ثلاثة أشهر مجانًا' },
      description: {
        fr: 'Trois mois de méditations guidées et d’histoires pour s’endormir.',
        ar: 'ثلاثة أشهر من التأمل الموجَّه وقصص ما قبل النوم.',
      },
    },
    isActive: true,
    lowStockThreshold: 5,
    codePrefix: 'CALM3M',
    codeCount: 40,
  },
];

/**
 * The demo catalogue with stock, loaded through the same import as an admin's file, so the demo shows what an
 * import leaves behind. Only on an empty catalogue: the admins' own rewards are never touched.
 */
export async function seedDemoRewards(services: Services, startedBy: string) {
  if ((await services.rewards.catalogue()).length > 0) return;
  for (const { codePrefix, codeCount, ...input } of demoRewards) {
    const reward = await services.rewards.create(input);
    const filePath = path.join(tmpdir(), `vitalia-demo-${randomUUID()}.csv`);
    const codes = Array.from(
      { length: codeCount },
      (_, index) => `${codePrefix}-${String(index + 1).padStart(4, '0')}`,
    );
    await writeFile(filePath, ['code', ...codes].join('\n'));
    try {
      await services.rewards.importFile({ rewardId: reward.id, fileName: 'demo.csv', filePath, startedBy });
    } finally {
      await rm(filePath, { force: true });
    }
  }
}

/** This month's draw, open, so the winner tab and the members' perks page have something to show and to run. */
export async function seedDemoDraw(services: Services, admin: Caller, now = new Date()) {
  if ((await services.draws.list()).length > 0) return;
  const prize = (await services.rewards.catalogue()).find((reward) => reward.category === 'streaming');
  if (!prize) return;
  await services.draws.create(admin, {
    month: now.toISOString().slice(0, 7),
    prizeRewardId: prize.id,
    winnerCount: 3,
  });
}
