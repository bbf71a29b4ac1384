import { screenPatterns } from '@vitalia/contracts';
import type { MemberDetail, MemberRow, Payment, Role } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import membersAdminCopy from '../../locales/en/members-admin.json';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { signInAs as signInAsAnyone } from '../../test/sign-in-as';

export async function initMembersAdminCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'members-admin', membersAdminCopy);
}

/** Staff help members without a plan of their own; the signed-in profile's id is `member-1`. */
export const signInAs = (role: Role = 'admin') => signInAsAnyone({ role, tier: 'free' });
export const myId = 'member-1';

/** Where the screen has put the address, for the filters kept in it. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export const addressNow = () => document.querySelector('[data-testid="address"]')?.textContent ?? '';

export function renderAt(path: string, screen: ReactNode, pattern: string = screenPatterns.adminMembers) {
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

export const memberFixture = (overrides: Partial<MemberRow> = {}): MemberRow => ({
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  email: 'lina.haddad@example.com',
  username: 'lina_h',
  firstname: 'Lina',
  lastname: 'Haddad',
  role: 'user',
  language: 'ar',
  status: 'active',
  plan: { name: 'Premium', tier: 'premium', type: 'monthly' },
  complimentaryUntil: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

export const paymentFixture = (overrides: Partial<Payment> = {}): Payment => ({
  id: '9a0b7c6d-0000-4000-8000-000000000001',
  number: 'VIT-2026-000042',
  kind: 'initial',
  status: 'succeeded',
  amountCents: 999,
  currency: 'EUR',
  planName: 'Premium',
  planType: 'monthly',
  periodStart: '2026-03-01T09:00:00.000Z',
  periodEnd: '2026-04-01T09:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const detailFixture = (
  member: Partial<MemberDetail['member']> = {},
  overrides: Partial<Omit<MemberDetail, 'member'>> = {},
): MemberDetail => ({
  member: {
    ...memberFixture({ plan: { name: 'Free', tier: 'free', type: 'monthly' } }),
    birthDate: '1994-05-02',
    deletionRequestedAt: null,
    isCompleted: true,
    ...member,
  },
  subscription: {
    id: 'sub-1',
    planId: 'plan-free',
    tier: 'free',
    status: 'active',
    isActive: true,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    planName: 'Free',
  },
  complimentary: [],
  payments: [],
  claims: [],
  drawWins: [],
  moderation: [],
  signInMethods: [{ provider: 'password' }],
  ...overrides,
});
