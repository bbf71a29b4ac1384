import type { ReactNode } from 'react';

/** Words standing in for a missing value ("Unassigned"), quieter than the values around them. */
export function Quiet({ children }: { children: ReactNode }) {
  return <span className="text-ink-500">{children}</span>;
}
