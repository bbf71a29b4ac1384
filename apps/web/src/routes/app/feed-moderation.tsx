import { FeedModerationScreen } from '../../features/feed/components/moderation/moderation-screen';

export default function Screen() {
  return <FeedModerationScreen />;
}
