import { CircleAlert, CircleCheck, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

type Feedback = 'copied' | 'failed';

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The list as text to another app: the phone's share sheet where there is one (a message to whoever shops, a note),
 * the clipboard otherwise, or when sharing is refused. The share sheet says itself that it worked; a copy is said.
 */
export function ShareListButton({ title, text }: { title: string; text: () => string }) {
  const { t } = useTranslation('coach');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const canShare = typeof navigator.share === 'function';

  async function copy(content: string) {
    try {
      await navigator.clipboard.writeText(content);
      setFeedback('copied');
    } catch {
      setFeedback('failed');
    }
  }

  async function onShare() {
    setFeedback(null);
    const content = text();
    if (!canShare) return copy(content);
    try {
      await navigator.share({ title, text: content });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!isCancelled(error)) await copy(content);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => void onShare()}>
        {canShare ? (
          <Share2 className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {canShare ? t('shopping.share.share') : t('shopping.share.copy')}
      </Button>
      <div role="status" aria-live="polite" aria-atomic="true">
        {feedback === 'copied' && (
          <p className="flex items-start gap-2 text-sm font-medium text-brand-800">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('shopping.share.copied')}</span>
          </p>
        )}
        {feedback === 'failed' && (
          <p className="flex items-start gap-2 text-sm text-danger-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('shopping.share.failed')}</span>
          </p>
        )}
      </div>
    </div>
  );
}
