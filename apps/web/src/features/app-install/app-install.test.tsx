import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import appInstall from '../../locales/en/app-install.json';
import { initTestI18n } from '../../test/i18n';
import { InstallAppCard } from './components/install-app-card';
import { captureInstallOffer } from '../../lib/install-offer';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'app-install', appInstall);
  // As main.tsx does, once for the page: the offer is kept however late the card mounts.
  captureInstallOffer();
});
afterEach(() => vi.unstubAllGlobals());

/** What Chromium dispatches when the app can be installed, with the member's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const card = () => screen.getByRole('region', { name: 'Install the app' });

// The offer is the page's, kept in a module: these run in order, as a visit would.
describe('the install card', () => {
  it('explains the browser menu when the browser offers nothing', () => {
    render(<InstallAppCard />);
    expect(card().textContent).toContain(
      'Your browser does not offer to install Vitalia from this page. In Chrome, Edge or Samsung Internet',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the iPhone’s Share → Add to Home Screen steps on iOS, which has no install prompt', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });
    render(<InstallAppCard />);
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Tap Share in the browser’s toolbar.',
      'Choose “Add to Home Screen”.',
      'Tap “Add”.',
    ]);
  });

  it('treats an iPad, which says it is a Mac, as iOS', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.5 Safari/605.1.15',
      maxTouchPoints: 5,
    });
    render(<InstallAppCard />);
    expect(card().textContent).toContain('On iPhone and iPad, add Vitalia from the Share menu:');
  });

  it('keeps an offer made before it mounted; once dismissed, the offer is spent and the menu remains', async () => {
    const offer = offerInstall('dismissed');
    expect(offer.defaultPrevented).toBe(true);
    render(<InstallAppCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Install Vitalia' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect((await screen.findByText(/open the browser’s menu/)).tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'Install Vitalia' })).toBeNull();
  });

  it('says Installed when the app runs on its own (display-mode: standalone)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    render(<InstallAppCard />);
    expect(card().textContent).toContain('Installed');
    expect(card().textContent).toContain('Vitalia is on this device');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('installs on the button and says Installed once the browser reports it', async () => {
    render(<InstallAppCard />);
    const offer = offerInstall('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Install Vitalia' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(card().textContent).toContain('Installed');
  });
});
