import {
  ErrorCode,
  isEmailedKind,
  isPushedByDefault,
  notificationKinds,
  notificationPageSize,
  type Notification,
  type NotificationPage,
  type NotificationPreference,
  type NotificationPreferenceInput,
  type NotificationsQuery,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { NotificationDraft, Notify } from '../../lib/notify';
import type {
  NotificationRow,
  NotificationsRepository,
  PageStart,
  PreferenceRow,
} from './notifications.repository';

/** Notifications per push event: a new post told to thousands is pushed in deliveries of this many. */
const notificationsPerPushEvent = 100;

/** `<created at>_<id>`: the last row of a page, where the next one starts. */
const cursorOf = (row: NotificationRow) => `${row.createdAt.toISOString()}_${row.id}`;

function pageStartOf(cursor: string | undefined): PageStart | null {
  if (cursor === undefined) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/.exec(cursor);
  const createdAt = match ? new Date(match[1]!) : null;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) throw new AppError(ErrorCode.invalidRequest);
  return { createdAt, id: match[2]! };
}

const notificationOf = (row: NotificationRow): Notification =>
  ({
    id: row.id,
    kind: row.kind,
    facts: row.facts,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }) as Notification;

/**
 * Every kind's switches: what the member set, else shown in the bell, emailed when the kind is emailed, and pushed
 * unless the kind is a quiet one.
 */
function preferencesOf(rows: readonly PreferenceRow[]): NotificationPreference[] {
  return notificationKinds.map((kind) => {
    const set = rows.find((row) => row.kind === kind);
    return {
      kind,
      inApp: set?.inApp ?? true,
      email: isEmailedKind(kind) ? (set?.email ?? true) : null,
      push: set?.push ?? isPushedByDefault(kind),
    };
  });
}

export function notificationsService({
  repository,
  memberIdOf,
  tellBells,
}: {
  repository: NotificationsRepository;
  memberIdOf: (caller: Caller) => Promise<string>;
  /** Tells these members' open tabs, on any server, that their bell changed (after the change is written). */
  tellBells: (memberIds: readonly string[]) => Promise<void>;
}) {
  /**
   * Writes the notifications and, with them, the event that pushes those with a device to go to: pushing waits for
   * the commit, and never holds the delivery that raised the notifications (decision 051).
   */
  async function insert(drafts: readonly NotificationDraft[]) {
    if (drafts.length === 0) return;
    await repository.inTransaction(async (tx) => {
      const written = await tx.insert(drafts);
      const pushable = await tx.pushableOf(written.map((row) => row.id));
      for (let start = 0; start < pushable.length; start += notificationsPerPushEvent) {
        await tx.publish('notification.to-push', {
          notificationIds: pushable.slice(start, start + notificationsPerPushEvent),
        });
      }
    });
    await tellBells([...new Set(drafts.map((draft) => draft.userId))]);
  }

  /** The port the features that raise notifications are given (lib/notify.ts). */
  const notify: Notify = async (draft) => {
    await insert([draft]);
    return { email: isEmailedKind(draft.kind) && (await repository.wantsEmail(draft.userId, draft.kind)) };
  };

  return {
    notify,

    /** One fact told to many members at once (a new post): one statement per batch, each member once. */
    notifyMany: insert,

    async page(caller: Caller, { before, ...filter }: NotificationsQuery): Promise<NotificationPage> {
      const userId = await memberIdOf(caller);
      const start = pageStartOf(before);
      const [rows, unread] = await Promise.all([
        repository.page(userId, start, notificationPageSize + 1, filter),
        repository.unread(userId),
      ]);
      const items = rows.slice(0, notificationPageSize);
      const hasMore = rows.length > notificationPageSize;
      return {
        items: items.map(notificationOf),
        unread,
        nextCursor: hasMore && items.length > 0 ? cursorOf(items[items.length - 1]!) : null,
      };
    },

    async unread(caller: Caller) {
      return { unread: await repository.unread(await memberIdOf(caller)) };
    },

    async markRead(caller: Caller, notificationId: string) {
      const userId = await memberIdOf(caller);
      if (!(await repository.markRead(userId, notificationId)))
        throw new AppError(ErrorCode.notificationNotFound);
      await tellBells([userId]);
      return { unread: await repository.unread(userId) };
    },

    async markAllRead(caller: Caller) {
      const userId = await memberIdOf(caller);
      await repository.markAllRead(userId);
      await tellBells([userId]);
      return { unread: 0 };
    },

    async preferences(caller: Caller) {
      return { kinds: preferencesOf(await repository.preferences(await memberIdOf(caller))) };
    },

    async setPreferences(caller: Caller, changes: NotificationPreferenceInput[]) {
      const userId = await memberIdOf(caller);
      if (changes.some((change) => !isEmailedKind(change.kind) && change.email === true)) {
        throw new AppError(ErrorCode.notificationNotEmailed);
      }
      const stored = await repository.preferences(userId);
      const current = preferencesOf(stored);
      await repository.setPreferences(
        changes.map((change) => ({
          userId,
          kind: change.kind,
          inApp: change.inApp,
          // A kind never emailed keeps `false` in its row: nothing reads it.
          email: isEmailedKind(change.kind)
            ? (change.email ?? current.find((row) => row.kind === change.kind)?.email ?? true)
            : false,
          // Left out: the push switch stays as it was, the kind's default while the member never set it (null).
          push: change.push ?? stored.find((row) => row.kind === change.kind)?.push ?? null,
        })),
      );
      return { kinds: preferencesOf(await repository.preferences(userId)) };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
