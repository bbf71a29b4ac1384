import { promoCodeFilters, type PromoCode, type PromoCodeFilter } from '@vitalia/contracts';
import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CloseButton } from '../../../../components/ui/close-button';
import { cx } from '../../../../components/ui/cx';
import { inputClasses } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { downloadPromoCodes } from '../api/download-csv';
import { usePromoCodes } from '../api/get-promo-codes';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { Ltr } from '../../../../components/ui/ltr';
import { Badge, CodeText, useRewardFormat } from './reward-format';
import { Section } from './section';

const cell = 'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 md:py-2.5 md:pe-4';
const cellLabel = 'shrink-0 text-xs font-medium text-ink-500 md:hidden';
const none = <span className="text-ink-300">—</span>;

function CodeRow({ code }: { code: PromoCode }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  return (
    <tr className="max-md:block max-md:space-y-1.5 max-md:rounded-control max-md:p-3.5 max-md:ring-1 max-md:ring-inset max-md:ring-ink-100">
      <th
        scope="row"
        className="text-start font-normal max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 md:py-2.5 md:pe-4"
      >
        <CodeText className="font-semibold">{code.code}</CodeText>
      </th>
      <td className={cell}>
        <span className={cellLabel}>{t('codes.status')}</span>
        <span className="flex flex-wrap gap-1">
          <Badge tone={code.status === 'available' ? 'success' : 'neutral'}>
            {t(`codes.statusValue.${code.status}`)}
          </Badge>
          {code.reportedAt && <Badge tone="danger">{t('codes.reportedBadge')}</Badge>}
        </span>
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('codes.createdAt')}</span>
        <time dateTime={code.createdAt} className="whitespace-nowrap text-ink-700">
          {format.moment(code.createdAt)}
        </time>
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('codes.usedAt')}</span>
        {code.usedAt ? (
          <time dateTime={code.usedAt} className="whitespace-nowrap text-ink-700">
            {format.moment(code.usedAt)}
          </time>
        ) : (
          none
        )}
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('codes.member')}</span>
        {code.assignedTo ? <Ltr className="min-w-0 break-all text-ink-700">{code.assignedTo}</Ltr> : none}
      </td>
      <td className={cell}>
        <span className={cellLabel}>{t('codes.expiresAt')}</span>
        {code.expiresAt ? (
          <time dateTime={code.expiresAt} className="whitespace-nowrap text-ink-700">
            {format.day(code.expiresAt)}
          </time>
        ) : (
          none
        )}
      </td>
    </tr>
  );
}

/**
 * D7: one reward's codes, 25 a page, filtered by status and searched by code or member email (the server pages and
 * searches); "Export CSV" downloads every code that matches the same filters.
 */
export function PromoCodeList({
  reward,
  onClose,
  onExportFailed,
}: {
  reward: { id: string; name: string };
  onClose: () => void;
  onExportFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const headingId = useId();
  const searchId = useId();
  const [status, setStatus] = useState<PromoCodeFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const filters = { status, search };
  // A new filter starts again at page 1; the page is kept per filter rather than reset in an effect.
  const filterKey = `${status}\n${search}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const codes = usePromoCodes(reward.id, filters, page);
  const [isExporting, setIsExporting] = useState(false);

  useEffect(() => {
    const heading = document.getElementById(headingId);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [reward.id, headingId]);

  async function onExport() {
    setIsExporting(true);
    try {
      await downloadPromoCodes(reward, filters);
    } catch (error) {
      onExportFailed(error);
    } finally {
      setIsExporting(false);
    }
  }

  function content() {
    if (codes.isPending) {
      return (
        <SkeletonRows
          label={t('loading')}
          rows={4}
          cells={['h-5 w-32', 'h-5 w-20 rounded-full', 'h-5 flex-1']}
        />
      );
    }
    if (codes.isError) {
      return <QueryLoadError query={codes} message={t('codes.loadFailed')} />;
    }
    const { items, total, pageSize } = codes.data;
    if (total === 0) {
      const isFiltered = status !== 'all' || search !== '';
      return (
        <div className="py-8 text-center">
          <p className="font-semibold text-ink-950">{isFiltered ? t('codes.noMatch') : t('codes.empty')}</p>
          {!isFiltered && <p className="mt-1 text-sm text-ink-500">{t('codes.emptyHint')}</p>}
        </div>
      );
    }
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const shownPage = codes.data.page;
    const from = (shownPage - 1) * pageSize + 1;
    const to = from + items.length - 1;
    return (
      <>
        <div className={cx('md:overflow-x-auto', codes.isPlaceholderData && 'opacity-60')}>
          <table className="w-full text-sm max-md:block" aria-busy={codes.isPlaceholderData || undefined}>
            <caption className="sr-only">{t('codes.caption', { reward: reward.name })}</caption>
            <thead className="max-md:sr-only">
              <tr className="border-b border-ink-100 text-xs text-ink-500">
                {(['code', 'status', 'createdAt', 'usedAt', 'member', 'expiresAt'] as const).map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap py-2 pe-4 text-start font-medium">
                    {t(`codes.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {items.map((code) => (
                <CodeRow key={code.id} code={code} />
              ))}
            </tbody>
          </table>
        </div>
        <nav
          aria-label={t('codes.pagination')}
          className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-700"
        >
          <p aria-live="polite" className="tabular-nums">
            {t('codes.range', { from: format.count(from), to: format.count(to), total: format.count(total) })}
          </p>
          <div className="flex items-center gap-2">
            <span className="tabular-nums">
              {t('codes.page', { page: format.count(shownPage), pages: format.count(pages) })}
            </span>
            <button
              type="button"
              aria-label={t('codes.previous')}
              disabled={shownPage <= 1 || codes.isFetching}
              onClick={() => setPaging({ filterKey, page: shownPage - 1 })}
              className="grid size-11 place-items-center rounded-control ring-1 ring-inset ring-ink-200 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t('codes.next')}
              disabled={shownPage >= pages || codes.isFetching}
              onClick={() => setPaging({ filterKey, page: shownPage + 1 })}
              className="grid size-11 place-items-center rounded-control ring-1 ring-inset ring-ink-200 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </div>
        </nav>
      </>
    );
  }

  return (
    <Section
      headingId={headingId}
      title={t('codes.title', { reward: reward.name })}
      description={t('codes.description')}
      actions={<CloseButton label={t('codes.close')} onClick={onClose} className="-me-2 -mt-2" />}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end">
        <SelectField
          label={t('codes.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as PromoCodeFilter)}
        >
          {promoCodeFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`codes.filter.${filter}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink-900">
            {t('codes.search')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={searchText}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('codes.searchPlaceholder')}
              onChange={(event) => setSearchText(event.target.value)}
              className={cx(inputClasses(false), 'ps-10')}
            />
          </div>
        </div>
        <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
          {!isExporting && <Download className="size-4" aria-hidden="true" />}
          {t('codes.export')}
        </Button>
      </div>
      {content()}
    </Section>
  );
}
