import { ErrorCode, paths } from '@vitalia/contracts';
import { CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Logo } from '../../../components/ui/logo';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useUnsubscribeDigest } from '../api/digest';

/**
 * `/feed/digest/unsubscribe?token=…`, the digest's link: outside the app and open to anyone, the token being the
 * permission. Nothing changes on opening it (a mail scanner following links must not unsubscribe anyone): the
 * member presses the button.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const unsubscribe = useUnsubscribeDigest();
  // A link without its token cannot name anyone: the same answer the server gives for an unknown one.
  const problem = !token
    ? `${ErrorCode.unsubscribeLinkInvalid}`
    : unsubscribe.isError
      ? apiErrorOf(unsubscribe.error).code
      : null;

  function body() {
    if (unsubscribe.isSuccess) {
      return (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CircleCheck className="size-10 text-success-600" aria-hidden="true" />
          <h1 className="text-xl font-bold text-ink-950">{t('unsubscribe.doneTitle')}</h1>
          <p className="text-sm text-ink-500">{t('unsubscribe.doneBody')}</p>
          <Link to={paths.feed()} className={buttonClasses({ variant: 'secondary' })}>
            {t('unsubscribe.openFeed')}
          </Link>
        </div>
      );
    }
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <MailX className="size-10 text-brand-700" aria-hidden="true" />
        <h1 className="text-xl font-bold text-ink-950">{t('unsubscribe.title')}</h1>
        <p className="text-sm text-ink-500">{t('unsubscribe.body')}</p>
        {problem && (
          <p role="alert" className="rounded-control bg-danger-50 px-3.5 py-2.5 text-sm text-danger-700">
            {errorText(problem)}
          </p>
        )}
        <Button
          size="lg"
          isFullWidth
          disabled={!token}
          isLoading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t('unsubscribe.action')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-4">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 pb-10">
        <Card>{body()}</Card>
      </main>
    </div>
  );
}
