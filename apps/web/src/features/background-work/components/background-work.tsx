import type { BackgroundWork as BackgroundWorkState, JobRun } from '@vitalia/contracts';
import { Activity, CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/ui/load-error';
import { SectionCard } from '../../../components/ui/section-card';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { cx } from '../../../components/ui/cx';
import { intlLocale } from '../../../lib/i18n';
import { useBackgroundWork } from '../api/get-background-work';

type Job = BackgroundWorkState['jobs'][number];
type Outcome = 'completed' | 'retry' | 'failed' | 'running' | 'waiting' | 'never';

function outcomeOf(run: JobRun | undefined): Outcome {
  if (!run) return 'never';
  if (run.state === 'completed') return 'completed';
  if (run.state === 'retry') return 'retry';
  if (run.state === 'failed' || run.state === 'cancelled') return 'failed';
  if (run.state === 'active') return 'running';
  return 'waiting';
}

const outcomeStyle: Record<Outcome, { Icon: typeof Activity; className: string }> = {
  completed: { Icon: CircleCheck, className: 'bg-success-50 text-success-600' },
  retry: { Icon: RotateCcw, className: 'bg-accent-100 text-accent-600' },
  failed: { Icon: CircleAlert, className: 'bg-danger-50 text-danger-700' },
  running: { Icon: LoaderCircle, className: 'bg-brand-50 text-brand-700' },
  waiting: { Icon: Clock, className: 'bg-ink-100 text-ink-700' },
  never: { Icon: Clock, className: 'bg-ink-100 text-ink-700' },
};

const momentOf = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The schedules the server uses (scheduled-jobs.ts), in words; another cron shows as written. */
const scheduleKeys: Record<string, string> = {
  '* * * * *': 'everyMinute',
  '*/15 * * * *': 'every15Minutes',
  '0 * * * *': 'hourly',
  '30 * * * *': 'hourlyAtHalfPast',
};

function useScheduleText() {
  const { t } = useTranslation('jobs');
  return (cron: string) => {
    if (scheduleKeys[cron]) return t(`schedule.${scheduleKeys[cron]}`);
    const minute = /^(\d{1,2}) \* \* \* \*$/.exec(cron)?.[1];
    return minute ? t('schedule.hourlyAt', { minute: minute.padStart(2, '0') }) : cron;
  };
}

function JobRow({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const scheduleText = useScheduleText();
  const [latest] = job.runs;
  const outcome = outcomeOf(latest);
  const { Icon, className } = outcomeStyle[outcome];
  const when = latest?.completedAt ?? latest?.startedAt ?? latest?.createdAt;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium text-ink-950">{t(`job.${job.name}`, { defaultValue: job.name })}</p>
        <p className="text-sm text-ink-500">{scheduleText(job.cron)}</p>
        {latest?.error && (
          <p className="mt-1 break-words font-mono text-xs text-danger-700" dir="ltr">
            {latest.error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
        <span
          className={cx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
            className,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {t(`outcome.${outcome}`)}
        </span>
        {when && <span className="text-xs tabular-nums text-ink-500">{momentOf(when)}</span>}
      </div>
    </li>
  );
}

function EventBacklog({ events }: { events: BackgroundWorkState['events'] }) {
  const { t } = useTranslation('jobs');
  const count = new Intl.NumberFormat(intlLocale());
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 rounded-control bg-ink-50 p-4 text-sm">
      <div>
        <dt className="text-ink-500">{t('events.waiting')}</dt>
        <dd className="text-lg font-semibold tabular-nums text-ink-950">{count.format(events.waiting)}</dd>
        {events.oldestWaitingAt && (
          <dd className="text-xs text-ink-500">
            {t('events.since', { moment: momentOf(events.oldestWaitingAt) })}
          </dd>
        )}
      </div>
      <div>
        <dt className="text-ink-500">{t('events.failed')}</dt>
        <dd
          className={cx(
            'text-lg font-semibold tabular-nums',
            events.failed > 0 ? 'text-danger-700' : 'text-ink-950',
          )}
        >
          {count.format(events.failed)}
        </dd>
        {events.failed > 0 && <dd className="text-xs text-danger-700">{t('events.failedHint')}</dd>}
      </div>
    </dl>
  );
}

/** Admin and karim (`admin_panel`): is the scheduled work running, and is anything stuck? (decision 025) */
export function BackgroundWork() {
  const { t } = useTranslation('jobs');
  const work = useBackgroundWork();
  return (
    <SectionCard icon={Activity} title={t('title')} description={t('description')}>
      {work.isPending ? (
        <SkeletonRows label={t('loading')} rows={4} cells={['h-5 flex-1', 'h-6 w-24 rounded-full']} />
      ) : work.isError ? (
        <QueryLoadError query={work} message={t('loadFailed')} />
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {work.data.jobs.map((job) => (
              <JobRow key={job.name} job={job} />
            ))}
          </ul>
          <EventBacklog events={work.data.events} />
        </>
      )}
    </SectionCard>
  );
}
