import { useEffect } from 'react';
import { beforeSignOut } from '../../../lib/auth-store';
import { unsubscribeThisDevice } from '../api/push-device';

/**
 * Signing out removes this device's push subscription (the server's record, then the browser's), so the next person
 * on it gets nothing of this member's. The signed-in frame calls it: it is there whenever someone can sign out.
 */
export function usePushSignOut() {
  useEffect(() => beforeSignOut(unsubscribeThisDevice), []);
}
