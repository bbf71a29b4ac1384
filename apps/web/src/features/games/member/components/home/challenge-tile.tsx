import { paths } from '@vitalia/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileProgress, TileSkeleton } from '../../../../../components/ui/home-tile';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useChallenge } from '../../api/challenge';
import { useLeaderboard } from '../../api/leaderboard';
import { isAccessDenied } from '../../api/retry';
import { useGameFormat } from '../../hooks/use-game-format';
import { useGamesAccess } from '../../hooks/use-games-access';

/** Home: the month's challenge and how far the member is, and their place on the month's leaderboard. */
export function ChallengeTile() {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const { mayPlay, isStaff } = useGamesAccess();
  const state = useChallenge({ isEnabled: mayPlay });
  const board = useLeaderboard('month', { isEnabled: mayPlay });
  const title = t('home.challenge.title');

  if (!mayPlay || isAccessDenied(state, board))
    return (
      <HomeTile Icon={Trophy} title={title} to={paths.billing()} action={t('home.unlock')} locked>
        {t('home.challenge.invitation')}
      </HomeTile>
    );

  const challenge = state.data?.challenge;
  const me = board.data?.me;
  const placeLine = isStaff
    ? null
    : me
      ? t('home.challenge.rank', {
          rank: format.number(me.rank),
          points: format.number(me.points),
          count: me.points,
        })
      : t('home.challenge.unranked');
  return (
    <HomeTile
      Icon={Trophy}
      title={title}
      to={paths.games()}
      action={t('home.challenge.action')}
      isBusy={state.isPending}
      testId="home-challenge"
    >
      {state.isPending ? (
        <TileSkeleton />
      ) : (
        <>
          {challenge ? (
            <>
              <TileHeadline>
                <TextInLanguage value={challenge.title} />
              </TileHeadline>
              <p>
                {t(`challenge.progress.${challenge.metric}`, {
                  count: challenge.goal,
                  progress: format.number(challenge.progress),
                  goal: format.number(challenge.goal),
                })}
              </p>
              <TileProgress value={challenge.progress} max={challenge.goal} />
            </>
          ) : (
            <p>{t('home.challenge.none')}</p>
          )}
          {placeLine && <p className="mt-2 text-ink-500">{placeLine}</p>}
        </>
      )}
    </HomeTile>
  );
}
