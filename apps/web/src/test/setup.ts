import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => cleanup());
