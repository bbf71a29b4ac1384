import { paths } from '@vitalia/contracts';
import type { AuditEntry } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AuditChanges } from './audit-changes';
import { useAuditWords } from './audit-words';

const linkClasses = 'font-medium text-brand-700 hover:underline';

/** Who did it: a staff member (a link to everything they did), or the operator's command line. */
function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  const { t } = useTranslation('audit-log');
  const [search] = useSearchParams();
  if (!actor) return <span className="text-ink-700">{t('entry.operator')}</span>;
  if (!actor.name) return <span className="text-ink-500">{t('entry.deletedActor')}</span>;
  const next = new URLSearchParams(search);
  next.set('actorId', actor.id);
  return (
    <Link
      to={`?${next.toString()}`}
      replace
      className={linkClasses}
      title={t('entry.actorFilter', { name: actor.name })}
    >
      <bdi>{actor.name}</bdi>
    </Link>
  );
}

/** What it was done to: a member (a link to their page while they exist), a plan, the plans' order, and so on. */
function Target({ target }: { target: AuditEntry['target'] }) {
  const { t } = useTranslation('audit-log');
  if (target.type === 'plans') return <span className="text-ink-700">{t('entry.allPlans')}</span>;
  if (!target.name && target.type === 'member') {
    return <span className="text-ink-500">{t('entry.deletedMember')}</span>;
  }
  if (!target.name) {
    return (
      <>
        <span aria-hidden="true" className="text-ink-300">
          —
        </span>
        <span className="sr-only">{t('entry.unnamed')}</span>
      </>
    );
  }
  if (target.type === 'member' && target.id) {
    return (
      <Link to={paths.adminMember(target.id)} className={linkClasses}>
        <bdi>{target.name}</bdi>
      </Link>
    );
  }
  return (
    <span className="text-ink-950">
      <bdi>{target.name}</bdi>
    </span>
  );
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  const words = useAuditWords();
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink-950">{words.action(entry.action)}</p>
        <time dateTime={entry.occurredAt} className="text-xs whitespace-nowrap text-ink-500">
          {formatDateTime(entry.occurredAt, currentLanguage())}
        </time>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-500">{t('entry.by')}</dt>
        <dd className="min-w-0 break-words">
          <Actor actor={entry.actor} />
        </dd>
        <dt className="text-ink-500">{words.targetType(entry.target.type)}</dt>
        <dd className="min-w-0 break-words">
          <Target target={entry.target} />
        </dd>
      </dl>
      <AuditChanges entry={entry} />
      {entry.requestId && (
        <p className="mt-2 text-xs text-ink-500">
          {t('entry.request')}{' '}
          <bdi dir="ltr" className="font-mono break-all">
            {entry.requestId}
          </bdi>
        </p>
      )}
    </li>
  );
}
