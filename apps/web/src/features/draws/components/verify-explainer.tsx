import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';

/** The formulas are code, not words: they stay in English and read left to right in every language. */
const steps = [
  { key: 'commit', formula: 'commitment = SHA-256(seed)' },
  { key: 'reveal', formula: 'SHA-256(seed) == commitment' },
  { key: 'entrants', formula: 'SHA-256(sort(tickets).join("\\n"))' },
  { key: 'winners', formula: 'score = SHA-256(seed + ":" + ticket)' },
] as const;

/**
 * D7 and docs/decisions/017-verifiable-draws.md, in plain words: what is published when, and how anyone re-checks
 * a draw from it.
 */
export function VerifyExplainer() {
  const { t } = useTranslation('draws');
  return (
    <details className="group rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <span className="flex-1">{t('verify.title')}</span>
        <ChevronDown
          className="size-5 text-ink-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <p className="mt-4 text-sm text-ink-700">{t('verify.intro')}</p>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.key} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-ink-100 text-xs font-semibold text-ink-700"
            >
              {new Intl.NumberFormat(intlLocale()).format(index + 1)}
            </span>
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="text-sm text-ink-900">{t(`verify.steps.${step.key}`)}</p>
              <code
                dir="ltr"
                className="block overflow-x-auto whitespace-pre rounded-control bg-ink-50 px-3 py-2 text-start font-mono text-xs text-ink-900"
              >
                {step.formula}
              </code>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-700">{t('verify.members')}</p>
    </details>
  );
}
