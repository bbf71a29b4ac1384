import { MealsScreen } from '../../features/coach/components/meals/meals-screen';

export default function Screen() {
  return <MealsScreen />;
}
