import { cx } from './cx';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const dimension = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' }[size];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-e-transparent',
        dimension,
        className,
      )}
    />
  );
}

/** Spec §2 rule 1: nothing but this until the auth state is initialised. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-ink-50 text-brand-700">
      <Spinner size="lg" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
