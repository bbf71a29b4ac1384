import {
  ErrorCode,
  isEmailedKind,
  notificationKinds,
  notificationPageSize,
  type Notification,
  type NotificationPage,
  type NotificationPreference,
  type NotificationsQuery,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { NotificationDraft, Notify } from '../../lib/notify';
import type { NotificationRow, NotificationsRepository, PageStart } from './notifications.repository';

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

/** Every kind's switches: what the member set, else shown in the bell and emailed when the kind is emailed. */
function preferencesOf(rows: { kind: string; inApp: boolean; email: boolean }[]): NotificationPreference[] {
  return notificationKinds.map((kind) => {
    const set = rows.find((row) => row.kind === kind);
    return { kind, inApp: set?.inApp ?? true, email: isEmailedKind(kind) ? (set?.email ?? true) : null };
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
  async function insert(drafts: readonly NotificationDraft[]) {
    await repository.insert(drafts);
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

    async setPreferences(caller: Caller, changes: NotificationPreference[]) {
      const userId = await memberIdOf(caller);
      if (changes.some((change) => !isEmailedKind(change.kind) && change.email === true)) {
        throw new AppError(ErrorCode.notificationNotEmailed);
      }
      const current = preferencesOf(await repository.preferences(userId));
      await repository.setPreferences(
        changes.map((change) => ({
          userId,
          kind: change.kind,
          inApp: change.inApp,
          // A kind never emailed keeps `false` in its row: nothing reads it.
          email: isEmailedKind(change.kind)
            ? (change.email ?? current.find((row) => row.kind === change.kind)?.email ?? true)
            : false,
        })),
      );
      return { kinds: preferencesOf(await repository.preferences(userId)) };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
