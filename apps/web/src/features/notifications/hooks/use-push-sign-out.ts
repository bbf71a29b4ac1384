import { useEffect } from 'react';
import { beforeSignOut } from '../../../lib/auth-store';
import { unsubscribeThisDevice } from '../api/push-device';

/**
 * Signing out removes this device's push subscription (the server's record, then the browser's), so the next person
 * on it gets nothing of this member's; a lost session ends the browser's. The signed-in frame calls it: it is there
 * whenever a session can end.
 */
export function usePushSignOut() {
  useEffect(() => beforeSignOut(unsubscribeThisDevice), []);
}
