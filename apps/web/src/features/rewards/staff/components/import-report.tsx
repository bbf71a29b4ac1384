import { importListLimit, importRowOutcomes, type ImportResult } from '@vitalia/contracts';
import { ChevronDown, Download, Info } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CloseButton } from '../../../../components/ui/close-button';
import { cx } from '../../../../components/ui/cx';
import { downloadImportReport } from '../api/download-csv';
import type { ImportedFile } from './promo-import-form';
import { Ltr } from '../../../../components/ui/ltr';
import { CodeText, useRewardFormat } from './reward-format';
import { Section } from './section';

type SummaryKey = 'all' | 'some' | 'none' | 'empty';

/** The web words its own summary from the counts (the answer's `message` is English for API callers). */
function summaryOf({ imported, total }: ImportResult): SummaryKey {
  if (total === 0) return 'empty';
  if (imported === 0) return 'none';
  return imported === total ? 'all' : 'some';
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'brand' | 'warning' }) {
  return (
    <div className="min-w-0 rounded-control bg-ink-50 px-2.5 py-2.5 sm:px-4">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd
        className={cx(
          'mt-0.5 text-lg font-bold tabular-nums break-words sm:text-2xl',
          tone === 'brand' ? 'text-brand-700' : tone === 'warning' ? 'text-accent-600' : 'text-ink-950',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** A list that can be long (up to 500 entries): closed until asked for, its size on the summary line. */
function Collapsible({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  return (
    <details className="group rounded-control ring-1 ring-inset ring-ink-100">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3.5 text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          className="size-4 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        <span className="flex-1">{title}</span>
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs tabular-nums text-ink-700">{count}</span>
      </summary>
      <div className="max-h-80 overflow-y-auto border-t border-ink-100 px-3.5 py-3">{children}</div>
    </details>
  );
}

function CodeChips({ codes }: { codes: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {codes.map((code, index) => (
        <li key={`${index}:${code}`} className="rounded-md bg-ink-50 px-2 py-1">
          <CodeText>{code}</CodeText>
        </li>
      ))}
    </ul>
  );
}

function SkippedRows({ errors }: { errors: ImportResult['errors'] }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('result.errors.caption')}</caption>
      <thead>
        <tr className="text-xs text-ink-500">
          <th scope="col" className="w-16 pb-2 pe-3 text-start font-medium">
            {t('result.errors.row')}
          </th>
          <th scope="col" className="pb-2 pe-3 text-start font-medium">
            {t('result.errors.value')}
          </th>
          <th scope="col" className="pb-2 text-start font-medium">
            {t('result.errors.reason')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {errors.map((error) => (
          <tr key={error.row}>
            <td className="py-1.5 pe-3 align-top tabular-nums text-ink-700">{format.count(error.row)}</td>
            <td className="py-1.5 pe-3 align-top">
              {error.value ? (
                <CodeText>{error.value}</CodeText>
              ) : (
                <span className="text-ink-500">{t('result.errors.emptyValue')}</span>
              )}
            </td>
            <td className="py-1.5 align-top text-ink-700">{t(`result.skippedBy.${error.outcome}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The columns of the file that were not read. Named one by one, because an expiry column under a name the import
 * does not know would otherwise leave expired codes in stock without a word. A header keeps its own direction.
 */
function IgnoredColumns({ names }: { names: string[] }) {
  const { t } = useTranslation('rewards');
  return (
    <div className="mb-4 flex gap-2.5 rounded-control border-s-4 border-accent-400 bg-ink-50 px-3.5 py-3 text-sm text-ink-900">
      <Info className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-medium">{t('result.ignoredColumns.note')}</p>
        <ul aria-label={t('result.ignoredColumns.title')} className="mt-1 space-y-0.5">
          {names.map((name, index) => (
            <li key={`${index}:${name}`} className="break-words">
              {t('result.ignoredColumns.column')}{' '}
              <bdi dir="auto" className="font-semibold">
                {name}
              </bdi>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Spec §3 import result: the counts, skipped rows by cause (D7), the lists (their first entries) and the full
 * row-by-row report as a CSV. The heading takes focus when a result arrives, so the outcome is read out.
 */
export function ImportReport({
  imported: { result, rewardName, fileName },
  onClose,
  onDownloadFailed,
}: {
  imported: ImportedFile;
  onClose: () => void;
  onDownloadFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const headingId = useId();
  const [isDownloading, setIsDownloading] = useState(false);
  const summary = summaryOf(result);

  useEffect(() => {
    const heading = document.getElementById(headingId);
    heading?.focus();
    heading?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result.importId, headingId]);

  async function onDownload() {
    setIsDownloading(true);
    try {
      await downloadImportReport(result.importId, rewardName);
    } catch (error) {
      onDownloadFailed(error);
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Section
      headingId={headingId}
      title={t('result.title')}
      description={t('result.forReward', { reward: rewardName })}
      actions={<CloseButton label={t('result.close')} onClick={onClose} className="-me-2 -mt-2" />}
    >
      <p className="-mt-2 mb-4 flex min-w-0 items-center gap-1.5 text-xs text-ink-500">
        <Ltr className="truncate">{fileName}</Ltr>
      </p>
      <p
        className={cx(
          'mb-4 rounded-control px-3.5 py-3 text-sm font-medium',
          summary === 'all' ? 'bg-success-50 text-brand-900' : 'bg-accent-100 text-ink-900',
        )}
      >
        {t(`result.summary.${summary}`)}
      </p>
      {result.ignoredColumns.length > 0 && <IgnoredColumns names={result.ignoredColumns} />}
      <dl className="mb-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label={t('result.imported')} value={format.count(result.imported)} tone="brand" />
        <Figure label={t('result.total')} value={format.count(result.total)} />
        <Figure
          label={t('result.skipped')}
          value={format.count(result.skipped)}
          tone={result.skipped > 0 ? 'warning' : undefined}
        />
      </dl>
      {result.skipped > 0 && (
        <div className="mb-4">
          <h3 className="mb-2 text-sm font-semibold text-ink-900">{t('result.skippedBy.title')}</h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {importRowOutcomes.map((outcome) => (
              <div key={outcome} className="flex justify-between gap-3 border-b border-ink-100 py-1.5">
                <dt className="text-ink-700">{t(`result.skippedBy.${outcome}`)}</dt>
                <dd className="font-semibold tabular-nums text-ink-950">
                  {format.count(result.skippedBy[outcome] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="space-y-2">
        {result.errors.length > 0 && (
          <Collapsible title={t('result.errors.title')} count={format.count(result.errors.length)}>
            <SkippedRows errors={result.errors} />
          </Collapsible>
        )}
        {result.expiredCodes.length > 0 && (
          <Collapsible title={t('result.expiredCodes')} count={format.count(result.expiredCodes.length)}>
            <CodeChips codes={result.expiredCodes} />
          </Collapsible>
        )}
        {result.validCodes.length > 0 && (
          <Collapsible title={t('result.validCodes')} count={format.count(result.validCodes.length)}>
            <CodeChips codes={result.validCodes} />
          </Collapsible>
        )}
      </div>
      {result.listsTruncated && (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-700">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('result.truncated', { limit: format.count(importListLimit) })}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button
          variant="secondary"
          isLoading={isDownloading}
          onClick={() => void onDownload()}
          className="max-sm:w-full"
        >
          {!isDownloading && <Download className="size-4" aria-hidden="true" />}
          {t('result.download')}
        </Button>
      </div>
    </Section>
  );
}
