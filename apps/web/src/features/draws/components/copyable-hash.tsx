import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A hash or seed: left to right in every language, monospace, cut to the width with an ellipsis (the whole value is
 * in the text, so selecting or a screen reader still gets all of it), and a button that copies it exactly.
 */
export function CopyableHash({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation('draws');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function onCopy() {
    try {
      // The clipboard is missing on plain http and may be refused; the value stays selectable either way.
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div>
      <div className="flex items-center gap-1 rounded-control bg-ink-50 ps-3 ring-1 ring-inset ring-ink-100">
        <code
          dir="ltr"
          title={value}
          className="min-w-0 flex-1 select-all truncate py-2 text-start font-mono text-xs text-ink-900"
        >
          {value}
        </code>
        <button
          type="button"
          onClick={() => void onCopy()}
          aria-label={copyLabel}
          className="grid size-10 shrink-0 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          {state === 'copied' ? (
            <Check className="size-4 text-brand-700" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      <p role="status" className={cx('text-xs', state === 'failed' ? 'mt-1 text-danger-600' : 'sr-only')}>
        {state === 'copied' && t('proof.copied')}
        {state === 'failed' && t('proof.copyFailed')}
      </p>
    </div>
  );
}
