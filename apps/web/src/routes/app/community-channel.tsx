import { ChannelScreen } from '../../features/community/components/channel-screen';

export default function Screen() {
  return <ChannelScreen />;
}
