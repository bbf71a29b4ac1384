import { hasPermission, hasPremiumAccess } from '@vitalia/contracts';
import { useAuthStore } from '../../../../lib/auth-store';

/**
 * Premium members play; staff who run the games play too, without a plan of their own, but never rank nor enter a
 * draw (the API's rule, mirrored so that nobody waits on a call bound to be refused).
 */
export function useGamesAccess() {
  const profile = useAuthStore((state) => state.profile);
  const isStaff = hasPermission(profile?.role, 'games_management');
  return { isStaff, mayPlay: isStaff || hasPremiumAccess(profile?.subscription) };
}
