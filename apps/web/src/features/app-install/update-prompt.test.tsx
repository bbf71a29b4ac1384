import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import appInstall from '../../locales/en/app-install.json';
import { initTestI18n } from '../../test/i18n';
import { applyUpdate } from './apply-update';
import { showUpdatePrompt, UpdatePrompt } from './components/update-prompt';
import { watchForUpdate } from './service-worker';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'app-install', appInstall);
});

/** A worker as the page sees it: a state that changes, and messages it is sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** The browser found a new sw.js and started installing it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: FakeWorker | null) {
    super();
  }
}

function watch(registration: FakeRegistration, container: FakeContainer) {
  const onWaiting = vi.fn();
  watchForUpdate(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    onWaiting,
  );
  return onWaiting;
}

describe('an update', () => {
  it('is offered once a new worker has installed and waits, on a page the old one controls', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(new FakeWorker()));
    const next = new FakeWorker();
    registration.find(next);
    expect(onWaiting).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(next);
  });

  it('already waiting when the page opens is offered at once', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const onWaiting = watch(registration, new FakeContainer(new FakeWorker()));
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(registration.waiting);
  });

  it('is not offered for the first worker, which controls nothing yet and takes over at the next visit', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(null));
    const first = new FakeWorker();
    registration.find(first);
    first.moveTo('installed');
    first.moveTo('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('is not offered for a worker that failed to install', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(new FakeWorker()));
    const broken = new FakeWorker();
    registration.find(broken);
    broken.moveTo('redundant');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('Reload', () => {
  it('tells the waiting worker to take over, and reloads only once it controls the page', () => {
    const waiting = new FakeWorker();
    const container = new FakeContainer(new FakeWorker());
    const reload = vi.fn();
    applyUpdate(waiting as unknown as ServiceWorker, container as unknown as ServiceWorkerContainer, reload);
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.controller = waiting;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when another tab already let the new worker take over', () => {
    const active = new FakeWorker();
    const reload = vi.fn();
    applyUpdate(
      active as unknown as ServiceWorker,
      new FakeContainer(active) as unknown as ServiceWorkerContainer,
      reload,
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(active.postMessage).not.toHaveBeenCalled();
  });
});

describe('the update prompt', () => {
  it('says a new version is ready and reloads on its button', async () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByText('A new version of Vitalia is ready')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows once over the page, in a live region that is there before its words', async () => {
    const worker = new FakeWorker() as unknown as ServiceWorker;
    const root = showUpdatePrompt(worker);
    expect(showUpdatePrompt(worker)).toBeNull();
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(await screen.findByText('A new version of Vitalia is ready')).toBeTruthy();
    expect(regions[0]!.textContent).toContain('Reload');
    // Its own root, which the files after this one in the worker must not meet.
    act(() => root?.unmount());
  });
});
