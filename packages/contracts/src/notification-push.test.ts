import { describe, expect, it } from 'vitest';
import { base64UrlByteLength, isPushEndpoint, pushSubscriptionInput } from './notification-push';

describe('a browser’s push subscription', () => {
  it('counts the bytes of base64url, padded or not, and refuses other text', () => {
    expect(base64UrlByteLength('AAAAAAAAAAAAAAAAAAAAAA')).toBe(16);
    expect(base64UrlByteLength('AAAAAAAAAAAAAAAAAAAAAA==')).toBe(16);
    expect(base64UrlByteLength(`B${'A'.repeat(86)}`)).toBe(65);
    expect(base64UrlByteLength('A'.repeat(20))).toBe(15);
    expect(base64UrlByteLength('AAAA/AAA')).toBeNull();
    expect(base64UrlByteLength('AAAAA')).toBeNull();
    expect(base64UrlByteLength('AAAAAA=')).toBeNull();
  });

  it('takes an https push service anywhere, plain http on this machine only, never credentials', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:4000/push/1')).toBe(true);
    expect(isPushEndpoint('http://localhost:4000/push/1')).toBe(true);
    expect(isPushEndpoint('http://10.0.0.5/push/1')).toBe(false);
    expect(isPushEndpoint('https://user:pass@push.example.com/1')).toBe(false);
    expect(isPushEndpoint('javascript:alert(1)')).toBe(false);
  });

  it('accepts what PushSubscription.toJSON() gives, its expiration time ignored', () => {
    const subscription = {
      endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    expect(pushSubscriptionInput.safeParse(subscription).success).toBe(true);
    const compressed = { ...subscription, keys: { ...subscription.keys, p256dh: `A${'A'.repeat(86)}` } };
    expect(pushSubscriptionInput.safeParse(compressed).success).toBe(false);
  });
});
