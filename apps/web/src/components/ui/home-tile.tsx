import { ArrowRight, Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import { Skeleton } from './skeleton';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-100 text-accent-600',
  ink: 'bg-ink-100 text-ink-700',
} as const;

/**
 * One block of the home screen: a card the whole of which opens its screen (the title is the link, stretched over
 * the card, so a screen reader hears one link per block). Each block reads its own data and fills in on its own.
 * `locked`: a Premium block shown to a Free member, as an invitation rather than an error.
 */
export function HomeTile({
  Icon,
  title,
  to,
  action,
  tone = 'brand',
  locked = false,
  isBusy = false,
  testId,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  to: string;
  /** What the tap does, said under the block ("Open the coach", "Set it up"). */
  action: string;
  tone?: keyof typeof tones;
  locked?: boolean;
  isBusy?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const BadgeIcon = locked ? Lock : Icon;
  return (
    <article
      aria-busy={isBusy || undefined}
      data-testid={testId}
      className={cx(
        'relative flex min-h-36 flex-col gap-3 rounded-card p-4 shadow-card ring-1 transition-colors sm:p-5',
        'focus-within:ring-2 focus-within:ring-brand-500',
        locked ? 'bg-ink-50 ring-ink-200 hover:ring-brand-300' : 'bg-white ring-ink-100 hover:ring-brand-300',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cx(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            locked ? tones.ink : tones[tone],
          )}
        >
          <BadgeIcon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="min-w-0 font-semibold text-ink-950">
          <Link
            to={to}
            className="inline-flex min-h-6 items-center outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {title}
          </Link>
        </h2>
      </div>
      <div className="min-w-0 flex-1 text-sm text-ink-700">{children}</div>
      <p aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {action}
        <ArrowRight className="size-4 rtl:-scale-x-100" />
      </p>
    </article>
  );
}

/** The big line of a block: a number or a dish, what the eye reads first. */
export function TileHeadline({ children }: { children: ReactNode }) {
  return <p className="text-lg font-bold leading-snug text-ink-950">{children}</p>;
}

/** A block's lines while its data loads: the shape it will have, never a spinner. */
export function TileSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}

/** How far along a goal is; the words beside it say the numbers. */
export function TileProgress({ value, max }: { value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
      <div className="h-full rounded-full bg-brand-500" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
