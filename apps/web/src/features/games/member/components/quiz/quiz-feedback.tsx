import type { QuizResult, QuizState } from '@vitalia/contracts';
import { ErrorCode } from '@vitalia/contracts';
import { ArrowRight, CircleCheck, CircleX, TimerOff, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useErrorText } from '../../../../../lib/form-errors';
import { useGameFormat } from '../../hooks/use-game-format';
import { QuizProgress } from './quiz-progress';
import { ResultReview } from './result-review';

type Outcome = 'right' | 'wrong' | 'timeUp';

const outcomeLook: Record<Outcome, { Icon: LucideIcon; className: string }> = {
  right: { Icon: CircleCheck, className: 'bg-success-50 text-brand-800' },
  wrong: { Icon: CircleX, className: 'bg-danger-50 text-danger-700' },
  timeUp: { Icon: TimerOff, className: 'bg-accent-100/60 text-accent-600' },
};

/**
 * The answer to an answer: right, wrong or out of time, the points it earned, the right choice and why; then the way
 * on. Its heading takes focus, so a keyboard or screen-reader user hears the outcome where the choices were.
 */
export function QuizFeedback({
  result,
  quiz,
  wasLate,
  takesFocus,
  isLoadingNext,
  onNext,
  onSeeScore,
}: {
  result: QuizResult;
  quiz: QuizState;
  /** The answer reached the server after the time (7900): said, since the member did answer. */
  wasLate: boolean;
  takesFocus: boolean;
  isLoadingNext: boolean;
  onNext: () => void;
  onSeeScore: () => void;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const format = useGameFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome: Outcome = result.chosenIndex === null ? 'timeUp' : result.isCorrect ? 'right' : 'wrong';
  const { Icon, className } = outcomeLook[outcome];

  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);

  return (
    <Card className="space-y-5 !p-5 sm:!p-6">
      <QuizProgress number={result.position + 1} total={quiz.questionCount} />
      <div className={cx('flex items-start gap-3 rounded-card p-4', className)}>
        <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {t(`quiz.feedback.${outcome}`)}
          </h3>
          <p className="text-sm font-medium text-ink-700">
            {t('quiz.feedback.points', { count: result.points, number: format.number(result.points) })}
          </p>
          {wasLate && (
            <p className="mt-1 text-sm text-ink-700">{errorText(`${ErrorCode.quizAnswerTooLate}`)}</p>
          )}
        </div>
      </div>
      <p className="font-medium text-ink-950">
        <TextInLanguage value={result.prompt} />
      </p>
      <ResultReview result={result} />
      <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {t('quiz.scoreSoFar', { count: quiz.score, number: format.number(quiz.score) })}
        </p>
        {quiz.isComplete ? (
          <Button onClick={onSeeScore}>{t('quiz.seeScore')}</Button>
        ) : (
          <Button onClick={onNext} isLoading={isLoadingNext}>
            {t('quiz.next')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        )}
      </div>
    </Card>
  );
}
