import { useCallback, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/** One key per member: on a shared device, one member closing the invitation does not close another's. */
const keyOf = (uid: string) => `community.introduction-dismissed.${uid}`;

function isStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the member closed the invitation to introduce themselves, kept on this device: it is a nudge, not a
 * setting, and the server ends it anyway the moment they post anything (issue 39).
 */
export function useIntroductionDismissal() {
  const uid = useAuthStore((state) => state.user?.uid ?? 'anonymous');
  const key = keyOf(uid);
  const [isDismissed, setIsDismissed] = useState(() => isStored(key));

  const dismiss = useCallback(() => {
    setIsDismissed(true);
    try {
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Private mode or a full storage: it stays closed until the page is left.
    }
  }, [key]);

  return { isDismissed, dismiss };
}
