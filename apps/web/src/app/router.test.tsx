import { render, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import arCommon from '../locales/ar/common.json';
import frCommon from '../locales/fr/common.json';
import { initTestI18n } from '../test/i18n';
import { RootLayout } from './layouts/root-layout';
import { memberScreens } from './route-table';
import { AppRoutes } from './router';
import { screenTitleOf } from './screen-titles';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('fr', 'common', frCommon);
  i18next.addResourceBundle('ar', 'common', arCommon);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  document.title = '';
});

const user = { uid: 'u1', email: 'm@example.com', displayName: null };
const member = {
  role: 'user',
  isCompleted: true,
  subscription: { tier: 'free', status: 'active', isActive: true },
} as Profile;

function signIn(profile: Profile | null) {
  useAuthStore.setState({ isInitialized: true, loading: false, user, profile });
}
function signOut() {
  useAuthStore.setState({ isInitialized: true, loading: false, user: null, profile: null });
}

/** The guard and the title over a stand-in screen, so that no screen's own chunk or copy is needed. */
function renderRootAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="*" element={<p>screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('page titles', () => {
  it('names the screen in the tab, and follows the reader’s language', async () => {
    signIn(member);
    renderRootAt('/app/billing');
    await waitFor(() => expect(document.title).toBe('Billing · Vitalia'));
    await i18next.changeLanguage('ar');
    await waitFor(() => expect(document.title).toBe('الفوترة · Vitalia'));
    await i18next.changeLanguage('fr');
    await waitFor(() => expect(document.title).toBe('Facturation · Vitalia'));
  });

  it('names the screen a redirect lands on, not the one asked for', async () => {
    signOut();
    renderRootAt('/app/billing');
    await waitFor(() => expect(document.title).toBe('Sign in · Vitalia'));
  });

  it('gives every screen of the router its own title', () => {
    for (const path of Object.keys(memberScreens)) expect(screenTitleOf(path), path).not.toBe('notFound');
    expect(screenTitleOf('/app/billing/receipts/pay_42')).toBe('receipt');
    expect(screenTitleOf('/checkout/sandbox/cs_1/')).toBe('checkout');
    expect(screenTitleOf('/feed/digest/unsubscribe')).toBe('digestUnsubscribe');
    expect(screenTitleOf('/app/feed/new')).toBe('feedNew');
    expect(screenTitleOf('/app/feed/6f1c2f1e')).toBe('feedPost');
    expect(screenTitleOf('/password-reset')).toBe('passwordReset');
    expect(screenTitleOf('/app/nope')).toBe('notFound');
    expect(screenTitleOf('/app/billing/receipts')).toBe('notFound');
  });
});

describe('unknown paths', () => {
  const renderAppAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );

  it('shows a member the not-found screen inside the app, with the way back to the dashboard', async () => {
    signIn(member);
    renderAppAt('/app/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/app/dashboard');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Page not found · Vitalia'));
  });

  it('says so for an unknown address outside the app too', async () => {
    signIn(member);
    renderAppAt('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/app/dashboard');
  });

  it('sends someone signed out home to sign in, where the guard lets the address through', async () => {
    signOut();
    renderAppAt('/checkout/sandbox/cs_1/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });
});
