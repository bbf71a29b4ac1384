import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreference } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { authActions } from '../../lib/auth-store';
import { identityClient } from '../../lib/identity-client';
import { tellMeaningfulAction, useMeaningfulAction } from '../../lib/meaningful-action';
import { NotificationPreferences } from './components/notification-preferences';
import PushInvitation from './components/push-invitation';
import { unsubscribeThisDevice } from './api/push-device';
import { usePushSignOut } from './hooks/use-push-sign-out';
import { initNotificationsCopy, preferencesFixture, renderAt, signInAs } from './test-support';

beforeAll(initNotificationsCopy);
beforeEach(() => {
  signInAs();
  localStorage.clear();
  useMeaningfulAction.setState({ last: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const serverKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const endpoint = 'https://push.example/device-1';
const subscriptionJson = {
  endpoint,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/**
 * A browser that can push: a worker registration whose push manager subscribes, and Notification's permission with
 * the answer its prompt will give.
 */
function stubPushBrowser({
  permission = 'default',
  answer = 'granted',
  isSubscribed = false,
  hasWorker = true,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  isSubscribed?: boolean;
  /** The installable app's worker is registered (the journeys and the development server have none). */
  hasWorker?: boolean;
} = {}) {
  const subscription = {
    endpoint,
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = isSubscribed ? subscription : null;
  const pushManager = {
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (current = subscription)),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => (notification.permission = answer)),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: hasWorker ? Promise.resolve(registration) : new Promise(() => undefined),
      getRegistration: async () => (hasWorker ? registration : undefined),
    },
  });
  return { pushManager, subscription, notification };
}

/** The member's switches and the server's key, as the API answers them; saves change what the next read answers. */
function serveApi(kinds: NotificationPreference[] = preferencesFixture()) {
  let stored = kinds;
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/notifications/preferences') return { data: { kinds: stored } };
    if (url === '/notifications/push/key') return { data: { publicKey: serverKey } };
    throw new Error(`unexpected GET ${url}`);
  });
  const put = vi.spyOn(api, 'put').mockImplementation(async (url: string, body: unknown) => {
    if (url === '/notifications/push/subscriptions') return null;
    const change = body as { kinds: NotificationPreference[] };
    stored = stored.map((kind) => change.kinds.find((one) => one.kind === kind.kind) ?? kind);
    return { data: { kinds: stored } };
  });
  const remove = vi.spyOn(api, 'delete').mockResolvedValue(null);
  return { put, remove };
}

const renderSettings = () =>
  renderAt(
    <>
      <NotificationPreferences />
      <Toaster />
    </>,
    '/app/settings#notifications',
  );
const deviceSwitch = () => screen.findByRole('switch', { name: 'Push notifications on this device' });

describe('push on this device, in settings', () => {
  it('asks on the tap, subscribes with the server’s key and gives the server the subscription', async () => {
    const browser = stubPushBrowser();
    const server = serveApi();
    renderSettings();
    const device = (await deviceSwitch()) as HTMLInputElement;
    await waitFor(() => expect(device.disabled).toBe(false));
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    // Each kind's push switch waits for this device, and says why.
    const replies = (await screen.findByRole('switch', {
      name: 'Draws you win By push',
    })) as HTMLInputElement;
    expect(replies.disabled).toBe(true);
    expect(replies.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(replies.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Turn on push notifications on this device to choose what is pushed.',
    );

    await userEvent.click(device);
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(server.put).toHaveBeenCalled());
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(serverKey);
    expect(server.put).toHaveBeenCalledWith('/notifications/push/subscriptions', subscriptionJson);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeTruthy();
    await waitFor(() => expect(device.checked).toBe(true));
    expect(
      screen.getByText('On: this device shows your notifications, even when the app is closed.'),
    ).toBeTruthy();
    await waitFor(() => expect(replies.disabled).toBe(false));
  });

  it('turned off, the server forgets the device, then the browser’s subscription ends', async () => {
    const browser = stubPushBrowser({ permission: 'granted', isSubscribed: true });
    const server = serveApi();
    renderSettings();
    const device = (await deviceSwitch()) as HTMLInputElement;
    await waitFor(() => expect(device.checked).toBe(true));

    await userEvent.click(device);
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalled());
    expect(server.remove).toHaveBeenCalledWith('/notifications/push/subscriptions', { endpoint });
    expect(server.remove.mock.invocationCallOrder[0]!).toBeLessThan(
      browser.subscription.unsubscribe.mock.invocationCallOrder[0]!,
    );
    expect(await screen.findByText('Push notifications are off for this device.')).toBeTruthy();
    await waitFor(() => expect(device.checked).toBe(false));
  });

  it('a browser that blocks notifications shows how to allow them, and nothing is sent', async () => {
    const browser = stubPushBrowser({ permission: 'denied' });
    const server = serveApi();
    renderSettings();
    expect(await screen.findByText(/^Blocked by your browser\. To allow them/)).toBeTruthy();
    const device = (await deviceSwitch()) as HTMLInputElement;
    expect(device.disabled).toBe(true);
    expect(device.checked).toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.put).not.toHaveBeenCalled();
  });

  it('a refusal at the prompt becomes the blocked state, without subscribing', async () => {
    const browser = stubPushBrowser({ answer: 'denied' });
    const server = serveApi();
    renderSettings();
    const device = (await deviceSwitch()) as HTMLInputElement;
    await waitFor(() => expect(device.disabled).toBe(false));
    await userEvent.click(device);
    expect(await screen.findByText(/^Blocked by your browser/)).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.put).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so where the browser cannot push at all, or has not the app’s worker to show a push', async () => {
    serveApi();
    const withoutPush = renderSettings();
    expect(await screen.findByText(/^This browser can’t receive push notifications\./)).toBeTruthy();
    expect(((await deviceSwitch()) as HTMLInputElement).disabled).toBe(true);
    withoutPush.unmount();

    stubPushBrowser({ hasWorker: false });
    renderSettings();
    expect(await screen.findByText(/^This browser can’t receive push notifications\./)).toBeTruthy();
    expect(((await deviceSwitch()) as HTMLInputElement).disabled).toBe(true);
  });

  it('each kind’s push switch saves that kind’s push once this device is subscribed', async () => {
    stubPushBrowser({ permission: 'granted', isSubscribed: true });
    const server = serveApi();
    renderSettings();
    const push = (await screen.findByRole('switch', { name: 'Draws you win By push' })) as HTMLInputElement;
    await waitFor(() => expect(push.disabled).toBe(false));
    expect(push.checked).toBe(true);

    await userEvent.click(push);
    expect(server.put).toHaveBeenCalledWith('/notifications/preferences', {
      kinds: [{ kind: 'draw_won', inApp: true, email: true, push: false }],
    });
    await waitFor(() => expect(push.checked).toBe(false));
  });

  it('turns a kind’s push off with its bell, and says a push needs the bell', async () => {
    stubPushBrowser({ permission: 'granted', isSubscribed: true });
    serveApi();
    renderSettings();
    const push = (await screen.findByRole('switch', { name: 'Draws you win By push' })) as HTMLInputElement;
    await waitFor(() => expect(push.disabled).toBe(false));

    await userEvent.click(screen.getByRole('switch', { name: 'Draws you win In the bell' }));
    await waitFor(() => expect(push.disabled).toBe(true));
    expect(push.checked).toBe(false);
    const reason = document.getElementById(push.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Pushed only while it shows in the bell.');
  });
});

