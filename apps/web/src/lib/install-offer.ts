/**
 * Chromium's offer to install the app (`beforeinstallprompt`), kept from the page's start: the browser makes it once,
 * soon after the page loads, usually long before the member opens settings, where the install card
 * (features/app-install) uses it. main.tsx calls `captureInstallOffer` first thing. It is in every first load, so it
 * stays a few lines, here with the rest of the shell rather than in a file of its own (vite.config.ts).
 */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOfferEvent | null = null;
let wasInstalled = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallOffer() {
  addEventListener('beforeinstallprompt', (event) => {
    // No browser banner over the app: the offer waits in settings, where the member asks for it.
    event.preventDefault();
    offer = event as InstallOfferEvent;
    notify();
  });
  addEventListener('appinstalled', () => {
    offer = null;
    wasInstalled = true;
    notify();
  });
}

export const installOffer = {
  current: () => offer,
  wasInstalled: () => wasInstalled,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** An offer can be shown once: it is given up whatever the member answers. */
  take() {
    const taken = offer;
    offer = null;
    notify();
    return taken;
  },
};
