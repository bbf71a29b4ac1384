import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { QueryLoadError } from './load-error';
import { SkeletonRows } from './skeleton';

/**
 * A staff queue of things to judge (what members reported, what a filter held): cards while it loads, the reason
 * and a retry if it does not, a calm "all clear" when nothing waits, else one card per item, oldest worry first.
 */
export function ReviewQueue<Item>({
  query,
  words,
  itemHeight,
  renderItem,
}: {
  query: UseQueryResult<Item[]>;
  words: { loadFailed: string; empty: string; emptyHint: string };
  /** The skeleton's card height, close to an item's so nothing jumps when it fills in. */
  itemHeight: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isPending)
    return <SkeletonRows label={t('loading')} rows={3} cells={[`${itemHeight} w-full rounded-card`]} />;
  if (query.isError) return <QueryLoadError query={query} message={words.loadFailed} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={ShieldCheck}
        iconClassName="text-brand-600"
        title={words.empty}
        hint={words.emptyHint}
      />
    );
  return <ul className="space-y-3">{query.data.map(renderItem)}</ul>;
}

/** What was written, quoted for judging: as written, its direction from its own letters. */
export function QuotedText({ children }: { children: string }) {
  return (
    <bdi
      dir="auto"
      className="block whitespace-pre-wrap break-words rounded-xl bg-ink-50 p-3 text-sm text-ink-900"
    >
      {children}
    </bdi>
  );
}
