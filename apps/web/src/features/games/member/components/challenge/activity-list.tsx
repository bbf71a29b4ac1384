import type { Activity } from '@vitalia/contracts';
import { ClipboardCheck, Lock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGameFormat } from '../../hooks/use-game-format';
import { useNow } from '../../hooks/use-now';
import { activityIcons } from './activity-icons';

const newestFirst = (a: Activity, b: Activity) =>
  b.day.localeCompare(a.day) || b.createdAt.localeCompare(a.createdAt);

/** Where an activity is changed when it cannot be changed here: final, or a session of the coach's training. */
function NotChangedHere({ activity }: { activity: Activity }) {
  const { t } = useTranslation('games');
  const isFromCoach = activity.source === 'coach';
  const Icon = isFromCoach ? ClipboardCheck : Lock;
  return (
    <span className="flex max-w-36 shrink-0 items-center gap-1 text-end sm:max-w-none text-xs text-ink-500">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(isFromCoach ? 'activity.fromCoach' : 'activity.locked')}
    </span>
  );
}

/**
 * This month's activities, newest day first, with the sessions logged in the coach's training (issue 38). Each
 * activity logged here can be changed or removed for 48 hours after it was logged; after that it says so instead of
 * offering buttons the API would refuse (7912). A session from the coach is changed there, and says so.
 */
export function ActivityList({
  activities,
  removingId,
  onEdit,
  onRemove,
}: {
  activities: readonly Activity[];
  removingId: string | null;
  onEdit: (activity: Activity) => void;
  onRemove: (activity: Activity) => void;
}) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const now = useNow(60_000);

  if (activities.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-500">
        {t('activity.empty')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-ink-100">
      {[...activities].sort(newestFirst).map((activity) => {
        const Icon = activityIcons[activity.type];
        const name = t(`activity.types.${activity.type}`);
        const isEditable = activity.source === 'member' && Date.parse(activity.editableUntil) > now;
        return (
          <li key={activity.id} className="flex items-center gap-3 py-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink-950">
                {name}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {format.minutes(activity.durationMinutes)}
              </p>
              <p className="text-sm text-ink-500">{format.fullDay(activity.day)}</p>
            </div>
            {isEditable ? (
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  onClick={() => onEdit(activity)}
                  aria-label={t('activity.edit', { name, day: format.fullDay(activity.day) })}
                  title={t('activity.editShort')}
                  className="grid size-11 place-items-center rounded-control text-ink-700 hover:bg-ink-100 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => onRemove(activity)}
                  disabled={removingId === activity.id}
                  aria-label={t('activity.remove', { name, day: format.fullDay(activity.day) })}
                  title={t('activity.removeShort')}
                  className="grid size-11 place-items-center rounded-control text-danger-600 hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            ) : (
              <NotChangedHere activity={activity} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
