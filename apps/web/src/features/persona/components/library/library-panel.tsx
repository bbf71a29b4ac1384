import type { PersonaEntry } from '@vitalia/contracts';
import { LibraryBig, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { confirmAlert } from '../../../../lib/alert-store';
import { apiErrorOf } from '../../../../lib/api-client';
import { formatRelativeTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useDeleteEntry, useLibraryEntries } from '../../api/library-entries';
import { Chip, LanguageChip } from '../review/answer-facts';
import type { ReviewNotice } from '../review/review-notice';
import { EntryDialog } from './entry-dialog';

function EntryCard({
  entry,
  isDeleting,
  onEdit,
  onDelete,
}: {
  entry: PersonaEntry;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('persona');
  return (
    <li>
      <Card className="space-y-2.5 !p-4 sm:!p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-ink-500">
          <LanguageChip language={entry.language} />
          <Chip tone={entry.origin === 'correction' ? 'accent' : 'brand'}>
            {t(`library.origin.${entry.origin}`)}
          </Chip>
          <time dateTime={entry.updatedAt} className="ms-auto">
            {t('library.updated', { when: formatRelativeTime(entry.updatedAt, currentLanguage()) })}
          </time>
        </div>
        <bdi dir="auto" lang={entry.language} className="block font-semibold break-words text-ink-950">
          {entry.question}
        </bdi>
        <bdi
          dir="auto"
          lang={entry.language}
          className="line-clamp-3 block text-sm leading-relaxed break-words whitespace-pre-line text-ink-700"
        >
          {entry.answer}
        </bdi>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={onDelete} isLoading={isDeleting} className="text-danger-700">
            <Trash2 className="size-4" aria-hidden="true" />
            {t('library.delete')}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('library.edit')}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The Q&A library Karim's AI answers from: entries written here and those made from corrections. */
export function LibraryPanel({ onNotice }: { onNotice: (notice: ReviewNotice) => void }) {
  const { t } = useTranslation('persona');
  const entries = useLibraryEntries();
  const remove = useDeleteEntry();
  const [target, setTarget] = useState<PersonaEntry | 'new' | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function onDelete(entry: PersonaEntry) {
    const isConfirmed = await confirmAlert({
      title: t('library.deleteConfirm.title'),
      message: t('library.deleteConfirm.message'),
      confirmText: t('library.delete'),
    });
    if (!isConfirmed) return;
    setDeletingId(entry.id);
    try {
      await remove.mutateAsync({ params: { entryId: entry.id } });
      onNotice({ tone: 'success', key: 'library.done.delete' });
    } catch (error) {
      onNotice({ tone: 'error', code: apiErrorOf(error).code });
    } finally {
      setDeletingId(null);
    }
  }

  function list() {
    if (entries.isPending) {
      return <SkeletonRows label={t('library.loading')} rows={3} cells={['h-32 w-full rounded-card']} />;
    }
    if (entries.isError) return <QueryLoadError query={entries} message={t('library.loadFailed')} />;
    if (entries.data.length === 0) {
      return (
        <EmptyState
          icon={LibraryBig}
          iconClassName="text-brand-600"
          title={t('library.empty.title')}
          hint={t('library.empty.hint')}
        />
      );
    }
    return (
      <ul className="space-y-3">
        {entries.data.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            isDeleting={deletingId === entry.id}
            onEdit={() => setTarget(entry)}
            onDelete={() => void onDelete(entry)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-md text-sm text-ink-500">{t('library.description')}</p>
        <Button onClick={() => setTarget('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('library.add')}
        </Button>
      </div>
      {list()}
      <EntryDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(isNew) => {
          setTarget(null);
          onNotice({ tone: 'success', key: isNew ? 'library.done.create' : 'library.done.update' });
        }}
      />
    </>
  );
}
