import { hasCommunityAccess, hasPermission } from '@vitalia/contracts';
import { useAuthStore } from '../../../lib/auth-store';

/** Premium members talk here; staff run it without a plan of their own (the API's rule, mirrored for navigation). */
export function useCommunityAccess() {
  const profile = useAuthStore((state) => state.profile);
  return {
    isStaff: hasPermission(profile?.role, 'community_moderation'),
    mayRead: hasCommunityAccess(profile?.role, profile?.subscription),
    canManageGames: hasPermission(profile?.role, 'games_management'),
  };
}
