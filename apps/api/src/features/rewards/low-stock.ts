import { rewardTextIn, type Language } from '@vitalia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { Mailer } from '../../lib/mailer';
import { lowStockEmail } from './low-stock-email';
import type { RewardsRepository } from './rewards.repository';

export interface StaffContact {
  email: string;
  language: Language;
}

/**
 * After codes leave the stock (claims, reports, draws) or arrive (imports): mails every admin once when a reward
 * crosses below its threshold. A failure is logged, never turned into the failure of a claim already committed.
 */
export function lowStockAlerts(deps: {
  repository: RewardsRepository;
  staffContacts: () => Promise<StaffContact[]>;
  mailer: Mailer;
  stockUrl: string;
  log: FastifyBaseLogger;
  events: Pick<EventBus, 'on'>;
}) {
  async function alert(rewardId: string) {
    if (!(await deps.repository.flagLowStock(rewardId))) return;
    const [[stock], reward] = await Promise.all([
      deps.repository.stock(rewardId),
      deps.repository.rewardById(rewardId),
    ]);
    if (!stock || !reward) return;
    const staff = await deps.staffContacts();
    await Promise.all(
      staff.map((person) =>
        deps.mailer.send(
          lowStockEmail({
            to: person.email,
            language: person.language,
            // D9: each admin reads the reward's name in their own language when it has one.
            rewardName: rewardTextIn(
              { ...reward, writtenIn: reward.writtenIn as Language },
              'name',
              person.language,
            ).text,
            available: stock.available,
            threshold: stock.lowStockThreshold,
            stockUrl: deps.stockUrl,
          }),
        ),
      ),
    );
  }
  // Claims, swapped codes and draws announce the codes they take in their transaction; the check follows the commit
  // (decision 024) and is retried if it fails.
  deps.events.on('reward.codes-taken', 'low-stock-alert', ({ rewardId }) => alert(rewardId));
  return async function checkLowStock(rewardId: string): Promise<void> {
    await alert(rewardId).catch((error: unknown) =>
      deps.log.error({ err: error, rewardId }, 'low-stock alert failed'),
    );
  };
}

export type LowStockCheck = ReturnType<typeof lowStockAlerts>;
