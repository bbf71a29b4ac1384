import { PersonaReviewScreen } from '../../features/persona/components/review/review-screen';

export default function Screen() {
  return <PersonaReviewScreen />;
}
