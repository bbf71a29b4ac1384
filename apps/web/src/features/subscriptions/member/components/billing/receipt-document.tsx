import { languageInfo, type Language, type Receipt } from '@vitalia/contracts';
import { FlaskConical } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../../components/ui/cx';
import { Logo } from '../../../../../components/ui/logo';
import { TaggedText } from '../../../../../components/ui/tagged-text';
import { brand } from '../../../../../lib/brand';
import { formatLongDateOf, formatMoney } from '../../../../../lib/format';
import { CardOnFile, Isolate, planLabel } from './billing-text';

/**
 * The receipt speaks the account's language, which may not be the one on screen: the same as
 * `i18next.getFixedT(language, 'billing')`, and it waits (suspends) until that language's copy has loaded.
 */
function useReceiptT(language: Language) {
  const options = useMemo(() => ({ lng: language }), [language]);
  return useTranslation('billing', options).t;
}

const providerNames: Record<Receipt['provider'], string> = { sandbox: 'Sandbox', stripe: 'Stripe' };

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-500 rtl:normal-case rtl:tracking-normal">
        {term}
      </dt>
      <dd className="mt-0.5 text-sm text-ink-950">{children}</dd>
    </div>
  );
}

/** A printable receipt: who sold, who paid, for what period, how much and how. A4 when printed, no app chrome. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const language = receipt.language;
  const t = useReceiptT(language);
  const { dir } = languageInfo[language];
  const isPaid = receipt.status === 'succeeded';
  const amount = formatMoney(receipt.amountCents, receipt.currency, language);
  const date = (iso: string) => formatLongDateOf(iso, language);
  const brandFacts = { appName: brand.appName, supportEmail: brand.supportEmail };
  const titleId = useId();

  return (
    <article
      lang={language}
      dir={dir}
      aria-labelledby={titleId}
      className={cx(
        'mx-auto max-w-3xl rounded-card bg-white p-6 text-ink-900 shadow-card ring-1 ring-ink-100 sm:p-10',
        'print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0',
        dir === 'rtl' && 'font-arabic',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-ink-100 pb-6">
        <div>
          <Logo />
          <address className="mt-3 text-sm not-italic text-ink-700">
            <p className="font-medium text-ink-950">
              <Isolate isLtr>{brand.appName}</Isolate>
            </p>
            <p>
              <Isolate isLtr>{brand.supportEmail}</Isolate>
            </p>
          </address>
        </div>
        <div className="text-start sm:text-end">
          <h1 id={titleId} className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
            {t('receipt.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-500">
            {/* "Reçu n° VIT-000042": the label and the number stay on one line. */}
            {t('receipt.number')}
            {'\u00A0'}
            <Isolate isLtr className="font-semibold tabular-nums text-ink-950">
              {receipt.number}
            </Isolate>
          </p>
          <p className="text-sm text-ink-500">
            <time dateTime={receipt.createdAt}>{date(receipt.createdAt)}</time>
          </p>
        </div>
      </header>

      {receipt.provider === 'sandbox' && (
        <p className="mt-6 flex items-start gap-2 rounded-control border border-dashed border-accent-600 px-4 py-3 text-sm text-ink-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('receipt.testMode')}</strong> {t('receipt.testModeBody')}
          </span>
        </p>
      )}
      {!isPaid && (
        <p className="mt-6 rounded-control border border-danger-600 px-4 py-3 text-sm font-medium text-danger-700">
          {t('receipt.failed')}
        </p>
      )}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-xs font-medium uppercase tracking-wide text-ink-500 rtl:normal-case rtl:tracking-normal">
            {t('receipt.billedTo')}
          </h2>
          <p className="mt-1 font-medium text-ink-950">{receipt.customer.name}</p>
          {/* An address has no spaces to wrap at: on a phone a long one would run out of the receipt. */}
          <p className="text-sm text-ink-700 wrap-anywhere">
            <Isolate isLtr>{receipt.customer.email}</Isolate>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <Detail term={t('receipt.datePaid')}>{date(receipt.createdAt)}</Detail>
          <Detail term={t('receipt.paymentMethod')}>
            {receipt.card ? (
              <CardOnFile t={t} brand={receipt.card.brand} last4={receipt.card.last4} />
            ) : (
              t('receipt.noCard')
            )}
          </Detail>
          <Detail term={t('receipt.provider')}>{providerNames[receipt.provider]}</Detail>
        </dl>
      </div>

      <table className="mt-8 w-full text-sm">
        <thead>
          <tr className="border-b border-ink-200 text-ink-500">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('receipt.description')}
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-ink-100 align-top">
            <td className="py-4 pe-4">
              <p className="font-medium text-ink-950">
                {t('receipt.line', {
                  plan: planLabel(t, { name: receipt.planName, type: receipt.planType }),
                })}
              </p>
              <p className="mt-0.5 text-ink-500">
                {t(`history.kind.${receipt.kind}`)}
                {receipt.periodStart && receipt.periodEnd && (
                  <>
                    {' · '}
                    {t('receipt.period', { start: date(receipt.periodStart), end: date(receipt.periodEnd) })}
                  </>
                )}
              </p>
            </td>
            <td className="py-4 text-end tabular-nums text-ink-950">
              <Isolate>{amount}</Isolate>
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-4 text-start text-base font-semibold text-ink-950">
              {isPaid ? t('receipt.totalPaid') : t('receipt.totalNotCharged')}
            </th>
            <td className="pt-4 text-end text-lg font-bold tabular-nums text-ink-950">
              <Isolate>{amount}</Isolate>
            </td>
          </tr>
        </tfoot>
      </table>

      <footer className="mt-10 border-t border-ink-100 pt-6 text-sm text-ink-500">
        <p>{t('receipt.thanks', brandFacts)}</p>
        <p className="mt-1">
          <TaggedText
            text={t('receipt.questions', brandFacts)}
            tags={{ email: (email) => <Isolate isLtr>{email}</Isolate> }}
          />
        </p>
      </footer>
    </article>
  );
}
