import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useAlertStore } from '../lib/alert-store';
import { useAuthStore } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { resetTestI18n } from './i18n';

// Screens are lazy: their first import is transformed on demand, which takes over a second when the API tests share
// the machine (the test command runs both at once). A wait still fails on what never shows, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its modal methods; the real behaviour is exercised in Chromium by the e2e journeys.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// This runs before each file, and the files of a worker share one module graph and one jsdom (vitest.config.ts):
// each starts from what a fresh page would hold, whatever the file before it left. Vitest itself restores spies
// between files.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');
document.head.replaceChildren();
document.body.replaceChildren();
// `lang` and `dir`, which lib/i18n.ts sets on <html> with the language.
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
// jsdom's navigator has no properties of its own: these are user-event's clipboard (with what was copied) and what
// tests gave it (a share sheet).
for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name);
useAuthStore.setState(useAuthStore.getInitialState(), true);
useAlertStore.setState(useAlertStore.getInitialState(), true);
queryClient.clear();
await resetTestI18n();

afterEach(() => cleanup());
