import { lazy } from 'react';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useSubscription } from '../../features/subscriptions/member/api/get-subscription';

/**
 * The member's day, in the order they live it: eat, train, play, read, win. Each feature brings its own block, fetched
 * after the screen's first paint (each waits behind its skeleton), so the welcome does not wait for six features'
 * code on a phone (decision 049).
 */
const homeTiles = [
  lazy(() =>
    import('../../features/coach/components/home/today-meals-tile').then((module) => ({
      default: module.TodayMealsTile,
    })),
  ),
  lazy(() =>
    import('../../features/coach/components/home/today-training-tile').then((module) => ({
      default: module.TodayTrainingTile,
    })),
  ),
  lazy(() =>
    import('../../features/games/member/components/home/streak-quiz-tile').then((module) => ({
      default: module.StreakQuizTile,
    })),
  ),
  lazy(() =>
    import('../../features/games/member/components/home/challenge-tile').then((module) => ({
      default: module.ChallengeTile,
    })),
  ),
  lazy(() =>
    import('../../features/feed/components/home/new-posts-tile').then((module) => ({
      default: module.NewPostsTile,
    })),
  ),
  lazy(() =>
    import('../../features/rewards/member/components/home/draw-tile').then((module) => ({
      default: module.DrawTile,
    })),
  ),
];

/** The dashboard shows the plan by name: the route hands it over from the subscriptions feature. */
export default function Screen() {
  const details = useSubscription();
  return <Dashboard plan={details.data?.plan ?? null} isPlanLoading={details.isPending} tiles={homeTiles} />;
}
