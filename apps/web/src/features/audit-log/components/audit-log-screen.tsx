import { auditActions, isolate, paths, type AuditAction, type AuditEntry } from '@vitalia/contracts';
import { ScrollText, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { SelectField } from '../../../components/ui/select-field';
import { useAuditPages, type AuditFilters } from '../api/audit-entries';
import { AuditEntryItem } from './audit-entry-item';
import { useAuditWords } from './audit-words';

type Param = 'action' | 'targetId' | 'actorId';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters are the address's (`?targetId=…` from a member's page, `?actorId=…` from an entry), kept only when the
 * API would take them, so a hand-edited link shows the whole log rather than an error.
 */
function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const action = auditActions.find((candidate) => candidate === search.get('action'));
  const targetId = search.get('targetId')?.slice(0, 100) || undefined;
  const actorId = search.get('actorId') ?? '';
  const filters: AuditFilters = {
    ...(action ? { action } : {}),
    ...(uuid.test(actorId) ? { actorId } : {}),
    ...(targetId ? { targetId } : {}),
  };
  const setFilter = (name: Param, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter, clear: () => setSearch(new URLSearchParams(), { replace: true }) };
}

/** A filter that came from a link: said in words, with a way to drop it. */
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
    <li className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 ps-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-200">
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

/** The name a filter's id goes by, read from the entries it found. */
function nameIn(
  entries: AuditEntry[] | undefined,
  pick: (entry: AuditEntry) => { id: string | null; name: string | null } | null,
  id: string,
) {
  return entries?.map(pick).find((found) => found?.id === id && found.name)?.name ?? null;
}

/** `/app/admin/audit` (`audit_log`): what staff changed, newest first; read here, never changed anywhere. */
export function AuditLogScreen() {
  const { t } = useTranslation('audit-log');
  const words = useAuditWords();
  const { filters, setFilter, clear } = useAuditFilters();
  const entries = useAuditPages(filters);
  const isFiltered = Object.keys(filters).length > 0;
  const targetName = filters.targetId
    ? nameIn(entries.data, (entry) => entry.target, filters.targetId)
    : null;
  const actorName = filters.actorId ? nameIn(entries.data, (entry) => entry.actor, filters.actorId) : null;

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
    <div className="mx-auto max-w-3xl">
      <ScreenHeader title={t('title')} description={t('description')} backTo={paths.adminMembers()} />
      <div className="mb-4 space-y-3">
        <SelectField
          label={t('filters.action')}
          value={filters.action ?? ''}
          onChange={(event) => setFilter('action', event.target.value as AuditAction | '')}
          className="sm:max-w-xs"
        >
          <option value="">{t('filters.allActions')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {words.actionText(action)}
            </option>
          ))}
        </SelectField>
        {(filters.targetId || filters.actorId) && (
          <ul aria-label={t('filters.fromLinks')} className="flex flex-wrap gap-2">
            {filters.targetId && (
              <FilterChip
                text={targetName ? t('filters.about', { name: isolate(targetName) }) : t('filters.aboutOne')}
                removeLabel={t('filters.removeTarget')}
                onRemove={() => setFilter('targetId', '')}
              />
            )}
            {filters.actorId && (
              <FilterChip
                text={actorName ? t('filters.by', { name: isolate(actorName) }) : t('filters.byOne')}
                removeLabel={t('filters.removeActor')}
                onRemove={() => setFilter('actorId', '')}
              />
            )}
          </ul>
        )}
      </div>
      {content()}
    </div>
  );
}
