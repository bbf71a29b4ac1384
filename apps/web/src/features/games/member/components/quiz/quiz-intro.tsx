import type { QuizState } from '@vitalia/contracts';
import { ArrowRight, Brain, CalendarClock, CircleHelp, Timer, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { addDays } from '../../game-days';
import { useGameFormat } from '../../hooks/use-game-format';
import { QuizProgress } from './quiz-progress';

/** The last day the week's quiz is open: the day before it closes (next Monday, 00:00 UTC). */
const lastDayOf = (quiz: QuizState) => addDays(quiz.closesAt.slice(0, 10), -1);

/** Before the first question: what the quiz is, how it scores, and that a question's time runs once shown. */
export function QuizIntro({
  quiz,
  isStarting,
  onStart,
}: {
  quiz: QuizState;
  isStarting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const facts = [
    {
      Icon: CircleHelp,
      text: t('quiz.intro.questions', {
        count: quiz.questionCount,
        number: format.number(quiz.questionCount),
      }),
    },
    { Icon: Timer, text: t('quiz.intro.time', { time: format.seconds(quiz.timeLimitSeconds) }) },
    { Icon: Zap, text: t('quiz.intro.scoring') },
    { Icon: CalendarClock, text: t('quiz.intro.closes', { day: format.weekday(lastDayOf(quiz)) }) },
  ];
  return (
    <Card className="space-y-5 !p-5 sm:!p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Brain className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink-950">{t('quiz.intro.title')}</h2>
          <p className="text-sm text-ink-500">{t('quiz.intro.description')}</p>
        </div>
      </div>
      <ul className="grid gap-2.5 sm:grid-cols-2">
        {facts.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-2.5 text-sm text-ink-700">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-500">{t('quiz.timerWarning')}</p>
      <Button size="lg" isFullWidth onClick={onStart} isLoading={isStarting}>
        {t('quiz.intro.start')}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </Card>
  );
}

/** Some questions answered, none on screen: the score so far and the way to the next one. */
export function QuizResume({
  quiz,
  takesFocus,
  isLoadingNext,
  onNext,
}: {
  quiz: QuizState;
  takesFocus: boolean;
  isLoadingNext: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = quiz.results.length;
  const answeredText = t('quiz.resume.description', {
    answered: format.number(answered),
    total: format.number(quiz.questionCount),
  });
  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);
  return (
    <Card className="space-y-5 !p-5 sm:!p-6">
      <QuizProgress number={answered} total={quiz.questionCount} text={answeredText} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink-950 focus:outline-none">
          {t('quiz.resume.title')}
        </h2>
        <p className="text-sm text-ink-500">
          {t('quiz.scoreSoFar', { count: quiz.score, number: format.number(quiz.score) })}
        </p>
      </div>
      <p className="text-sm text-ink-500">{t('quiz.timerWarning')}</p>
      <Button size="lg" isFullWidth onClick={onNext} isLoading={isLoadingNext}>
        {t('quiz.next')}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </Card>
  );
}
