import { brand } from '../../lib/brand';
import { cx } from './cx';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-bold tracking-tight text-brand-800', className)}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="16" className="fill-brand-700" />
        <path
          d="M18 20l14 26 14-26"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="46" cy="18" r="5" className="fill-accent-400" />
      </svg>
      {/* The brand name is a Latin wordmark in every language. */}
      <span dir="ltr" className="text-lg">
        {brand.appName}
      </span>
    </span>
  );
}
