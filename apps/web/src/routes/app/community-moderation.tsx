import { ModerationScreen } from '../../features/community/components/moderation-screen';

export default function Screen() {
  return <ModerationScreen />;
}
