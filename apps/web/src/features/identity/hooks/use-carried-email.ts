import { useLocation } from 'react-router';

/** The email a person already typed on another sign-in screen (sign-up found it taken), so they need not type it again. */
export function useCarriedEmail(): string | undefined {
  const { state } = useLocation();
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : undefined;
}
