import { paths, screenPatterns } from '@vitalia/contracts';
import type { SupportMessage, SupportRequest } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import supportCopy from '../../../locales/en/support.json';
import { initTestI18n } from '../../../test/i18n';
import { renderScreenAt } from '../../../test/render-screen';
import { signInAs as signInAsAnyone } from '../../../test/sign-in-as';

export async function initSupportCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'support', supportCopy);
}

/** Contact is every role's (D1): a Free member writes here. */
export const signInAs = () => signInAsAnyone({ role: 'user', tier: 'free' });

export function renderAt(screen: ReactNode, path: string = paths.contact()) {
  return renderScreenAt(
    <Routes>
      <Route path={screenPatterns.contact} element={screen} />
    </Routes>,
    path,
  );
}

export const messageFixture = (overrides: Partial<SupportMessage> = {}): SupportMessage => ({
  id: 'message-1',
  fromStaff: false,
  authorName: null,
  body: 'Hello, the receipt of my last payment has my old family name on it.',
  attachments: [],
  createdAt: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

export const requestFixture = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: '5d2c1b0a-0000-4000-8000-000000000042',
  reference: 'S-000042',
  subject: 'My receipt shows the wrong name',
  category: 'billing',
  status: 'new',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  messages: [messageFixture()],
  ...overrides,
});
