import { paths } from '@vitalia/contracts';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileSkeleton } from '../../../../../components/ui/home-tile';
import { useQuiz } from '../../api/quiz';
import { useStreak } from '../../api/streak';
import { useGameFormat } from '../../hooks/use-game-format';
import { useGamesAccess } from '../../hooks/use-games-access';
import { isAccessDenied } from '../../api/retry';

/** Home: the check-in streak (and whether today is checked in), and where the week's quiz stands. */
export function StreakQuizTile() {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const { mayPlay } = useGamesAccess();
  const streak = useStreak({ isEnabled: mayPlay });
  const quiz = useQuiz({ isEnabled: mayPlay });
  const title = t('home.streak.title');

  if (!mayPlay || isAccessDenied(streak, quiz))
    return (
      <HomeTile Icon={Flame} title={title} to={paths.billing()} action={t('home.unlock')} locked>
        {t('home.streak.invitation')}
      </HomeTile>
    );

  const isPending = streak.isPending || quiz.isPending;
  const quizLine = !quiz.data
    ? null
    : quiz.data.isComplete
      ? t('home.quiz.done', { count: quiz.data.score, number: format.number(quiz.data.score) })
      : quiz.data.results.length > 0
        ? t('home.quiz.inProgress', {
            answered: format.number(quiz.data.results.length),
            total: format.number(quiz.data.questionCount),
          })
        : t('home.quiz.waiting');
  return (
    <HomeTile
      Icon={Flame}
      tone="accent"
      title={title}
      to={paths.games()}
      action={streak.data?.checkedInToday === false ? t('home.streak.checkIn') : t('home.streak.action')}
      isBusy={isPending}
      testId="home-streak"
    >
      {isPending ? (
        <TileSkeleton />
      ) : (
        <>
          {streak.data && (
            <>
              <TileHeadline>
                {format.number(streak.data.current)} {t('streak.days', { count: streak.data.current })}
              </TileHeadline>
              <p className="text-ink-500">
                {streak.data.checkedInToday ? t('home.streak.checkedIn') : t('home.streak.notCheckedIn')}
              </p>
            </>
          )}
          {quizLine && <p className="mt-1">{quizLine}</p>}
        </>
      )}
    </HomeTile>
  );
}
