import { CircleCheck, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { cx } from './cx';

/**
 * What a routine outcome says (a profile saved, a password changed): the spec's success alert (§4, §8: titled
 * 'Success', an 'OK' button) without the modal, so that nothing stands between the member and the next screen. A choice
 * or an error that nothing else on the screen explains stays an alert (`lib/alert-store.ts`).
 */
export interface ToastOptions {
  message: string;
  tone?: 'success' | 'info';
}

interface Toast extends Required<ToastOptions> {
  id: number;
}

/** Long enough to read two lines twice; a pointer or focus on the toast holds it. */
export const toastLifetimeMs = 6000;
/** Older toasts give way past this many, so a burst never covers the screen. */
const maxToasts = 3;

const useToastStore = create<{ toasts: Toast[]; lastId: number }>(() => ({ toasts: [], lastId: 0 }));

export function showToast({ message, tone = 'success' }: ToastOptions) {
  useToastStore.setState(({ toasts, lastId }) => ({
    toasts: [...toasts, { id: lastId + 1, message, tone }].slice(-maxToasts),
    lastId: lastId + 1,
  }));
}

function dismissToast(id: number) {
  useToastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (isHeld) return;
    const timer = setTimeout(() => dismissToast(toast.id), toastLifetimeMs);
    return () => clearTimeout(timer);
  }, [isHeld, toast.id]);

  const Icon = toast.tone === 'success' ? CircleCheck : Info;
  return (
    <div
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
      className="pointer-events-auto flex w-full items-start gap-3 rounded-card bg-ink-950 py-3 ps-4 pe-2 text-white shadow-dialog motion-safe:animate-rise"
    >
      <Icon
        className={cx('mt-0.5 size-5 shrink-0', toast.tone === 'success' ? 'text-brand-300' : 'text-ink-300')}
        aria-hidden="true"
      />
      <p className="min-w-0 flex-1 text-sm">
        {toast.tone === 'success' && <span className="block font-semibold">{t('alert.successTitle')}</span>}{' '}
        <span className="text-ink-100">{toast.message}</span>
      </p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="min-h-9 shrink-0 rounded-control px-3 text-sm font-semibold text-brand-200 hover:bg-white/10"
      >
        {t('alert.ok')}
      </button>
    </div>
  );
}

/**
 * Where toasts appear: above the phone's tab bar, and at the reading side's end on wide screens. The live region is
 * always in the page, empty until there is something to say, so that what appears in it is announced, politely.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx(
        'pointer-events-none fixed inset-x-4 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-center gap-2',
        'sm:start-auto sm:w-96 lg:end-6 lg:bottom-6 print:hidden',
      )}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
