import type { ReactNode } from 'react';

/**
 * Text that reads left to right in every language — an email, a username, a code, a reference, a file name — and stays
 * whole inside an Arabic line, wherever it falls.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
