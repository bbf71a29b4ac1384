import { paths } from '@vitalia/contracts';
import type { Payment } from '@vitalia/contracts';
import { CircleAlert, CircleCheck, FileText, ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { formatLongDateOf, formatMoney } from '../../../../../lib/format';
import { currentLanguage } from '../../../../../lib/i18n';
import { usePayments } from '../../api/get-payments';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { PaymentRowsSkeleton } from './billing-states';
import { Isolate, planLabel } from './billing-text';

/** Columns on wide screens; on a phone each payment is a small card of the same cells. */
const rowGrid = 'sm:grid sm:grid-cols-[9rem_minmax(0,1fr)_7rem_6rem_11rem] sm:items-center sm:gap-4';

function PaymentStatus({ status }: { status: Payment['status'] }) {
  const { t } = useTranslation('billing');
  const isPaid = status === 'succeeded';
  const Icon = isPaid ? CircleCheck : CircleAlert;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isPaid ? 'bg-success-50 text-success-600' : 'bg-danger-50 text-danger-700',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`history.status.${status}`)}
    </span>
  );
}

function PaymentItem({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const isPaid = payment.status === 'succeeded';
  const amount = formatMoney(payment.amountCents, payment.currency, language);
  return (
    <li className={cx('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 py-4', rowGrid)}>
      <time
        dateTime={payment.createdAt}
        className="col-span-2 text-sm text-ink-500 sm:col-span-1 sm:text-ink-900"
      >
        {formatLongDateOf(payment.createdAt, language)}
      </time>
      <div className="min-w-0">
        <p className="font-medium break-words text-ink-950">
          {planLabel(t, { name: payment.planName, type: payment.planType })}
        </p>
        <p className="text-xs text-ink-500">{t(`history.kind.${payment.kind}`)}</p>
      </div>
      <p
        className={cx(
          'text-end font-semibold tabular-nums sm:text-start',
          isPaid ? 'text-ink-950' : 'text-danger-700 line-through decoration-danger-600/50',
        )}
      >
        <Isolate>{amount}</Isolate>
      </p>
      <div>
        <PaymentStatus status={payment.status} />
      </div>
      <div className="flex items-center justify-end gap-3 sm:justify-between">
        <Isolate isLtr className="whitespace-nowrap text-xs tabular-nums text-ink-500">
          {payment.number}
        </Isolate>
        {isPaid ? (
          <Link
            to={paths.receipt(payment.id)}
            aria-label={t('history.receiptFor', { number: payment.number })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            <FileText className="size-4" aria-hidden="true" />
            {t('history.receipt')}
          </Link>
        ) : (
          <span className="px-2 text-xs text-ink-500">{t('history.noReceipt')}</span>
        )}
      </div>
    </li>
  );
}

/** Every charge, newest first: paid or failed, and a receipt for each paid one. */
export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const payments = usePayments();

  function body() {
    if (payments.isPending) return <PaymentRowsSkeleton />;
    if (payments.isError) {
      return <QueryLoadError query={payments} message={t('history.loadFailed')} />;
    }
    if (payments.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <ReceiptText className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-950">{t('history.empty')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('history.emptyHint')}</p>
        </div>
      );
    }
    return (
      <>
        <div
          aria-hidden="true"
          className={cx('hidden border-b border-ink-100 pb-2 text-xs font-medium text-ink-500', rowGrid)}
        >
          <span>{t('history.columns.date')}</span>
          <span>{t('history.columns.plan')}</span>
          <span>{t('history.columns.amount')}</span>
          <span>{t('history.columns.status')}</span>
          <span>{t('history.columns.receipt')}</span>
        </div>
        <ul className="divide-y divide-ink-100" aria-labelledby={headingId}>
          {payments.data.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-ink-950">
          {t('history.title')}
        </h2>
        <p className="mb-3 text-sm text-ink-500">{t('history.description')}</p>
        {body()}
      </section>
    </Card>
  );
}
