import { languageInfo, paths } from '@vitalia/contracts';
import { ArrowLeft, FileQuestion, Printer } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { brand } from '../../../../../lib/brand';
import { currentLanguage } from '../../../../../lib/i18n';
import { isNoSuchReceipt, useReceipt } from '../../api/get-receipt';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { ReceiptDocument } from './receipt-document';

function BackToBilling() {
  const { t } = useTranslation('billing');
  return (
    <Link to={paths.billing()} className={buttonClasses({ variant: 'ghost' })}>
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('receipt.back')}
    </Link>
  );
}

function ReceiptSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <Card className="mx-auto max-w-3xl sm:!p-10">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div aria-hidden="true">
        <div className="flex justify-between gap-6 border-b border-ink-100 pb-6">
          <div className="space-y-3">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-4 w-44" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-7 w-28" />
            <Skeleton className="h-4 w-36" />
          </div>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="mt-8 h-24" />
      </div>
    </Card>
  );
}

/** The file name a "Save as PDF" suggests is the page title: name it after the receipt while it is open. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** `/app/billing/receipts/:paymentId`: the receipt, a Print button and the way back. Someone else's is not found. */
export function ReceiptView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('billing');
  const receipt = useReceipt(paymentId);
  useDocumentTitle(receipt.data ? `${receipt.data.number} · ${brand.appName}` : null);
  const isNotFound = receipt.isError && isNoSuchReceipt(receipt.error);

  function body() {
    if (receipt.isPending) return <ReceiptSkeleton />;
    if (isNotFound) {
      return (
        <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <FileQuestion className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-lg font-semibold text-ink-950">{t('receipt.notFound')}</h1>
          <p className="max-w-sm text-sm text-ink-500">{t('receipt.notFoundHint')}</p>
          <Link to={paths.billing()} className={buttonClasses({ variant: 'secondary' })}>
            {t('receipt.back')}
          </Link>
        </Card>
      );
    }
    if (receipt.isError) {
      return (
        <Card className="mx-auto max-w-xl">
          <QueryLoadError query={receipt} message={t('receipt.loadFailed')} />
        </Card>
      );
    }
    const language = receipt.data.language;
    return (
      <>
        {language !== currentLanguage() && (
          <p className="mx-auto mb-3 max-w-3xl text-sm text-ink-500 print:hidden">
            {t('receipt.languageNote', { language: languageInfo[language].nativeName })}
          </p>
        )}
        <Suspense fallback={<ReceiptSkeleton />}>
          <ReceiptDocument receipt={receipt.data} />
        </Suspense>
      </>
    );
  }

  return (
    <div>
      <div className="mx-auto mb-4 flex max-w-3xl items-center justify-between gap-3 print:hidden">
        <BackToBilling />
        {receipt.isSuccess && (
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        )}
      </div>
      {body()}
    </div>
  );
}
