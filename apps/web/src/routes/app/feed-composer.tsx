import { useParams } from 'react-router';
import { ComposerScreen } from '../../features/feed/components/composer/composer-screen';

/** `/app/feed/new` has no post id; `/app/feed/manage/:postId` edits that post. */
export default function Screen() {
  const { postId = null } = useParams();
  return <ComposerScreen key={postId ?? 'new'} postId={postId} />;
}
