import type { Profile, Role, Subscription } from '@vitalia/contracts';
import { useAuthStore } from '../lib/auth-store';

/** A signed-in person with a completed profile in English, on the plan and in the role asked (Premium member). */
export function signInAs({
  role = 'user',
  tier = 'premium',
}: { role?: Role; tier?: Subscription['tier'] } = {}) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: {
      id: 'member-1',
      role,
      language: 'en',
      subscription: { id: 's1', planId: 'p', tier, status: 'active', isActive: true },
    } as Profile,
  });
}
