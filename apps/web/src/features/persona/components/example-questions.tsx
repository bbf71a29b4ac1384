import { BotMessageSquare, CornerDownLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** Before the first question: what the persona is for, and a few questions to ask with one tap. */
export function ExampleQuestions({
  onAsk,
  isDisabled,
}: {
  onAsk: (question: string) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation('persona');
  const headingId = useId();
  const examples = t('empty.examples', { returnObjects: true }) as string[];
  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId} className="flex flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-900 text-white">
          <BotMessageSquare className="size-6" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="mt-3 font-semibold text-ink-950">
          {t('empty.title')}
        </h2>
        <p className="mt-1 max-w-sm text-sm text-ink-500">{t('empty.hint')}</p>
        <ul className="mt-5 grid w-full gap-2 text-start sm:grid-cols-2">
          {examples.map((example) => (
            <li key={example}>
              <button
                type="button"
                disabled={isDisabled}
                onClick={() => onAsk(example)}
                className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl bg-ink-50 px-3.5 py-2.5 text-start text-sm font-medium text-ink-900 ring-1 ring-ink-100 hover:bg-brand-50 hover:ring-brand-200 disabled:opacity-60"
              >
                <span>{example}</span>
                <CornerDownLeft
                  className="size-4 shrink-0 text-ink-500 rtl:-scale-x-100"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
