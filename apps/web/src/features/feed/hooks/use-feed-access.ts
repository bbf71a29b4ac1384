import { hasPermission, hasPremiumAccess } from '@vitalia/contracts';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * Premium members read the feed; staff who publish read it without a plan of their own (the API's rule, mirrored
 * so that nobody waits on a call bound to be refused).
 */
export function useFeedAccess() {
  const profile = useAuthStore((state) => state.profile);
  const isStaff = hasPermission(profile?.role, 'feed_publishing');
  return { isStaff, mayRead: isStaff || hasPremiumAccess(profile?.subscription) };
}
