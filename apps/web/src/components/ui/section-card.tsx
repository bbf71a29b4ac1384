import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cx } from './cx';

/** A section's heading: an icon tile beside the title and its one-line description. */
export function SectionHeading({
  icon: Icon,
  iconClassName = 'bg-brand-50 text-brand-700',
  title,
  description,
  headingId,
  isProminent = false,
}: {
  icon: LucideIcon;
  /** The icon tile's colours. */
  iconClassName?: string;
  title: ReactNode;
  description?: ReactNode;
  headingId: string;
  /** A screen's main sections, not set in a card, read a size larger. */
  isProminent?: boolean;
}) {
  return (
    <div className={cx('flex items-start gap-3', isProminent ? 'mb-4' : 'mb-5')}>
      <span className={cx('grid size-10 shrink-0 place-items-center rounded-xl', iconClassName)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 id={headingId} className={cx('font-semibold text-ink-950', isProminent && 'text-lg')}>
          {title}
        </h2>
        {description && <p className="text-sm text-ink-500">{description}</p>}
      </div>
    </div>
  );
}

/** A card holding one section of a screen, named by its heading, with an icon beside the heading. */
export function SectionCard({
  children,
  id,
  ...heading
}: Omit<Parameters<typeof SectionHeading>[0], 'headingId' | 'isProminent'> & {
  children: ReactNode;
  /** An address for the section (`/app/settings#notifications`); it stops clear of the sticky top bar. */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card className="!p-5 sm:!p-6">
      <section id={id} aria-labelledby={headingId} className={id ? 'scroll-mt-24' : undefined}>
        <SectionHeading {...heading} headingId={headingId} />
        {children}
      </section>
    </Card>
  );
}
