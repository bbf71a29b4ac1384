import type { Citation, Language, PersonaAnswer } from '@vitalia/contracts';
import { BotMessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypingIndicator } from '../../../components/ui/typing-indicator';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AiBadge } from './ai-badge';
import { CitationList } from './citation-list';
import { RefusalPointer } from './refusal-pointer';

/** The member's question: their own words, on their side (the inline end, as in every chat of the app). */
export function QuestionBubble({ text }: { text: string }) {
  const { t } = useTranslation('persona');
  return (
    <div className="flex flex-col items-end">
      <p className="sr-only">{t('chat.you')}</p>
      <bdi
        dir="auto"
        className="block max-w-[85%] rounded-2xl rounded-ee-md bg-brand-600 px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words text-white sm:max-w-[75%]"
      >
        {text}
      </bdi>
    </div>
  );
}

/**
 * The persona's answer, on the other side, always under its name and the AI mark; then where its words come from,
 * where to go instead when it declined, and whatever the caller adds (flagging, a stopped answer's note).
 */
export function AnswerBubble({
  text,
  language,
  citations,
  refusal,
  createdAt,
  isWriting = false,
  footer,
}: {
  text: string;
  /** Known once the answer is kept; while it streams the words say their own direction. */
  language?: Language;
  citations: readonly Citation[];
  refusal: PersonaAnswer['refusal'];
  createdAt?: string;
  /** Still coming: the dots until the first words. */
  isWriting?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('persona');
  return (
    <div className="flex flex-col items-start">
      <div className="mb-1 flex items-center gap-1.5 px-1 text-xs text-ink-500">
        <span className="grid size-6 place-items-center rounded-full bg-brand-900 text-white">
          <BotMessageSquare className="size-3.5" aria-hidden="true" />
        </span>
        <span className="font-semibold text-ink-700">{t('name')}</span>
        <AiBadge />
        {createdAt && <time dateTime={createdAt}>{formatRelativeTime(createdAt, currentLanguage())}</time>}
      </div>
      {refusal?.pointer === 'emergency' && <RefusalPointer refusal={refusal} />}
      <div
        aria-busy={isWriting || undefined}
        // Arabic script needs more room between lines than the bubble's Latin setting gives it.
        className="max-w-[85%] rounded-2xl rounded-es-md bg-white px-3.5 py-2.5 text-sm leading-relaxed text-ink-900 ring-1 ring-ink-100 sm:max-w-[75%] rtl:leading-[1.8]"
      >
        {text === '' && isWriting ? (
          <TypingIndicator label={t('chat.writing')} />
        ) : (
          <bdi dir="auto" lang={language} className="block whitespace-pre-wrap break-words">
            {text}
          </bdi>
        )}
      </div>
      <CitationList citations={citations} />
      {refusal && refusal.pointer !== 'emergency' && <RefusalPointer refusal={refusal} />}
      {footer}
    </div>
  );
}
