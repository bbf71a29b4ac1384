import { FeedScreen } from '../../features/feed/components/feed-screen';

export default function Screen() {
  return <FeedScreen />;
}
