import { isolate, paths, type AuditEntry } from '@vitalia/contracts';
import { Download, ScrollText, SearchX, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useAuditPages } from '../api/audit-entries';
import { downloadAuditLog } from '../api/export-audit-log';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFilterBar, useAuditFilters } from './audit-filters';

/** A filter that came from a link (a member's page): said in words, with a way to drop it. */
function FilterChip({
  text,
  removeLabel,
  onRemove,
}: {
  text: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 ps-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
      <span>{text}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="grid size-9 place-items-center rounded-full hover:bg-black/5"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The name the target of a link's filter goes by, read from the entries it found. */
const targetNameIn = (entries: AuditEntry[] | undefined, id: string) =>
  entries?.find((entry) => entry.target.id === id && entry.target.name)?.target.name ?? null;

/**
 * `/app/admin/audit` (`audit_log`): what staff changed, newest first, each entry as sentences; filtered by kind, staff
 * member, member concerned and days, and exported as the CSV the filters find. Read here, never changed anywhere.
 */
export function AuditLogScreen() {
  const { t } = useTranslation('audit-log');
  const errorText = useErrorText();
  const headingId = useId();
  const { filters, days, isRangeReversed, setFilter, clear } = useAuditFilters();
  const entries = useAuditPages(filters);
  const [isExporting, setIsExporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const isFiltered = Object.keys(filters).length > 0 || isRangeReversed;
  const targetName = filters.targetId ? targetNameIn(entries.data, filters.targetId) : null;

  async function onExport() {
    setIsExporting(true);
    try {
      await downloadAuditLog(filters);
    } catch (error) {
      setNotice((previous) =>
        nextNotice(previous, { tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' }),
      );
    } finally {
      setIsExporting(false);
    }
  }

  function content() {
    if (entries.isPending) {
      return <SkeletonRows label={t('loading')} rows={4} cells={['h-28 w-full rounded-card']} />;
    }
    if (entries.isError) {
      return (
        <Card>
          <QueryLoadError query={entries} message={t('loadFailed')} />
        </Card>
      );
    }
    if (entries.data.length === 0) {
      return isFiltered ? (
        <EmptyState
          icon={SearchX}
          title={t('noMatch')}
          hint={t('noMatchHint')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState icon={ScrollText} title={t('empty')} hint={t('emptyHint')} />
      );
    }
    return (
      <>
        <ol
          className={cx('space-y-3', entries.isPlaceholderData && 'opacity-60')}
          aria-label={t('listLabel')}
          aria-busy={entries.isPlaceholderData || undefined}
        >
          {entries.data.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {entries.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              isLoading={entries.isFetchingNextPage}
              onClick={() => void entries.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeader title={t('title')} description={t('description')} backTo={paths.adminMembers()} />
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
            <div className="flex flex-wrap gap-2">
              {isFiltered && (
                <Button variant="ghost" onClick={clear}>
                  {t('filters.clear')}
                </Button>
              )}
              <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
                {!isExporting && <Download className="size-4" aria-hidden="true" />}
                {t('export')}
              </Button>
            </div>
          </div>
          <AuditFilterBar
            filters={filters}
            days={days}
            isRangeReversed={isRangeReversed}
            onChange={setFilter}
          />
          {filters.targetId && (
            <ul aria-label={t('filters.fromLinks')} className="mt-3 flex flex-wrap gap-2">
              <FilterChip
                text={targetName ? t('filters.about', { name: isolate(targetName) }) : t('filters.aboutOne')}
                removeLabel={t('filters.removeTarget')}
                onRemove={() => setFilter('targetId', '')}
              />
            </ul>
          )}
        </section>
      </Card>
      {content()}
    </div>
  );
}
