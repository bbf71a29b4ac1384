import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
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
  summary: 'Per kind: shown in the bell, and emailed',
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
