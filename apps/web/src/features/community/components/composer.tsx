import { ErrorCode, messageMaxLength } from '@vitalia/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBox, SendButton } from '../../../components/ui/message-box';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { tellMeaningfulAction } from '../../../lib/meaningful-action';
import { signalTyping, usePostMessage, type MessageListInput } from '../api/community-queries';

/** Typing is told to the channel at most this often. */
const typingSignalMs = 3000;

/**
 * The message box at thumb reach; a refusal (empty, too long, a mute) is said right under it. `isFocused`: the
 * member came here to write (the invitation to say hello), so the box takes focus when it appears.
 */
export function Composer({
  list,
  placeholder,
  isFocused = false,
}: {
  list: MessageListInput;
  placeholder: string;
  isFocused?: boolean;
}) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const post = usePostMessage();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [mutedUntil, setMutedUntil] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const left = messageMaxLength - [...body].length;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!body.trim()) return setProblem(`${ErrorCode.messageRequired}`);
    // The box empties at once, as in any chat: the next message can be typed while this one travels, and a late
    // answer never wipes it. A refused message comes back into the box if nothing was typed since.
    const sent = body;
    setBody('');
    try {
      const { data } = await post.mutateAsync({
        params: { channelId: list.channelId },
        body: { body: sent, ...(list.thread ? { parentId: list.thread } : {}) },
      });
      setProblem(null);
      setNotice(data.status === 'held' ? t('composer.held') : null);
      // Others can answer it now: the moment to offer a push when they do (issue 39).
      tellMeaningfulAction('community-message');
    } catch (error) {
      setBody((current) => current || sent);
      const { code, retryAfterSeconds } = apiErrorOf(error);
      setProblem(code);
      setMutedUntil(
        isCode(code, ErrorCode.memberMuted) && retryAfterSeconds
          ? Date.now() + retryAfterSeconds * 1000
          : null,
      );
    }
  }

  function onChange(text: string) {
    setBody(text);
    // Typing mends an empty or too long message, not a mute (7607): that one stays until a message goes through.
    setProblem((current) => (isCode(current, ErrorCode.memberMuted) ? current : null));
    if (Date.now() - lastTyping.current > typingSignalMs) {
      lastTyping.current = Date.now();
      void signalTyping(list.channelId).catch(() => undefined);
    }
  }

  const id = `composer-${list.thread ?? list.channelId}`;
  useEffect(() => {
    if (isFocused) document.getElementById(id)?.focus();
  }, [isFocused, id]);
  return (
    <form onSubmit={(event) => void send(event)} className="space-y-1" noValidate>
      <MessageBox
        id={id}
        label={t('composer.label')}
        value={body}
        placeholder={placeholder}
        isInvalid={Boolean(problem)}
        describedBy={problem ? `${id}-problem` : undefined}
        onChange={onChange}
        onSend={() => void send()}
        action={<SendButton label={t('composer.send')} isLoading={post.isPending} />}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="px-2 text-sm text-danger-700">
          {isCode(problem, ErrorCode.memberMuted) && mutedUntil
            ? t('composer.mutedUntil', { until: formatDateTime(mutedUntil, currentLanguage()) })
            : errorText(problem)}
        </p>
      )}
      {notice && (
        <p role="status" className="px-2 text-sm text-accent-900">
          {notice}
        </p>
      )}
      {left < 200 && <p className="px-2 text-xs text-ink-500">{t('composer.remaining', { count: left })}</p>}
    </form>
  );
}
