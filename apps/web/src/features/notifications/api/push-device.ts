import { notificationEndpoints, type PushSubscriptionInput } from '@vitalia/contracts';
import type { SessionEnd } from '../../../lib/auth-store';
import { call } from '../../../lib/endpoint-client';

/**
 * This device's Web Push (docs/decisions/051): what the browser allows, and its subscription, which the server keeps
 * for the signed-in member. `unsupported`: no service worker, no Push API or no notifications here (an iPhone's
 * Safari outside the installed app, a private window, a browser without them); `blocked`: the member, or the browser
 * for them, said no, which only the browser's own site settings can undo.
 */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Said when the browser refuses permission: shown as the blocked state, never as a failure. */
export class PushBlockedError extends Error {
  constructor() {
    super('notifications blocked');
    this.name = 'PushBlockedError';
  }
}

/** The installable app's worker is what shows a push: without one here, waiting for it would wait for ever. */
const workerWaitMs = 10_000;

export const canPushHere = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof PushManager !== 'undefined' &&
  typeof Notification !== 'undefined';

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Without the installable app's worker (the development server, a browser that refused it) nothing could show a
 * push here: that is unsupported too. It is registered once the first page has loaded, so it is there by the time a
 * member opens settings or sends a message.
 */
export async function readPushDeviceState(): Promise<PushDeviceState> {
  if (!canPushHere()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

async function readyWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), workerWaitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID key as bytes: every browser takes these, not all take its base64url text. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser (only ever from the member's tap: browsers refuse, or quietly block, a prompt nobody asked for),
 * subscribes with the server's key and gives the server the subscription.
 */
export async function subscribeThisDevice(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError();
  const [{ data }, registration] = await Promise.all([call(notificationEndpoints.pushKey), readyWorker()]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(data.publicKey),
  });
  await call(notificationEndpoints.subscribePush, {
    body: subscription.toJSON() as PushSubscriptionInput,
  });
}

/**
 * The server forgets the device first, while the session still signs the call; the browser's subscription then
 * ends even when that call failed, so that nothing more can reach this device (its push service answers 410, and the
 * server removes it at the next push). A lost session can sign no call: the browser's end alone does it then.
 */
export async function unsubscribeThisDevice(end: SessionEnd = 'signed-out'): Promise<void> {
  if (!canPushHere()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    if (end === 'signed-out')
      await call(notificationEndpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}
