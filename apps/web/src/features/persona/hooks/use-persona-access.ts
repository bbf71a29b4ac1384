import { hasPermission, hasPremiumAccess } from '@vitalia/contracts';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * The API's rule (`premiumOrStaff('persona_review')`), mirrored so that nobody waits on a call bound to be refused:
 * Premium members ask; the ambassador and admins ask too, to hear what members hear, and review the answers.
 */
export function usePersonaAccess() {
  const profile = useAuthStore((state) => state.profile);
  const isReviewer = hasPermission(profile?.role, 'persona_review');
  return { isReviewer, mayAsk: isReviewer || hasPremiumAccess(profile?.subscription) };
}
