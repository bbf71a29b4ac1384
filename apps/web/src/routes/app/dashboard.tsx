import { TodayMealsTile } from '../../features/coach/components/home/today-meals-tile';
import { TodayTrainingTile } from '../../features/coach/components/home/today-training-tile';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { NewPostsTile } from '../../features/feed/components/home/new-posts-tile';
import { ChallengeTile } from '../../features/games/member/components/home/challenge-tile';
import { StreakQuizTile } from '../../features/games/member/components/home/streak-quiz-tile';
import { DrawTile } from '../../features/rewards/member/components/home/draw-tile';
import { useSubscription } from '../../features/subscriptions/member/api/get-subscription';

/** The member's day, in the order they live it: eat, train, play, read, win. Each feature brings its own block. */
const homeTiles = [TodayMealsTile, TodayTrainingTile, StreakQuizTile, ChallengeTile, NewPostsTile, DrawTile];

/** The dashboard shows the plan by name: the route hands it over from the subscriptions feature. */
export default function Screen() {
  const details = useSubscription();
  return <Dashboard plan={details.data?.plan ?? null} isPlanLoading={details.isPending} tiles={homeTiles} />;
}
