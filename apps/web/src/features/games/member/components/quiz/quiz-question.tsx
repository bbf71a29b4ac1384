import type { QuizQuestion as Question } from '@vitalia/contracts';
import { TimerOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { Spinner } from '../../../../../components/ui/spinner';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useCountdown } from '../../hooks/use-countdown';
import { useGameFormat } from '../../hooks/use-game-format';
import { QuizCountdown } from './quiz-countdown';
import { QuizProgress } from './quiz-progress';

/**
 * Where this device's countdown ends. The server times the question from `shownAt` to `expiresAt`; a question this
 * device just asked for ends its full length after the answer arrived, whatever this device's clock says. One found
 * already running (the page was reloaded) ends at `expiresAt`, trusting the clock, but never later than its full
 * length from now. The server alone judges: an answer after its deadline is refused (7900).
 */
function deadlineOf(question: Question, receivedAt: number | null, lengthMs: number): number {
  if (receivedAt !== null) return receivedAt + lengthMs;
  return Math.min(Date.parse(question.expiresAt), Date.now() + lengthMs);
}

/** The question's full time, as the server set it (the quiz's limit if the two moments cannot be read). */
function lengthOf(question: Question, timeLimitSeconds: number): number {
  const length = Date.parse(question.expiresAt) - Date.parse(question.shownAt);
  return Number.isFinite(length) && length > 0 ? length : timeLimitSeconds * 1000;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One question on screen: its place in the quiz, the time left and the choices as big buttons (Tab and Enter, or the
 * number keys). Once the time is up, or an answer is on its way, the choices are locked.
 */
export function QuizQuestion({
  question,
  questionCount,
  timeLimitSeconds,
  receivedAt,
  isTimeUp,
  isAnswering,
  takesFocus,
  onAnswer,
  onTimeUp,
}: {
  question: Question;
  questionCount: number;
  timeLimitSeconds: number;
  /** When this device received the question from "next": its countdown runs from there. */
  receivedAt: number | null;
  isTimeUp: boolean;
  isAnswering: boolean;
  /** Arrived by the member's action: the prompt takes focus, so it is read out. */
  takesFocus: boolean;
  onAnswer: (choiceIndex: number) => void;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const promptRef = useRef<HTMLHeadingElement>(null);
  const lengthMs = lengthOf(question, timeLimitSeconds);
  const [deadline] = useState(() => deadlineOf(question, receivedAt, lengthMs));
  const [chosen, setChosen] = useState<number | null>(null);
  const remainingMs = useCountdown(deadline, onTimeUp);
  const isLocked = isTimeUp || remainingMs === 0 || isAnswering;

  useEffect(() => {
    if (takesFocus) promptRef.current?.focus();
  }, [takesFocus]);

  const choose = (index: number) => {
    if (isLocked) return;
    setChosen(index);
    onAnswer(index);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const index = Number(event.key) - 1;
    if (Number.isInteger(index) && index >= 0 && index < question.choices.length) {
      event.preventDefault();
      choose(index);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <Card className="space-y-5 !p-5 sm:!p-6">
      <QuizProgress number={question.position + 1} total={questionCount} />
      <QuizCountdown remainingMs={isTimeUp ? 0 : remainingMs} totalMs={lengthMs} />
      <h3
        ref={promptRef}
        tabIndex={-1}
        className="text-lg font-semibold leading-snug text-ink-950 focus:outline-none sm:text-xl"
      >
        <TextInLanguage value={question.prompt} />
      </h3>
      <ul className="grid gap-3" aria-label={t('quiz.choices')}>
        {question.choices.map((choice, index) => {
          const isChosen = chosen === index;
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => choose(index)}
                disabled={isLocked}
                aria-keyshortcuts={String(index + 1)}
                className={cx(
                  'flex min-h-14 w-full items-center gap-3 rounded-card px-4 py-3 text-start text-base font-medium ring-1 ring-inset transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  'disabled:cursor-not-allowed',
                  isChosen
                    ? 'bg-brand-50 text-brand-900 ring-2 ring-brand-600'
                    : 'bg-white text-ink-950 ring-ink-200 enabled:hover:bg-ink-50 enabled:active:bg-ink-100 disabled:opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                    isChosen ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700',
                  )}
                >
                  {isChosen && isAnswering ? <Spinner size="sm" /> : format.number(index + 1)}
                </span>
                <TextInLanguage value={choice} className="min-w-0 flex-1" />
              </button>
            </li>
          );
        })}
      </ul>
      {isTimeUp || remainingMs === 0 ? (
        <p className="flex items-center gap-2 rounded-control bg-accent-100/60 px-3.5 py-2.5 text-sm font-medium text-ink-950">
          <TimerOff className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
          {t('quiz.timeUpMoving')}
        </p>
      ) : (
        <p className="hidden text-xs text-ink-500 sm:block">
          {t('quiz.keysHint', { last: format.number(question.choices.length) })}
        </p>
      )}
    </Card>
  );
}
