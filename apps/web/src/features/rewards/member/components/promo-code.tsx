import { Check, Copy } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { expiryDate } from './perks-format';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies to the clipboard; where the browser refuses (an insecure page, a denied permission) selects the code instead. */
function useCopy(code: string, codeRef: React.RefObject<HTMLElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2500);
    } catch {
      const element = codeRef.current;
      const selection = window.getSelection();
      if (element && selection) {
        const range = document.createRange();
        range.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState('failed');
    }
  }

  return { state, copy };
}

/** A promo code as the member uses it: read left to right in every language, never cut, one press to copy. */
export const PromoCode = forwardRef<
  HTMLDivElement,
  { code: string; expiresAt: string | null; className?: string }
>(function PromoCode({ code, expiresAt, className }, ref) {
  const { t } = useTranslation('perks');
  const codeRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopy(code, codeRef);
  const isCopied = state === 'copied';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cx('rounded-control focus:outline-none focus-visible:outline-2', className)}
    >
      <p className="text-xs font-medium text-ink-500">{t('code.label')}</p>
      <div className="mt-1 flex items-center gap-2 rounded-control bg-ink-50 p-1.5 ps-3 ring-1 ring-inset ring-ink-100">
        <code
          ref={codeRef}
          dir="ltr"
          className="min-w-0 flex-1 break-all font-mono text-base font-semibold tracking-wide text-ink-950"
        >
          {code}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          className={cx(
            'inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-control px-3 text-sm font-semibold',
            isCopied
              ? 'bg-success-50 text-success-600 ring-1 ring-inset ring-success-600/30'
              : 'bg-white text-ink-900 ring-1 ring-inset ring-ink-200 hover:bg-ink-50',
          )}
        >
          {isCopied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {isCopied ? t('code.copied') : t('code.copy')}
        </button>
      </div>
      {/* Always in the page, so what appears in it is announced without moving focus from the button. */}
      <p role="status" className={state === 'failed' ? 'mt-1.5 text-xs text-danger-700' : 'sr-only'}>
        {isCopied ? t('code.copied') : state === 'failed' ? t('code.copyFailed') : ''}
      </p>
      <p className="mt-1.5 text-xs text-ink-500">
        {expiresAt ? t('code.expiresOn', { date: expiryDate(expiresAt) }) : t('code.noExpiry')}
      </p>
    </div>
  );
});
