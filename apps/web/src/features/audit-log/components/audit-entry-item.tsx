import { describeAuditEntry, paths, type AuditEntry } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AuditSentenceText } from './audit-sentence';

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

/** The member a request, a message or a comment came from: their page while they exist. */
function Member({ member }: { member: NonNullable<AuditEntry['member']> }) {
  const { t } = useTranslation('audit-log');
  if (!member.name) return <span className="text-ink-500">{t('nameless.member')}</span>;
  return (
    <Link to={paths.adminMember(member.id)} className={linkClasses}>
      <bdi>{member.name}</bdi>
    </Link>
  );
}

/** An entry as sentences, one per change, then who did it, when, and in which request. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit-log');
  const [headline, ...details] = describeAuditEntry(entry);
  // A member target is named in the sentence already; a request or a message names its member here.
  const member = entry.target.type === 'member' ? null : entry.member;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-ink-950">
          <AuditSentenceText sentence={headline!} entry={entry} />
        </p>
        <time dateTime={entry.occurredAt} className="text-xs whitespace-nowrap text-ink-500">
          {formatDateTime(entry.occurredAt, currentLanguage())}
        </time>
      </div>
      {details.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink-700">
          {details.map((sentence, index) => (
            <li key={index} className="break-words">
              <AuditSentenceText sentence={sentence} entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-500">{t('entry.by')}</dt>
        <dd className="min-w-0 break-words">
          <Actor actor={entry.actor} />
        </dd>
        {member && (
          <>
            <dt className="text-ink-500">{t('entry.member')}</dt>
            <dd className="min-w-0 break-words">
              <Member member={member} />
            </dd>
          </>
        )}
        {entry.requestId && (
          <>
            <dt className="text-ink-500">{t('entry.request')}</dt>
            <dd className="min-w-0">
              <bdi dir="ltr" className="font-mono text-xs break-all text-ink-500">
                {entry.requestId}
              </bdi>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
