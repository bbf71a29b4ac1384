import { useSyncExternalStore } from 'react';
import { installOffer } from '../../../lib/install-offer';

/**
 * - `installed`: running as the installed app, or installed from this page;
 * - `offered`: the browser offers to install (Chromium's prompt), ready for the card's button;
 * - `ios`: iPhone and iPad offer no prompt: the member adds the app from the Share sheet, in any browser there;
 * - `browser-menu`: nothing offered here (an offer already answered, Firefox, or not yet installable).
 */
export type InstallState = 'installed' | 'offered' | 'ios' | 'browser-menu';

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  // iOS before it knew display-mode.
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPadOS reports itself as a Mac; a Mac has no touch screen. */
export const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

function currentState(): InstallState {
  if (installOffer.wasInstalled() || isStandalone()) return 'installed';
  if (installOffer.current()) return 'offered';
  return isAppleMobile() ? 'ios' : 'browser-menu';
}

export function useInstallApp() {
  const state = useSyncExternalStore(installOffer.subscribe, currentState);
  async function install() {
    const offer = installOffer.take();
    if (!offer) return;
    await offer.prompt();
    // Accepted: `appinstalled` follows and the card says so. Dismissed: the offer is spent, the menu remains.
    await offer.userChoice;
  }
  return { state, install };
}
