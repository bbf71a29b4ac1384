import { ShoppingScreen } from '../../features/coach/components/shopping/shopping-screen';

export default function Screen() {
  return <ShoppingScreen />;
}
