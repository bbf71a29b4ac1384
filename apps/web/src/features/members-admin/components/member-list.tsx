import { paths } from '@vitalia/contracts';
import type { MemberRow } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Ltr } from '../../../components/ui/ltr';
import {
  EmailAddress,
  nameOf,
  Nothing,
  PlanText,
  RoleBadge,
  StatusBadge,
  useMemberFormat,
} from './member-text';

/** On a phone each row is a card: the name on top, then each cell with its label written out. */
const cell = 'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 md:py-3 md:pe-4';
const cellLabel = 'shrink-0 text-xs font-medium text-ink-500 md:hidden';
const columns = ['member', 'email', 'role', 'plan', 'status', 'complimentaryUntil'] as const;

function MemberListRow({ member }: { member: MemberRow }) {
  const { t } = useTranslation('members-admin');
  const format = useMemberFormat();
  return (
    <tr className="max-md:relative max-md:block max-md:space-y-1.5 max-md:rounded-control max-md:p-3.5 max-md:ring-1 max-md:ring-inset max-md:ring-ink-100 max-md:hover:bg-ink-50">
      <th scope="row" className="text-start font-normal md:py-3 md:pe-4">
        {/* On a phone the link covers the whole card, so a tap anywhere on it opens the member. */}
        <Link
          to={paths.adminMember(member.id)}
          className="font-semibold break-words text-brand-700 hover:underline max-md:after:absolute max-md:after:inset-0 max-md:after:rounded-control"
        >
          <bdi>{nameOf(member)}</bdi>
        </Link>
        {member.username && (
          <span className="block text-xs text-ink-500">
            <Ltr>@{member.username}</Ltr>
          </span>
        )}
      </th>
      <td className={cell}>
        <span className={cellLabel}>{t('list.email')}</span>
        {/* At the card's end: its lines, when it needs two, hold to that side (the left in Arabic). */}
        <EmailAddress email={member.email} className="min-w-0 text-end text-ink-700 rtl:text-start" />
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('list.role')}</span>
        <RoleBadge role={member.role} />
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('list.plan')}</span>
        <span className="text-ink-700">
          <PlanText plan={member.plan} />
        </span>
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('list.status')}</span>
        <StatusBadge status={member.status} />
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('list.complimentaryUntil')}</span>
        {member.complimentaryUntil ? (
          <time dateTime={member.complimentaryUntil} className="whitespace-nowrap text-ink-700">
            {format.day(member.complimentaryUntil)}
          </time>
        ) : (
          <Nothing />
        )}
      </td>
    </tr>
  );
}

/** Cards on a phone, a table from tablet width; each member's name opens their page. */
export function MemberList({ members, isRefreshing }: { members: MemberRow[]; isRefreshing: boolean }) {
  const { t } = useTranslation('members-admin');
  return (
    <div className={cx('md:overflow-x-auto', isRefreshing && 'opacity-60')}>
      <table className="w-full text-sm max-md:block" aria-busy={isRefreshing || undefined}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-ink-100 text-xs text-ink-500">
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap py-2 pe-4 text-start font-medium">
                {t(`list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
          {members.map((member) => (
            <MemberListRow key={member.id} member={member} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
