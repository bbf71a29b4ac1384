import { TrainingScreen } from '../../features/coach/components/training/training-screen';

export default function Screen() {
  return <TrainingScreen />;
}
