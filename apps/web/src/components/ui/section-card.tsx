import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cx } from './cx';

/** A card holding one section of a screen, named by its heading, with an icon beside the heading. */
export function SectionCard({
  icon: Icon,
  iconClassName = 'bg-brand-50 text-brand-700',
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  /** The icon tile's colours. */
  iconClassName?: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId}>
        <div className="mb-5 flex items-start gap-3">
          <span className={cx('grid size-10 shrink-0 place-items-center rounded-xl', iconClassName)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className="font-semibold text-ink-950">
              {title}
            </h2>
            {description && <p className="text-sm text-ink-500">{description}</p>}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
