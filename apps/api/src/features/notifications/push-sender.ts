import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { VapidKeys } from '../../config';
import type { PushDevice } from './push-subscriptions.repository';

/**
 * Sent; gone (the push service no longer knows the device: 404 or 410); to try again later (429, a 5xx, no answer:
 * after the service's `Retry-After` when it gave one); or refused, which another try would not change.
 */
export type PushOutcome =
  { kind: 'sent' | 'gone' | 'refused' } | { kind: 'later'; retryAfterSeconds: number | null };

/** A push waiting longer than a day is about something the bell has told since: the service may drop it. */
const timeToLiveSeconds = 24 * 60 * 60;
/** A push service slower than this holds the whole delivery; the push is given up, the bell keeps it. */
const answerTimeoutMs = 10_000;

export interface PushSender {
  send(device: PushDevice, message: string, options: { topic: string }): Promise<PushOutcome>;
}

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) signed with the server's VAPID key (RFC 8292), through web-push's
 * request details and `fetch`: web-push's own `sendNotification` speaks https only, and the same path must carry the
 * journeys' and tests' pushes to a stand-in push service on loopback. Push is best effort: every failure is an
 * outcome, logged, never a thrown error that would hold the delivery of the other pushes (decision 051).
 */
export function pushSender({
  keys,
  subject,
  log,
}: {
  keys: VapidKeys;
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PushSender {
  return {
    async send(device, message, { topic }) {
      const pushService = new URL(device.endpoint).origin;
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          message,
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: timeToLiveSeconds,
            topic,
            contentEncoding: 'aes128gcm',
          },
        );
        // fetch counts the body itself; the other headers are the protocol's (TTL, Topic, Authorization, encoding).
        const headers = Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(answerTimeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { kind: 'sent' };
        if (response.status === 404 || response.status === 410) return { kind: 'gone' };
        const isLater = response.status === 429 || response.status >= 500;
        log.warn(
          { pushService, status: response.status },
          isLater
            ? 'push: the push service asks to try later; the bell has it meanwhile'
            : 'push: refused by the push service; the bell has it',
        );
        if (!isLater) return { kind: 'refused' };
        return { kind: 'later', retryAfterSeconds: secondsOf(response.headers.get('retry-after')) };
      } catch (error) {
        log.warn({ pushService, err: error }, 'push: could not be sent; tried again later, the bell has it');
        return { kind: 'later', retryAfterSeconds: null };
      }
    },
  };
}

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date (RFC 9110 §10.2.3); null when neither. */
export function secondsOf(retryAfter: string | null, now = Date.now()): number | null {
  if (retryAfter === null || retryAfter.trim() === '') return null;
  if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim());
  if (!retryAfter.trim().endsWith('GMT')) return null;
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
