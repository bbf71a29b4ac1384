import { paths, type CoachNeed } from '@vitalia/contracts';
import { ArrowRight, Circle, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { questionsOnToday } from './needs-checklist';

/**
 * A plan's screen before the coach can plan (the API's `not-set-up` answer): what is still missing, and one tap to
 * where setting up starts, Today's checklist, or straight to its questions when they are all that is left.
 */
export function NotSetUp({ needs }: { needs: readonly CoachNeed[] }) {
  const { t } = useTranslation('coach');
  const start = needs.every((need) => need === 'settings') ? questionsOnToday : paths.coach();
  return (
    <EmptyState
      icon={ListChecks}
      iconClassName="text-accent-600"
      title={t('plan.notSetUp.title')}
      hint={t('plan.notSetUp.body')}
      action={
        <div className="flex flex-col items-center gap-4">
          <ul className="space-y-1.5 text-start text-sm text-ink-700">
            {needs.map((need) => (
              <li key={need} className="flex items-center gap-2">
                <Circle className="size-3 shrink-0 text-accent-600" aria-hidden="true" />
                {t(`needs.${need}.title`)}
              </li>
            ))}
          </ul>
          <Link to={start} className={buttonClasses({ variant: 'primary' })}>
            {t('plan.notSetUp.action')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      }
    />
  );
}
