import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Role } from '@vitalia/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { authActions, useAuthStore } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { initTestI18n } from '../../test/i18n';
import AppLayout from './app-layout';

beforeAll(() => initTestI18n());

function renderLayout(role: Role, changes: Partial<Profile> = {}) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: {
      role,
      isCompleted: true,
      subscription: { tier: 'free', isActive: true },
      firstname: 'Amina',
      lastname: 'El Idrissi',
      email: 'm@example.com',
      pictureUrl: null,
      ...changes,
    } as Profile,
  });
  render(
    <MemoryRouter initialEntries={['/app/perks']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  // The phone's tab bar is the second navigation landmark (the top bar's is hidden below lg by CSS only).
  return screen.queryAllByRole('navigation', { name: 'Main navigation' })[1]!;
}

/** What a bar shows without opening anything: its links and its "More" button, in order. */
const slots = (bar: HTMLElement) =>
  Array.from(bar.children).map((slot) => slot.querySelector('span')?.textContent ?? slot.textContent);

/** The entries behind an open "More", in order. */
const moreEntries = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('signed-in navigation', () => {
  it('gives a member five slots: Home, the feed, the coach, Karim’s AI, and More for the rest (decision 048)', async () => {
    const bar = renderLayout('user');
    expect(slots(bar)).toEqual(['Home', 'Feed', 'Coach', 'Karim’s AI', 'More']);
    expect(within(bar).getByRole('link', { name: 'Coach' }).getAttribute('href')).toBe('/app/coach');
    expect(within(bar).getByRole('link', { name: 'Karim’s AI' }).getAttribute('href')).toBe('/app/persona');

    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    expect(moreEntries(bar)).toEqual(['Community', 'Perks', 'Billing', 'Settings']);
    expect(within(bar).getByRole('link', { name: 'Perks' }).getAttribute('href')).toBe('/app/perks');
    // Perks is open: "More" says the screen is behind it.
    expect(within(bar).getByRole('button', { name: 'More' }).className).toContain('text-brand-700');
  });

  it('keeps an admin’s phone bar to five slots: Home, members, support requests, the feed, and More', async () => {
    const bar = renderLayout('admin');
    expect(slots(bar)).toEqual(['Home', 'Members', 'Support requests', 'Feed', 'More']);
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).queryByRole('link', { name: 'Settings' })).toBeNull();

    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(moreEntries(bar)).toEqual([
      'Rewards',
      'Community',
      'Karim’s AI',
      'Coach',
      'Perks',
      'Plans',
      'Audit log',
      'Billing',
      'Settings',
    ]);
    expect(within(bar).getByRole('link', { name: 'Members' }).getAttribute('href')).toBe(
      '/app/admin/members',
    );
    expect(within(bar).getByRole('link', { name: 'Support requests' }).getAttribute('href')).toBe(
      '/app/admin/support',
    );
    await userEvent.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('gives Karim his posts and his AI first', async () => {
    const bar = renderLayout('karim');
    expect(slots(bar)).toEqual(['Home', 'Feed', 'Karim’s AI', 'Members', 'More']);
    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    expect(moreEntries(bar)).toEqual([
      'Community',
      'Support requests',
      'Rewards',
      'Coach',
      'Perks',
      'Plans',
      'Audit log',
      'Billing',
      'Settings',
    ]);
  });

  it('puts every entry the wide bar has room for in it, the coach and Karim’s AI included', () => {
    renderLayout('user');
    // jsdom lays nothing out, so nothing has to give way: the bar holds the member's screens in their order of use.
    const top = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Feed', 'Coach', 'Karim’s AI', 'Community', 'Perks', 'Billing', 'Settings']);
    expect(within(top).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves behind the wide bar’s More what its room cannot hold, keeping the order of use', async () => {
    // jsdom lays nothing out: 420px of room, 100px for each entry and for "More".
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return { width: this.parentElement?.classList.contains('w-max') ? 100 : 420 } as DOMRect;
    });
    try {
      renderLayout('user');
      const top = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
      expect(
        within(top)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Feed', 'Coach']);
      await userEvent.click(within(top).getByRole('button', { name: 'More' }));
      expect(moreEntries(top)).toEqual(['Karim’s AI', 'Community', 'Perks', 'Billing', 'Settings']);
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('closes More once the admin goes somewhere', async () => {
    const bar = renderLayout('admin');
    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    await userEvent.click(within(bar).getByRole('link', { name: 'Settings' }));
    expect(within(bar).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('leads back to the profile, settings and support from the member’s picture, and signs out from there', async () => {
    renderLayout('user');
    const account = screen.getByRole('button', { name: /Your account/ });
    // The first name is the visible label on wide screens, so it belongs to the accessible name (WCAG 2.5.3).
    expect(account.textContent).toContain('Amina');
    expect(account.textContent).toContain('AE');
    expect(account.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(account);
    const panel = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('Amina El Idrissi')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/app/profile');
    expect(within(panel).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/app/settings');
    // D1: every role writes to the team from the account menu.
    expect(within(panel).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/app/contact',
    );

    const signOut = vi.spyOn(authActions, 'signOut').mockResolvedValue();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    signOut.mockRestore();
  });

  it('says on the Feed entry how many posts are new, for a Premium member', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url === '/notifications/unread' ? { data: { unread: 0 } } : { data: { count: 3 } },
      );
    const bar = renderLayout('user', {
      subscription: { tier: 'premium', isActive: true } as Profile['subscription'],
    });
    // jsdom has no CSS, so it does not set the (positioned) count apart from the label as browsers do.
    expect(await within(bar).findByRole('link', { name: /^Feed ?New posts: 3$/ })).toBeTruthy();
    expect(slots(bar)).toEqual(['Home', 'Feed', 'Coach', 'Karim’s AI', 'More']);
    get.mockRestore();
  });

  it('rings the bell for any member, Free included, before the language switcher, with the unread count', async () => {
    // The shell keeps the app's one query cache: what the tests before it counted must not answer for this one.
    queryClient.clear();
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { unread: 4 } });
    renderLayout('user');
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(get).toHaveBeenCalledWith('/notifications/unread');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(bell.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    get.mockRestore();
  });

  it('offers only signing out while the profile is incomplete', () => {
    renderLayout('user', { isCompleted: false, subscription: null });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Your account/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
