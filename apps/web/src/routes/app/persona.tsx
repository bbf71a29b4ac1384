import { PersonaScreen } from '../../features/persona/components/persona-screen';

export default function Screen() {
  return <PersonaScreen />;
}
