import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const origin = 'https://app.vitalia.example';
const source = readFileSync(path.join(import.meta.dirname, 'public', 'push-handlers.js'), 'utf8');

interface Tab {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/**
 * The worker's script run as the generated sw.js runs it (importScripts: a classic script on `self`), with the
 * browser's parts it reaches stood in: the registration that shows a notification, and the window clients.
 */
function workerWith(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(source, { self, URL });

  async function dispatch(type: string, event: object) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  }
  return {
    shown,
    clients: self.clients,
    push: (payload: string | null) =>
      dispatch('push', { data: payload === null ? null : { json: () => JSON.parse(payload) as unknown } }),
    click: (data: unknown) => {
      const close = vi.fn();
      return dispatch('notificationclick', { notification: { data, close } }).then(() => close);
    },
  };
}

const message = {
  title: 'Replies to your message',
  body: 'Omar M. replied to your message in Morning runs.',
  url: '/app/community/c1?message=m1',
  tag: 'community_reply:m1',
  notificationId: 'n1',
};

const tab = (url: string, { isControlled = true } = {}): Tab => {
  const opened: Tab = {
    url,
    focus: vi.fn(async () => opened),
    navigate: vi.fn(async () => {
      if (!isControlled) throw new TypeError('not controlled by this worker');
      return opened;
    }),
  };
  return opened;
};

describe('the worker’s push: shown as the server worded it (decision 051)', () => {
  it('shows the title and body, tagged for its notification, leading to its screen', async () => {
    const worker = workerWith();
    await worker.push(JSON.stringify(message));
    expect(worker.shown).toEqual([
      {
        title: message.title,
        options: {
          body: message.body,
          tag: message.tag,
          data: { url: message.url },
          icon: '/icons/icon-192.png',
          lang: '',
          dir: 'auto',
        },
      },
    ]);
  });

  it('sets an Arabic push right to left, in Arabic', async () => {
    const worker = workerWith();
    await worker.push(JSON.stringify({ ...message, title: 'ردود على رسالتك', body: 'ردّ عمر.' }));
    expect(worker.shown[0]!.options).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('shows nothing for a push that is not one of ours', async () => {
    const worker = workerWith();
    await worker.push(null);
    await worker.push('not json');
    await worker.push(JSON.stringify({ ...message, url: 42 }));
    await worker.push(JSON.stringify({ ...message, title: '' }));
    await worker.push('"a string"');
    expect(worker.shown).toEqual([]);
  });
});

describe('the worker’s tap on a notification: the app opened at its screen', () => {
  it('brings an open tab of the app forward and takes it to the screen', async () => {
    const open = tab(`${origin}/app/dashboard`);
    const worker = workerWith([tab('https://elsewhere.example/'), open]);
    const close = await worker.click({ url: message.url });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${origin}${message.url}`);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no tab of the app is open, or the open one is not the worker’s to move', async () => {
    const none = workerWith([]);
    await none.click({ url: message.url });
    expect(none.clients.openWindow).toHaveBeenCalledWith(`${origin}${message.url}`);

    const uncontrolled = workerWith([tab(`${origin}/app`, { isControlled: false })]);
    await uncontrolled.click({ url: message.url });
    expect(uncontrolled.clients.openWindow).toHaveBeenCalledWith(`${origin}${message.url}`);
  });

  it('opens only a screen of the app: another site or no address leads to the notifications page', async () => {
    for (const data of [{ url: 'https://evil.example/phish' }, { url: 42 }, null, { url: 'http://[' }]) {
      const worker = workerWith([]);
      await worker.click(data);
      expect(worker.clients.openWindow, JSON.stringify(data)).toHaveBeenCalledWith(
        `${origin}/app/notifications`,
      );
    }
  });
});
