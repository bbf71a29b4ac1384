import { useParams } from 'react-router';
import { PostScreen } from '../../features/feed/components/post-screen';

export default function Screen() {
  const { postId = '' } = useParams();
  // A new post is a new screen: nothing (a reply box, a report dialog) carries over from the last one.
  return <PostScreen key={postId} postId={postId} />;
}
