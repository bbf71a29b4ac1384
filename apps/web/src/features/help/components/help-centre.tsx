import { ChevronDown, CreditCard, Mail, Rocket, Shield, Sparkles, UserCog, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { brand } from '../../../lib/brand';

const categories = [
  { key: 'gettingStarted', Icon: Rocket },
  { key: 'subscription', Icon: CreditCard },
  { key: 'features', Icon: Sparkles },
  { key: 'account', Icon: UserCog },
  { key: 'technical', Icon: Wrench },
  { key: 'privacy', Icon: Shield },
] as const;

interface QuestionCopy {
  q: string;
  a: string;
}

function Category({ categoryKey, Icon }: { categoryKey: string; Icon: typeof Rocket }) {
  const { t } = useTranslation('help');
  const questions = t(`categories.${categoryKey}.questions`, { returnObjects: true }) as QuestionCopy[];
  const headingId = `help-${categoryKey}`;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="help-category"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-950">
            {t(`categories.${categoryKey}.title`)}
          </h2>
          <p className="text-sm text-ink-500">{t(`categories.${categoryKey}.description`)}</p>
        </div>
      </div>
      <div className="mt-4 divide-y divide-ink-100">
        {questions.map((question) => (
          <details key={question.q} className="group py-1">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-start text-sm font-medium text-ink-900 [&::-webkit-details-marker]:hidden">
              {question.q}
              <ChevronDown
                className="size-4 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-3 text-sm leading-relaxed text-ink-700">{question.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function HelpCentre() {
  const { t } = useTranslation('help');
  return (
    <div>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-4xl">
          {t('title')}
        </h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-ink-700">{t('intro')}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        {categories.map(({ key, Icon }) => (
          <Category key={key} categoryKey={key} Icon={Icon} />
        ))}
      </div>
      <section
        aria-labelledby="help-contact"
        data-testid="help-contact"
        className="mt-6 flex flex-col gap-4 rounded-card bg-brand-900 p-6 text-brand-50 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="help-contact" className="text-xl font-semibold text-white">
            {t('contact.title')}
          </h2>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-brand-100">{t('contact.body')}</p>
          <p className="mt-2 text-sm">
            <span className="text-brand-300">{t('contact.emailLabel')}: </span>
            <span dir="ltr">{brand.supportEmail}</span>
          </p>
        </div>
        <a
          href={`mailto:${brand.supportEmail}`}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          <Mail className="size-5" aria-hidden="true" />
          {t('contact.cta')}
        </a>
      </section>
    </div>
  );
}
