import { CoachScreen } from '../../features/coach/components/coach-screen';

export default function Screen() {
  return <CoachScreen />;
}
