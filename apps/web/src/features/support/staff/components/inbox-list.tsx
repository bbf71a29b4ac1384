import { paths } from '@vitalia/contracts';
import type { SupportInboxItem } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { PersonBadge, PersonName } from '../../../../components/ui/person-card';
import { Ltr } from '../../../../components/ui/ltr';
import { useSupportFormat } from '../../components/support-status';
import { Quiet } from './quiet';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-ink-500">{label}</dt>
      <dd className="min-w-0 break-words text-ink-700">{children}</dd>
    </div>
  );
}

/** One request as a card: a tap anywhere on it opens the request. */
function InboxRow({ item }: { item: SupportInboxItem }) {
  const { t } = useTranslation('support-inbox');
  const format = useSupportFormat('staff');
  return (
    <li className="relative rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 hover:bg-ink-50 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-ink-500">
        <span>
          <Ltr className="font-mono">{item.reference}</Ltr>
          {' · '}
          <span className="tabular-nums">
            {t('list.messages', { count: item.messageCount, number: format.count(item.messageCount) })}
          </span>
        </span>
        <span>
          {t('list.lastMessage')}{' '}
          <time dateTime={item.lastMessageAt} className="whitespace-nowrap">
            {format.moment(item.lastMessageAt)}
          </time>
        </span>
      </div>
      <h2 className="mt-1 font-semibold break-words">
        <Link
          to={paths.adminSupportRequest(item.id)}
          className="text-brand-700 after:absolute after:inset-0 after:rounded-card hover:underline"
        >
          <bdi>{item.subject}</bdi>
        </Link>
      </h2>
      <dl className="mt-2 grid gap-1 text-sm">
        <Fact label={t('list.from')}>
          <span className="inline-flex max-w-full items-center gap-1.5 align-middle">
            <Avatar
              person={item.member.person}
              src={item.member.person.pictureUrl}
              className="size-6"
              initialsClassName="text-[0.6rem]"
            />
            <PersonName person={item.member.person} className="font-medium text-ink-950" />
            {item.member.person.badge && <PersonBadge badge={item.member.person.badge} />}
          </span>{' '}
          <Ltr className="break-all">{item.member.email}</Ltr>
        </Fact>
        <Fact label={t('list.category')}>{t(`categories.${item.category}`)}</Fact>
        <Fact label={t('list.assignee')}>
          {item.assignee ? <bdi>{item.assignee.name}</bdi> : <Quiet>{t('list.unassigned')}</Quiet>}
        </Fact>
      </dl>
    </li>
  );
}

/** The requests of one status, in the API's order (oldest waiting first). */
export function InboxList({ items }: { items: SupportInboxItem[] }) {
  const { t } = useTranslation('support-inbox');
  return (
    <ol aria-label={t('list.label')} className="space-y-3">
      {items.map((item) => (
        <InboxRow key={item.id} item={item} />
      ))}
    </ol>
  );
}
