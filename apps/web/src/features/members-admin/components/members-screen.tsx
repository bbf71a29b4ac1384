import { hasPermission, paths } from '@vitalia/contracts';
import { Download, ScrollText, UserRoundSearch, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { downloadMembers } from '../api/export-members';
import { useMemberPages } from '../api/search-members';
import { MemberFilterBar, useMemberFilters } from './member-filters';
import { MemberList } from './member-list';
import { useMemberFormat } from './member-text';

/**
 * `/app/admin/members` (`members_admin`): find a member by name, username or email, narrow by role, plan and status,
 * and open their page. Newest first, 25 at a time; the CSV holds every member the filters find.
 */
export function MembersScreen() {
  const { t } = useTranslation('members-admin');
  const errorText = useErrorText();
  const headingId = useId();
  const format = useMemberFormat();
  const role = useAuthStore((state) => state.profile?.role);
  const { filters, setFilter, clearFilters } = useMemberFilters();
  const members = useMemberPages(filters);
  const [isExporting, setIsExporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const isFiltered = Object.keys(filters).length > 0;

  async function onExport() {
    setIsExporting(true);
    try {
      await downloadMembers(filters);
    } catch (error) {
      setNotice((previous) =>
        nextNotice(previous, { tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' }),
      );
    } finally {
      setIsExporting(false);
    }
  }

  function content() {
    if (members.isPending) {
      return (
        <Card className="!p-5 sm:!p-6">
          <SkeletonRows
            label={t('list.loading')}
            rows={5}
            cells={['h-5 w-40', 'h-5 flex-1', 'h-5 w-16 rounded-full', 'h-5 w-20 max-sm:hidden']}
          />
        </Card>
      );
    }
    if (members.isError) {
      return (
        <Card className="!p-5 sm:!p-6">
          <QueryLoadError query={members} message={t('list.loadFailed')} />
        </Card>
      );
    }
    if (members.data.length === 0) {
      return isFiltered ? (
        <EmptyState
          icon={UserRoundSearch}
          title={t('list.noMatch')}
          hint={t('list.noMatchHint')}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState icon={Users} title={t('list.empty')} hint={t('list.emptyHint')} />
      );
    }
    return (
      <Card className="!p-3 sm:!p-6">
        <MemberList members={members.data} isRefreshing={members.isPlaceholderData} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-500">
          <p aria-live="polite" className="tabular-nums">
            {t('list.shown', { number: format.count(members.data.length) })}
          </p>
          {members.hasNextPage && (
            <Button
              variant="secondary"
              isLoading={members.isFetchingNextPage}
              onClick={() => void members.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          )}
        </div>
      </Card>
    );
  }

  return (
    <div>
      <ScreenHeader
        title={t('title')}
        description={t('description')}
        actions={
          hasPermission(role, 'audit_log') && (
            <Link to={paths.adminAudit()} className={buttonClasses({ variant: 'secondary' })}>
              <ScrollText className="size-4" aria-hidden="true" />
              {t('auditLink')}
            </Link>
          )
        }
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4"
      />
      <Card className="mb-4 !p-5 sm:!p-6">
        <section aria-labelledby={headingId}>
          <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
            <h2 id={headingId} className="font-semibold text-ink-950">
              {t('filters.title')}
            </h2>
            <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
              {!isExporting && <Download className="size-4" aria-hidden="true" />}
              {t('export')}
            </Button>
          </div>
          <MemberFilterBar filters={filters} onChange={setFilter} />
        </section>
      </Card>
      {content()}
    </div>
  );
}
