import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { useAuthStore } from '../../../../../lib/auth-store';
import { formatLongDateOf } from '../../../../../lib/format';
import { currentLanguage } from '../../../../../lib/i18n';

/** Premium given by staff (issue 18): said first, with its end, so the member knows nothing is charged and when it stops. */
export function ComplimentaryCard() {
  const { t } = useTranslation('billing');
  const until = useAuthStore((state) => state.profile?.subscription?.complimentaryUntil);
  if (!until) return null;
  return (
    <Card className="flex items-start gap-3 !p-5 sm:!p-6" data-testid="complimentary-premium">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Gift aria-hidden="true" />
      </span>
      <div>
        <h2 className="font-semibold text-ink-950">{t('complimentary.title')}</h2>
        <p className="mt-0.5 text-sm text-ink-600">
          {t('complimentary.body', { date: formatLongDateOf(until, currentLanguage()) })}
        </p>
      </div>
    </Card>
  );
}
