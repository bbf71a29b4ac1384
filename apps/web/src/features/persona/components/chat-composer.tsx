import { ErrorCode, personaQuestionMaxLength } from '@vitalia/contracts';
import { Square } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { MessageBox, SendButton } from '../../../components/ui/message-box';
import { isCode, type ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import type { AskOutcome } from '../hooks/use-persona-chat';

/** The count shows once this few characters are left. */
const counterFrom = 100;

/** A refusal before any word, in the member's language: how long to wait for a rate limit, else the code's words. */
function useFailureText() {
  const { t } = useTranslation('persona');
  const errorText = useErrorText();
  return (failure: ApiError | null): string | null => {
    if (!failure) return null;
    if (isCode(failure.code, ErrorCode.tooManyRequests) && failure.retryAfterSeconds) {
      const at = new Date(Date.now() + failure.retryAfterSeconds * 1000).toISOString();
      return t('composer.rateLimited', { when: formatRelativeTime(at, currentLanguage()) });
    }
    return errorText(failure.code) ?? null;
  };
}

/**
 * The question box at thumb reach. Enter asks, Shift+Enter starts a new line, and while an input method composes
 * (Arabic on many phones) Enter is the input method's. While an answer comes, asking waits and the button stops it.
 */
export function ChatComposer({
  isAnswering,
  failure,
  onAsk,
  onStop,
  onEdit,
}: {
  isAnswering: boolean;
  failure: ApiError | null;
  onAsk: (question: string) => Promise<AskOutcome>;
  onStop: () => void;
  /** The member changed the question: an earlier refusal no longer applies. */
  onEdit: () => void;
}) {
  const { t } = useTranslation('persona');
  const id = useId();
  const failureText = useFailureText();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [isTooLong, setIsTooLong] = useState(false);
  // The server counts UTF-16 units after trimming (zod's max): so does this, so the two never disagree.
  const left = personaQuestionMaxLength - text.trim().length;
  const numbers = useMemo(() => new Intl.NumberFormat(intlLocale()), []);
  const problem = isTooLong ? errorText(`${ErrorCode.personaQuestionTooLong}`) : failureText(failure);

  async function ask(event?: FormEvent) {
    event?.preventDefault();
    const question = text.trim();
    if (isAnswering || question === '') return;
    if (left < 0) return setIsTooLong(true);
    // The box empties at once, as in any chat; a question refused before any word comes back into it.
    setText('');
    if ((await onAsk(question)) === 'refused') setText((current) => current || question);
  }

  return (
    <form onSubmit={(event) => void ask(event)} className="space-y-1" noValidate>
      <MessageBox
        id={id}
        label={t('composer.label')}
        value={text}
        placeholder={t('composer.placeholder')}
        isInvalid={Boolean(problem)}
        describedBy={`${id}-help`}
        onChange={(next) => {
          setText(next);
          setIsTooLong(false);
          if (failure) onEdit();
        }}
        onSend={() => void ask()}
        action={
          isAnswering ? (
            <Button
              variant="secondary"
              onClick={onStop}
              aria-label={t('composer.stop')}
              title={t('composer.stop')}
              className="size-11 shrink-0 px-0"
            >
              <Square className="size-4 fill-current" aria-hidden="true" />
            </Button>
          ) : (
            <SendButton label={t('composer.send')} disabled={text.trim() === ''} />
          )
        }
      />
      <div id={`${id}-help`}>
        {problem && (
          <p role="alert" className="px-2 text-sm text-danger-700">
            {problem}
          </p>
        )}
        {left <= counterFrom && (
          <p className={cx('px-2 text-xs', left < 0 ? 'font-semibold text-danger-700' : 'text-ink-500')}>
            {left < 0
              ? t('composer.over', { over: numbers.format(-left) })
              : t('composer.remaining', { left: numbers.format(left) })}
          </p>
        )}
      </div>
    </form>
  );
}
