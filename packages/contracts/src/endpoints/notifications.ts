import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { pushPublicKey, pushSubscriptionInput, pushUnsubscribeInput } from '../notification-push';
import {
  notificationPage,
  notificationPreferences,
  notificationPreferencesInput,
  notificationsQuery,
  unreadNotifications,
} from '../notifications';

/** The bell (issue 18): every signed-in member, Free or Premium, reads their own notifications only. */
export const myNotifications = endpoint({
  method: 'GET',
  path: '/notifications',
  access: access.member,
  resource: 'notifications',
  summary:
    "The caller's notifications, newest first, a page at a time, with the unread count; of one kind or unread only when asked",
  query: notificationsQuery,
  response: answer(notificationPage),
});

export const unreadCount = endpoint({
  method: 'GET',
  path: '/notifications/unread',
  access: access.member,
  resource: 'notifications',
  summary: 'How many notifications the caller has not read (the bell)',
  response: answer(unreadNotifications),
});

export const markRead = endpoint({
  method: 'POST',
  path: '/notifications/:notificationId/read',
  access: access.member,
  resource: 'notifications',
  changes: ['notifications'],
  summary: 'Marks one notification read (8200 when it is not the caller’s)',
  params: z.object({ notificationId: uuidParam }),
  response: answer(unreadNotifications),
});

export const markAllRead = endpoint({
  method: 'POST',
  path: '/notifications/read',
  access: access.member,
  resource: 'notifications',
  changes: ['notifications'],
  summary: 'Marks every notification read',
  response: answer(unreadNotifications),
});

export const preferences = endpoint({
  method: 'GET',
  path: '/notifications/preferences',
  access: access.member,
  resource: 'notification-preferences',
  summary: 'Per kind: shown in the bell, emailed, and pushed to the devices opted in',
  response: answer(notificationPreferences),
});

export const setPreferences = endpoint({
  method: 'PUT',
  path: '/notifications/preferences',
  access: access.member,
  resource: 'notification-preferences',
  changes: ['notification-preferences', 'notifications'],
  summary: 'Changes the switches of the kinds given',
  body: notificationPreferencesInput,
  response: answer(notificationPreferences),
});

/** Web Push (issue 39): the server's key, and the devices a member opts in; what each kind pushes is a switch above. */
export const pushKey = endpoint({
  method: 'GET',
  path: '/notifications/push/key',
  access: access.member,
  resource: 'push-key',
  summary: "The server's VAPID public key, which a browser subscribes with",
  response: answer(pushPublicKey),
});

export const subscribePush = endpoint({
  method: 'PUT',
  path: '/notifications/push/subscriptions',
  access: access.member,
  resource: 'push-subscriptions',
  changes: ['push-subscriptions'],
  summary:
    "Pushes the caller's notifications to this device (a browser's PushSubscription); a device another member had moves to the caller, and past 10 devices the oldest is dropped",
  body: pushSubscriptionInput,
  status: 204,
});

export const unsubscribePush = endpoint({
  method: 'DELETE',
  path: '/notifications/push/subscriptions',
  access: access.member,
  resource: 'push-subscriptions',
  changes: ['push-subscriptions'],
  summary: 'Stops pushing to this device (only a device of the caller’s own)',
  body: pushUnsubscribeInput,
  status: 204,
});
