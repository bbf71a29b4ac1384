import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'danger' | 'danger-outline' | 'ghost';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 shadow-sm',
  secondary: 'bg-white text-ink-900 ring-1 ring-inset ring-ink-200 hover:bg-ink-50 active:bg-ink-100',
  // Near-black, for marks that must sit on black (Sign in with Apple).
  inverse: 'bg-ink-950 text-white hover:bg-ink-900 active:bg-ink-700 shadow-sm',
  danger: 'bg-danger-600 text-white hover:bg-danger-700 shadow-sm',
  'danger-outline': 'bg-white text-danger-600 ring-1 ring-inset ring-danger-600/40 hover:bg-danger-50',
  ghost: 'text-ink-700 hover:bg-ink-100 active:bg-ink-200',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  isLoading?: boolean;
  isFullWidth?: boolean;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'isFullWidth'> = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    size === 'lg' ? 'min-h-12 px-6 text-base' : 'min-h-11 px-4 text-sm',
    isFullWidth && 'w-full',
    variantClasses[variant],
  );
}

export function Button({
  variant,
  size,
  isLoading = false,
  isFullWidth,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClasses({ variant, size, isFullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
