import { screenPatterns } from '@vitalia/contracts';
import type { Role, StaffSupportRequest, SupportInboxItem } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import inboxCopy from '../../../locales/en/support-inbox.json';
import { initTestI18n } from '../../../test/i18n';
import { renderScreenAt } from '../../../test/render-screen';
import { signInAs as signInAsAnyone } from '../../../test/sign-in-as';

export async function initInboxCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'support-inbox', inboxCopy);
}

/** Staff answer without a plan of their own; the signed-in profile's id is `member-1`. */
export const signInAs = (role: Role = 'admin') => signInAsAnyone({ role, tier: 'free' });
export const myId = 'member-1';

/** Where the screen has put the address, for the status kept in it. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export const addressNow = () => document.querySelector('[data-testid="address"]')?.textContent ?? '';

export function renderAt(path: string, screen: ReactNode, pattern: string = screenPatterns.adminSupport) {
  return renderScreenAt(
    <>
      <Routes>
        <Route path={pattern} element={screen} />
      </Routes>
      <AddressProbe />
    </>,
    path,
  );
}

const member = {
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  name: 'Lina Haddad',
  person: {
    id: '6f1c2f1e-0000-4000-8000-0000000000b1',
    displayName: 'Lina H.',
    pictureUrl: null,
    badge: null,
  },
  email: 'lina.haddad@example.com',
  language: 'ar' as const,
};

export const inboxItemFixture = (overrides: Partial<SupportInboxItem> = {}): SupportInboxItem => ({
  id: '5d2c1b0a-0000-4000-8000-000000000042',
  reference: 'S-000042',
  subject: 'My receipt shows the wrong name',
  category: 'billing',
  status: 'new',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  member,
  assignee: null,
  lastMessageAt: '2026-03-03T10:30:00.000Z',
  messageCount: 3,
  ...overrides,
});

export const requestFixture = (overrides: Partial<StaffSupportRequest> = {}): StaffSupportRequest => ({
  id: '5d2c1b0a-0000-4000-8000-000000000042',
  reference: 'S-000042',
  subject: 'My receipt shows the wrong name',
  category: 'billing',
  status: 'new',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  messages: [
    {
      id: 'message-1',
      fromStaff: false,
      authorName: null,
      body: 'Hello, the receipt of my last payment has my old family name on it.',
      attachments: [],
      createdAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  member,
  assignee: null,
  notes: [],
  ...overrides,
});
