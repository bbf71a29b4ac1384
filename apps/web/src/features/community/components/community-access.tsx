import { hasPermission, hasPremiumAccess } from '@vitalia/contracts';
import { useAuthStore } from '../../../lib/auth-store';

/** Premium members talk here; staff run it without a plan of their own (the API's rule, mirrored for navigation). */
export function useCommunityAccess() {
  const profile = useAuthStore((state) => state.profile);
  const isStaff = hasPermission(profile?.role, 'community_moderation');
  return {
    isStaff,
    mayRead: isStaff || hasPremiumAccess(profile?.subscription),
    canManageGames: hasPermission(profile?.role, 'games_management'),
  };
}
