import type { Profile, Subscription } from '@vitalia/contracts';
import { create } from 'zustand';

/** The signed-in identity, as the identity service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
}

/** Spec §4 auth state; one loading flag per single-sign-on provider. */
export interface AuthState {
  user: AuthUser | null;
  profile: Profile | null;
  subscription: Subscription | null;
  isInitialized: boolean;
  loading: boolean;
  googleLoading: boolean;
  appleLoading: boolean;
}

export const signedOutState: Pick<AuthState, 'user' | 'profile' | 'subscription'> = {
  user: null,
  profile: null,
  subscription: null,
};

export const useAuthStore = create<AuthState>(() => ({
  ...signedOutState,
  isInitialized: false,
  loading: false,
  googleLoading: false,
  appleLoading: false,
}));

/**
 * Spec §4 initialisation, run once at start. No identity service is wired in yet, so there is never a session to
 * restore: the state is cleared and initialised, and the guard sends everyone to the public area.
 */
export function initializeAuth() {
  useAuthStore.setState({ ...signedOutState, isInitialized: true, loading: false });
}
