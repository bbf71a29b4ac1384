import type { DayNoteRequest } from '@vitalia/contracts';
import {
  Calculator,
  CircleAlert,
  MessageSquareQuote,
  RotateCcw,
  Sparkles,
  Square,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { TypingIndicator } from '../../../../components/ui/typing-indicator';
import { useErrorText } from '../../../../lib/form-errors';
import { useDayNote, type DayNote, type DayNoteSource } from '../../hooks/use-day-note';

const sourceIcons: Record<DayNoteSource, LucideIcon> = { model: Sparkles, engine: Calculator };

interface Action {
  label: string;
  Icon: LucideIcon;
  onClick: () => void;
  isStop?: boolean;
}

/**
 * Under the day's totals: the coach's note on the day, asked for and streamed in as it is written. The words are
 * the server's, in the member's language, so they are isolated and take their own direction, their line breaks kept.
 * One button does what can be done next (ask, stop, ask again, try again): the same element throughout, so keyboard
 * focus stays on it; when the note is done and the button goes, focus that was on it moves to the note.
 */
export function DayNoteCard({ week, date }: DayNoteRequest) {
  const { t } = useTranslation('coach');
  const errorText = useErrorText();
  const headingId = useId();
  const { note, isWriting, ask, stop } = useDayNote({ week, date });
  const bodyRef = useRef<HTMLDivElement>(null);
  const hadFocusRef = useRef(false);

  useEffect(() => {
    // The stop button went away under the member's focus: give it to the words it was waiting for.
    if (note.status !== 'done' || !hadFocusRef.current) return;
    hadFocusRef.current = false;
    if (document.activeElement === null || document.activeElement === document.body) {
      bodyRef.current?.focus({ preventScroll: true });
    }
  }, [note.status]);

  const onAsk = () => void ask();
  const action: Action | null = isWriting
    ? { label: t('meals.note.stop'), Icon: Square, onClick: stop, isStop: true }
    : note.status === 'idle'
      ? { label: t('meals.note.ask'), Icon: MessageSquareQuote, onClick: onAsk }
      : note.status === 'stopped'
        ? { label: t('meals.note.askAgain'), Icon: RotateCcw, onClick: onAsk }
        : note.status === 'cut' || note.status === 'refused'
          ? { label: t('meals.note.retry'), Icon: RotateCcw, onClick: onAsk }
          : null;

  return (
    <Card className="!p-4 sm:!p-5">
      <section aria-labelledby={headingId} aria-busy={isWriting || undefined}>
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <MessageSquareQuote className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('meals.note.title')}
        </h3>

        <NoteBody note={note} bodyRef={bodyRef} writingLabel={t('meals.note.writing')} />
        <NoteFooter note={note} errorText={errorText} />

        {action && (
          <button
            type="button"
            onClick={action.onClick}
            onFocus={() => {
              hadFocusRef.current = true;
            }}
            onBlur={(event) => {
              // Focus taken elsewhere on purpose; a button removed under focus blurs to nowhere.
              if (event.relatedTarget) hadFocusRef.current = false;
            }}
            aria-describedby={action.isStop ? headingId : undefined}
            className={cx(
              buttonClasses({ variant: action.isStop ? 'ghost' : 'secondary' }),
              'mt-3 w-full sm:w-auto',
            )}
          >
            <action.Icon className={cx('size-4', action.isStop && 'fill-current')} aria-hidden="true" />
            {action.label}
          </button>
        )}

        <p role="status" className="sr-only">
          {isWriting ? t('meals.note.writing') : note.status === 'done' ? t('meals.note.ready') : ''}
        </p>
      </section>
    </Card>
  );
}

function NoteBody({
  note,
  bodyRef,
  writingLabel,
}: {
  note: DayNote;
  bodyRef: RefObject<HTMLDivElement | null>;
  writingLabel: string;
}) {
  if (note.status === 'idle' || note.status === 'refused') return null;
  if (note.text === '') {
    return note.status === 'waiting' ? (
      <div className="mt-2">
        <TypingIndicator label={writingLabel} />
      </div>
    ) : null;
  }
  return (
    <div
      ref={bodyRef}
      tabIndex={-1}
      // Arabic script needs more room between lines than the Latin setting gives it.
      className="mt-2 text-sm leading-relaxed text-ink-900 outline-none rtl:leading-[1.8]"
    >
      <bdi dir="auto" className="block break-words whitespace-pre-line">
        {note.text}
      </bdi>
    </div>
  );
}

function NoteFooter({ note, errorText }: { note: DayNote; errorText: (code: string) => string | undefined }) {
  const { t } = useTranslation('coach');
  if (note.status === 'done') {
    const Icon = sourceIcons[note.source];
    return (
      <p className="mt-3 flex items-start gap-2 text-xs text-ink-500">
        <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>{t(`meals.note.source.${note.source}`)}</span>
      </p>
    );
  }
  if (note.status === 'stopped') {
    return <p className="mt-3 text-xs text-ink-500">{t('meals.note.stopped')}</p>;
  }
  const failure =
    note.status === 'refused' ? errorText(note.code) : note.status === 'cut' ? t('meals.note.cut') : null;
  if (!failure) return null;
  return (
    <p role="alert" className="mt-3 flex items-start gap-2 text-sm text-danger-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{failure}</span>
    </p>
  );
}
