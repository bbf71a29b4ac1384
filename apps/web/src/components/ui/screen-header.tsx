import type { ReactNode } from 'react';
import { BackButton } from './back-button';

export function ScreenHeader({
  title,
  description,
  backTo,
  actions,
}: {
  /** Text, or staff-written text tagged with its language (TextInLanguage). */
  title: ReactNode;
  description?: ReactNode;
  backTo?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {backTo && <BackButton fallback={backTo} className="-ms-2 mb-2" />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-3xl">
            {title}
          </h1>
          {description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
        </div>
        {actions}
      </div>
    </header>
  );
}
