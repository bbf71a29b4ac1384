import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Subscription } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import arSettings from '../../../locales/ar/settings.json';
import frSettings from '../../../locales/fr/settings.json';
import { initTestI18n } from '../../../test/i18n';
import { DeleteAccount } from './delete-account';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('fr', 'settings', frSettings);
  i18next.addResourceBundle('ar', 'settings', arSettings);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const premium: Subscription = {
  id: 's1',
  planId: 'p-month',
  tier: 'premium',
  status: 'active',
  isActive: true,
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};

/** Opens the confirmation as the member would, and answers what it says; nothing is deleted. */
async function confirmationFor(subscription: Subscription | null) {
  useAuthStore.setState({ profile: { subscription } as Profile });
  const remove = vi.spyOn(api, 'delete');
  render(
    <>
      <DeleteAccount />
      <AlertModal />
    </>,
  );
  await userEvent.click(
    screen.getByRole('button', { name: /Delete my account|Supprimer mon compte|حذف حسابي/ }),
  );
  const dialog = screen.getByRole('alertdialog');
  const text = dialog.textContent ?? '';
  // The copy of the buttons is the common namespace's, loaded in English only here.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(remove).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  cleanup();
  return text;
}

describe('deleting the account: what becomes of a paid plan', () => {
  it('tells a renewing Premium member it stops renewing, that nothing is refunded, and until when it lasts', async () => {
    const text = await confirmationFor(premium);
    expect(text).toContain('You will be signed out everywhere.');
    expect(text).toContain(
      'Your Premium plan stops renewing now, so you won’t be charged again. The time left until 1 April 2026 is not refunded.',
    );
  });

  it('says an already cancelled plan is not charged again, and a failed renewal is not retried', async () => {
    expect(await confirmationFor({ ...premium, status: 'cancelled', cancelAtPeriodEnd: true })).toContain(
      'Your Premium plan is already cancelled and won’t be charged again. The time left until 1 April 2026 is not refunded.',
    );
    expect(await confirmationFor({ ...premium, status: 'past_due' })).toContain(
      'We’ll stop trying your card, so you won’t be charged, and Premium ends now.',
    );
  });

  it('says nothing about plans to a Free member, or to one whose Premium has ended', async () => {
    for (const subscription of [
      { ...premium, tier: 'free', currentPeriodEnd: null } as Subscription,
      { ...premium, status: 'expired', isActive: false } as Subscription,
      null,
    ]) {
      const text = await confirmationFor(subscription);
      expect(text).toContain('You will be signed out everywhere.');
      expect(text).not.toMatch(/Premium|charged|refund/);
    }
  });

  it('says it in French and Arabic', async () => {
    await i18next.changeLanguage('fr');
    expect(await confirmationFor(premium)).toContain('vous ne serez plus débité');
    await i18next.changeLanguage('ar');
    expect(await confirmationFor(premium)).toContain('لا يُستردّ ثمن المدة المتبقية');
  });
});
