import { ChannelsScreen } from '../../features/community/components/channels-screen';

export default function Screen() {
  return <ChannelsScreen />;
}
