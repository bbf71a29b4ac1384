import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  sandboxCardInput,
  type SandboxCardInput,
  type SandboxOutcome,
  type SandboxSession,
  paths,
} from '@vitalia/contracts';
import { ArrowLeft, CircleAlert, FlaskConical } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { LanguageSwitcher } from '../../../../components/ui/language-switcher';
import { Logo } from '../../../../components/ui/logo';
import { Skeleton } from '../../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { brand } from '../../../../lib/brand';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useConfirmSandboxSession } from '../api/confirm';
import { isNoSuchSession, useSandboxSession } from '../api/get-session';
import { cardOf, usePaySandboxSession } from '../api/pay';
import { formatCardNumber, futureExpiry } from '../card-format';
import { CardForm, PaymentError } from './card-form';
import { ClosedState } from './closed-state';
import { ConfirmStep } from './confirm-step';
import { OrderSummary } from './order-summary';
import { RenewalTerms } from './renewal-terms';
import { TestCards } from './test-cards';

/** Test data for the cardholder when a test card is tapped on an empty form: a name, not a translation. */
const sampleCardholder = 'Alex Morgan';
const cardFields = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

/**
 * The sandbox provider's hosted checkout (D4): its own minimal chrome rather than the app's, a test-mode banner, the
 * order, the card form with the test cards beside it, and the bank's second check when a card asks for one.
 */
export function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('plans');
  const session = useSandboxSession(sessionId);

  function body() {
    if (session.isPending) return <CheckoutSkeleton />;
    if (session.isError) {
      if (isNoSuchSession(session.error)) return <ClosedState kind="notFound" href={paths.dashboard()} />;
      return (
        <Card className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-danger-600" aria-hidden="true" />
          <p role="alert" className="font-semibold text-ink-950">
            {t('checkout.loadFailed')}
          </p>
          <Button variant="secondary" isLoading={session.isFetching} onClick={() => void session.refetch()}>
            {t('checkout.retry')}
          </Button>
        </Card>
      );
    }
    const { status, cancelUrl, successUrl } = session.data;
    if (status === 'expired') return <ClosedState kind="expired" href={cancelUrl} />;
    if (status === 'completed') {
      return <ClosedState kind="completed" href={new URL(paths.dashboard(), successUrl).href} />;
    }
    return <OpenCheckout session={session.data} onEnded={() => void session.refetch()} />;
  }

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <div className="bg-accent-400 text-ink-950">
        <p className="mx-auto flex max-w-5xl items-center justify-center gap-2 px-4 py-2 text-center text-sm sm:px-6">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          <strong className="shrink-0 font-bold">{t('checkout.testMode')}</strong>
          <span aria-hidden="true" className="max-sm:hidden">
            ·
          </span>
          <span className="max-sm:text-start">{t('checkout.testModeBody')}</span>
        </p>
      </div>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pb-10 sm:px-6">
        {body()}
      </main>
      <footer className="mx-auto w-full max-w-5xl px-4 pb-8 text-center text-xs text-ink-500 sm:px-6">
        {t('checkout.footer', { appName: brand.appName })}
      </footer>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="presentation" className="space-y-6">
      <Skeleton className="h-11 w-24" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-8 w-1/3" />
        </div>
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-12 w-full" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}

type Step = 'form' | 'confirm' | 'redirecting';

/** An open session: pay, maybe confirm, then back to the app. The form keeps what was typed through every step. */
function OpenCheckout({ session, onEnded }: { session: SandboxSession; onEnded: () => void }) {
  const { t } = useTranslation('plans');
  const errorText = useErrorText();
  const pay = usePaySandboxSession();
  const confirm = useConfirmSandboxSession();
  const params = { sessionId: session.id };
  const [step, setStep] = useState<Step>(session.status === 'requires_confirmation' ? 'confirm' : 'form');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<SandboxCardInput>({
    resolver: zodResolver(sandboxCardInput),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const amountLabel = formatMoney(session.amountCents, session.currency, currentLanguage());
  // A card page (Billing's "Update card") saves the card, and pays the renewal it failed to when there is one.
  const isCard = session.purpose === 'card';
  const submitLabel = !isCard
    ? t('checkout.form.pay', { amount: amountLabel })
    : session.amountCents > 0
      ? t('checkout.card.saveAndPay', { amount: amountLabel })
      : t('checkout.card.save');

  function showError(code: string | null) {
    setErrorCode(code);
    // The message sits at the top of the form: bring it into view on a phone, and let a screen reader start there.
    if (code) requestAnimationFrame(() => errorRef.current?.focus());
  }

  function follow(outcome: SandboxOutcome) {
    if (outcome.status === 'requires_confirmation') {
      setStep('confirm');
      return;
    }
    setStep('redirecting');
    window.location.assign(outcome.redirectUrl);
  }

  function onFailure(error: unknown) {
    const failure = apiErrorOf(error);
    // The session ended meanwhile (another tab, or it expired): the page shows that state instead of the form.
    if (isCode(failure.code, ErrorCode.checkoutClosed)) onEnded();
    setStep('form');
    showError(applyServerErrors(failure, cardFields, form.setError));
  }

  async function onPay(values: SandboxCardInput) {
    showError(null);
    try {
      follow((await pay.mutateAsync({ params, body: cardOf(values) })).data);
    } catch (error) {
      onFailure(error);
    }
  }

  async function onAnswer(approve: boolean) {
    showError(null);
    try {
      follow((await confirm.mutateAsync({ params, body: { approve } })).data);
    } catch (error) {
      onFailure(error);
    }
  }

  function onPickTestCard(number: string) {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('cardNumber', formatCardNumber(number), options);
    form.setValue('expiry', futureExpiry(), options);
    form.setValue('cvc', '123', options);
    if (!form.getValues('name').trim()) form.setValue('name', sampleCardholder, options);
    showError(null);
    // On a phone the form is below the list: bring the filled form and its Pay button into view.
    const formTitle = document.getElementById('card-form-title');
    if (formTitle && formTitle.getBoundingClientRect().top > window.innerHeight / 2) {
      formTitle.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }

  if (step === 'redirecting')
    return <ClosedState kind={isCard ? 'cardSaved' : 'redirecting'} href={session.successUrl} />;

  const error = <PaymentError ref={errorRef} message={errorText(errorCode) ?? null} />;
  return (
    <>
      <a
        href={session.cancelUrl}
        className="-ms-2 mb-2 inline-flex min-h-11 items-center gap-2 rounded-control pe-3 ps-2 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-950"
      >
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        {t('checkout.back')}
      </a>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
        {isCard ? t('checkout.card.pageTitle') : t('checkout.pageTitle')}
      </h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <OrderSummary session={session} amountLabel={amountLabel} />
        </div>
        {step === 'form' && (
          <div className="lg:col-start-1 lg:row-start-2">
            <TestCards onPick={onPickTestCard} />
          </div>
        )}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {step === 'confirm' ? (
            <ConfirmStep
              amountLabel={amountLabel}
              error={error}
              pending={confirm.isPending ? (confirm.variables?.body.approve ? 'approve' : 'decline') : null}
              onAnswer={(approve) => void onAnswer(approve)}
            />
          ) : (
            <CardForm
              form={form}
              onSubmit={onPay}
              isPaying={pay.isPending}
              submitLabel={submitLabel}
              isNewCard={isCard}
              error={error}
              terms={
                isCard ? null : (
                  <RenewalTerms amountLabel={amountLabel} interval={session.planType} action="pay" />
                )
              }
            />
          )}
        </div>
      </div>
    </>
  );
}
