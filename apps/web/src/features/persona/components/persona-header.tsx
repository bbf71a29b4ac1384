import { paths } from '@vitalia/contracts';
import { BotMessageSquare, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { AiBadge } from './ai-badge';

/**
 * Who the member is talking to, said before anything else: an AI persona of Karim, trained on his own posts and
 * answers, and not Karim himself. Staff who review it find their way to the review from here.
 */
export function PersonaHeader({ isReviewer }: { isReviewer: boolean }) {
  const { t } = useTranslation('persona');
  return (
    <header className="mb-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-900 text-white">
            <BotMessageSquare className="size-6" aria-hidden="true" />
          </span>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-3xl">
            {t('title')}
            <AiBadge className="text-xs" isDecorative />
          </h1>
        </div>
        {isReviewer && (
          <Link to={paths.personaReview()} className={buttonClasses({ variant: 'secondary' })}>
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('reviewLink')}
          </Link>
        )}
      </div>
      <p className="mt-3 rounded-xl bg-white px-3.5 py-2.5 text-sm leading-relaxed text-ink-700 ring-1 ring-ink-100">
        {t('disclosure')}
      </p>
    </header>
  );
}
