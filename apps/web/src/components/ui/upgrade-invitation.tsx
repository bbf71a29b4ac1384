import { paths } from '@vitalia/contracts';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { cx } from './cx';

/**
 * An invitation to go Premium: a heading, what it gives, one link. Words and destination come from the screen that
 * shows it, so the kit knows nothing of plans.
 */
export function UpgradeInvitation({
  title,
  description,
  perks,
  actionLabel,
  actionTo,
  headingLevel = 2,
  className,
}: {
  title: string;
  description: string;
  perks: readonly string[];
  actionLabel: string;
  actionTo: string;
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'relative overflow-hidden rounded-card bg-brand-900 p-6 text-brand-50 shadow-card sm:p-8',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -end-20 -top-24 size-64 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-28 -start-16 size-72 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative grid gap-6 md:grid-cols-[1fr_auto] md:items-end">
        <div>
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10">
            <Sparkles className="size-5 text-accent-400" aria-hidden="true" />
          </span>
          <Heading id={headingId} className="mt-4 text-2xl font-bold leading-tight text-white">
            {title}
          </Heading>
          <p className="mt-2 max-w-xl text-sm leading-relaxed text-brand-100">{description}</p>
          <ul className="mt-5 grid gap-2.5 sm:grid-cols-2">
            {perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2 text-sm text-brand-50">
                <Check className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
        </div>
        <Link to={actionTo} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {actionLabel}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

/**
 * A Premium screen's whole page for a member without Premium: the words are the `upgrade` keys of the screen's own
 * namespace (title, description, perks, action), and the way is Billing, where plans are chosen.
 */
export function ScreenUpgradeInvitation({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return (
    <UpgradeInvitation
      className="mx-auto max-w-3xl"
      headingLevel={1}
      title={t('upgrade.title')}
      description={t('upgrade.description')}
      perks={t('upgrade.perks', { returnObjects: true }) as string[]}
      actionLabel={t('upgrade.action')}
      actionTo={paths.billing()}
    />
  );
}
