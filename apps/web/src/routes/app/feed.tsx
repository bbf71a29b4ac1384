import { Feed } from '../../features/feed/components/feed';

export default function Screen() {
  return <Feed />;
}
