import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';

/** One card of the promo code screen: a heading (its accessible name), a line of help, then the content. */
export function Section({
  headingId,
  title,
  description,
  actions,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  description?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cx('!p-5 sm:!p-6', className)}>
      <section aria-labelledby={headingId}>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          {/* Grows from 12rem: a close button stays beside the title on a phone, a wider action wraps below. */}
          <div className="min-w-0 flex-[1_1_12rem]">
            <h2 id={headingId} tabIndex={-1} className="font-semibold text-ink-950 focus:outline-none">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-ink-500">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