describe('signing out', () => {
  function SignOutStep() {
    usePushSignOut();
    return null;
  }

  it('removes this device’s subscription, server first, before the session ends', async () => {
    const browser = stubPushBrowser({ permission: 'granted', isSubscribed: true });
    const server = serveApi();
    const endSession = vi.spyOn(identityClient, 'signOut').mockResolvedValue();
    renderAt(<SignOutStep />);
    await authActions.signOut();
    expect(server.remove).toHaveBeenCalledWith('/notifications/push/subscriptions', { endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(server.remove.mock.invocationCallOrder[0]!).toBeLessThan(endSession.mock.invocationCallOrder[0]!);
  });

  it('ends the browser’s subscription when the session is lost, asking nothing of the API it can no longer sign', async () => {
    const browser = stubPushBrowser({ permission: 'granted', isSubscribed: true });
    const server = serveApi();
    renderAt(<SignOutStep />);
    await unsubscribeThisDevice('lost');
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(server.remove).not.toHaveBeenCalled();
  });
});

describe('the invitation after a first message', () => {
  const offer = () => screen.queryByRole('region', { name: 'Get a notification when someone replies' });
  const renderInvitation = () => renderAt(<PushInvitationAfterAction />);

  /** As the signed-in frame mounts it: only once a meaningful action was told. */
  function PushInvitationAfterAction() {
    const action = useMeaningfulAction((state) => state.last);
    return action ? <PushInvitation /> : null;
  }

  it('is not there on a page load, and comes after the member’s message', async () => {
    stubPushBrowser();
    serveApi();
    renderInvitation();
    expect(offer()).toBeNull();
    act(() => tellMeaningfulAction('community-message'));
    expect(
      await screen.findByRole('region', { name: 'Get a notification when someone replies' }),
    ).toBeTruthy();
  });

  it('Turn on subscribes as settings do', async () => {
    const browser = stubPushBrowser();
    const server = serveApi();
    renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(server.put).toHaveBeenCalledWith('/notifications/push/subscriptions', subscriptionJson),
    );
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(offer()).toBeNull());
  });

  it('Not now keeps it away, after later messages and the next visit', async () => {
    const browser = stubPushBrowser();
    serveApi();
    const first = renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    first.unmount();

    useMeaningfulAction.setState({ last: null });
    renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).toBeNull();
  });

  it('is never offered where the browser cannot push, without the app’s worker, or once its prompt was answered', async () => {
    serveApi();
    const unsupported = renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).toBeNull();
    unsupported.unmount();

    stubPushBrowser({ hasWorker: false });
    useMeaningfulAction.setState({ last: null });
    const withoutWorker = renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).toBeNull();
    withoutWorker.unmount();
    // Not offered is not remembered as offered: the app's worker may be there next time.
    expect(localStorage.getItem('pushInvitation:u1')).toBeNull();

    stubPushBrowser({ permission: 'denied' });
    useMeaningfulAction.setState({ last: null });
    renderInvitation();
    act(() => tellMeaningfulAction('community-message'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offer()).toBeNull();
  });
});
