import { paths } from '@vitalia/contracts';
import type { Notification, NotificationPreference } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';

export async function initNotificationsCopy() {
  await initTestI18n();
  // Answers are checked with zod, fetched on first use (lib/endpoint-client.ts): loaded here, the first test's wait
  // is for the screen, not for a cold import on a busy machine.
  await import('zod/mini');
}

/** The bell is every signed-in member's, Free included. */
export { signInAs } from '../../test/sign-in-as';

/** Where the app went, to check where an item leads. */
function WhereWeAre() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{pathname + hash}</output>;
}

export function renderAt(element: ReactNode, path: string = paths.dashboard()) {
  return renderScreenAt(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {element}
            <WhereWeAre />
          </>
        }
      />
    </Routes>,
    path,
  );
}

/** Screens put texts, amounts and dates in Unicode isolates: compare the words without them. */
export const withoutIsolates = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let nextId = 1;
const uuid = () => `8a6f2c1e-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

const base = () => ({ id: uuid(), createdAt: minutesAgo(5), readAt: null });

export const notificationFixtures = {
  drawWon: (facts: Partial<{ expiresOn: string | null }> = {}): Notification => ({
    ...base(),
    kind: 'draw_won',
    facts: { rewardName: { writtenIn: 'en', texts: { en: 'Gym pass' } }, expiresOn: '2026-04-30', ...facts },
  }),
  codeClaimed: (rewardName: Extract<Notification, { kind: 'code_claimed' }>['facts']['rewardName']) => ({
    ...base(),
    kind: 'code_claimed' as const,
    facts: { rewardName },
  }),
  renewalComing: (date: string | null = '2026-05-01T12:00:00.000Z'): Notification => ({
    ...base(),
    kind: 'renewal_coming',
    facts: { date, amountCents: 999, currency: 'EUR' },
  }),
  paymentFailed: (): Notification => ({
    ...base(),
    kind: 'payment_failed',
    facts: { date: '2026-05-01T12:00:00.000Z', amountCents: 999, currency: 'EUR' },
  }),
  supportReply: (): Notification => ({
    ...base(),
    kind: 'support_reply',
    facts: {
      requestId: '5d2c1b0a-0000-4000-8000-000000000042',
      reference: 'S-000042',
      subject: 'My receipt shows the wrong name',
    },
  }),
  feedPost: (): Notification => ({
    ...base(),
    kind: 'feed_post',
    facts: {
      postId: '6f1c2f1e-0000-4000-8000-000000000001',
      title: { writtenIn: 'en', texts: { en: 'Mobility in 10 minutes' } },
    },
  }),
};

export const preferencesFixture = (): NotificationPreference[] => [
  { kind: 'draw_won', inApp: true, email: true, push: true },
  { kind: 'code_claimed', inApp: true, email: null, push: true },
  { kind: 'renewal_coming', inApp: true, email: true, push: true },
  { kind: 'payment_failed', inApp: true, email: true, push: true },
  { kind: 'support_reply', inApp: true, email: false, push: true },
  { kind: 'feed_post', inApp: false, email: null, push: false },
];
