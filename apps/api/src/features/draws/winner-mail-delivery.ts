import { resolveText } from '@vitalia/contracts';
import { winnerEmail } from './draw-emails';
import { prizeNameOf, type DrawsContext } from './draws-context';

/** Delivered after the draw commits; a failure is retried by the outbox, never turned into the draw's failure. */
export function deliverWinnerMails({
  events,
  repository,
  members,
  notify,
  mailer,
  rewardsUrl,
}: DrawsContext): void {
  events.on('draw.won', 'winner-email', async ({ drawId, userId, code, expiresOn }, { deliveryKey }) => {
    const [prize, contact] = await Promise.all([repository.findDraw(drawId), members.contactOf(userId)]);
    if (!prize || !contact) return;
    const facts = { rewardName: prizeNameOf(prize), expiresOn };
    const { email } = await notify({ userId, kind: 'draw_won', facts, key: deliveryKey });
    if (!email) return;
    await mailer.send({
      ...winnerEmail({
        to: contact.email,
        language: contact.language,
        firstname: contact.firstname,
        month: prize.draw.month,
        rewardName: resolveText(prizeNameOf(prize), contact.language).text,
        partner: prize.prizePartner,
        code,
        expiresOn,
        rewardsUrl,
      }),
      idempotencyKey: deliveryKey,
    });
  });
}
