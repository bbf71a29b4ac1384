// First: zod must find its no-eval setting before anything loads it (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstMemberScreen, preloadFirstScreen } from './app/preload-first-screen';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './features/app-install/service-worker';
import { hasSessionHint, initializeAuth } from './lib/auth-store';
import { initI18n, loadCopy } from './lib/i18n';
import { afterFirstPaint } from './lib/first-paint';
import { captureInstallOffer } from './lib/install-offer';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The installable app (docs/decisions/036): the browser's install offer may come before the first screen shows, and
// the service worker is registered once the page has loaded.
captureInstallOffer();
registerServiceWorker();

// index.html shows a spinner until the copy, the auth state (spec §2 rule 1) and the first screen's code are in; the
// three start at once, so none waits for another's round trips.
const hasSession = hasSessionHint();
const firstScreen = firstMemberScreen(location.pathname, hasSession);
const copyLoaded = initI18n(firstScreen?.copy);
// The copy of the screen's blocks that fill in on their own comes once the screen has painted, with their code.
void afterFirstPaint().then(() => loadCopy(firstScreen?.laterCopy ?? []));
const authReady = initializeAuth(copyLoaded);
const firstScreenLoaded = preloadFirstScreen(location.pathname, hasSession);
// React then draws the screen once, instead of the guard's spinner first and the screen again: on a phone each pass
// of the whole tree is hundreds of milliseconds of main thread.
await Promise.all([copyLoaded, authReady, firstScreenLoaded]);

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree in one task (Lighthouse's total blocking time on /login: 395 ms before, 284 ms after, one run
// each on this noisy machine).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
});
