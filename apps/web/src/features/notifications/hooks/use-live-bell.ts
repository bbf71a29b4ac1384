import { useQueryClient } from '@tanstack/react-query';
import { hasCommunityAccess } from '@vitalia/contracts';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { resourceKey } from '../../../lib/endpoint-queries';
import { liveStream, useLiveStatus } from '../../../lib/live-stream';

/** The first screen's code and data go first: the stream opens once the page has loaded and the browser is idle. */
function afterLoadWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 500);
      cancel = () => clearTimeout(timer);
      return;
    }
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    cancel = () => window.cancelIdleCallback(id);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}

/**
 * Puts the bell on the tab's live stream where the member has one (Premium members and staff: the community's
 * stream, decision 026): a `notifications` event reloads the count and the open lists, and so does coming back
 * after the stream was cut, since what it missed is not replayed. Answers whether the bell is live now.
 */
export function useLiveBell(): boolean {
  const queryClient = useQueryClient();
  const mayStream = useAuthStore((state) =>
    hasCommunityAccess(state.profile?.role, state.profile?.subscription),
  );
  const status = useLiveStatus();
  const wasLive = useRef(false);

  useEffect(() => {
    if (!mayStream) return;
    let stop = () => {};
    const cancel = afterLoadWhenIdle(() => {
      stop = liveStream.use((event) => {
        if (event.event === 'notifications')
          void queryClient.invalidateQueries({ queryKey: resourceKey('notifications') });
      });
    });
    return () => {
      cancel();
      stop();
    };
  }, [mayStream, queryClient]);

  const isLive = mayStream && status === 'live';
  useEffect(() => {
    if (isLive && !wasLive.current)
      void queryClient.invalidateQueries({ queryKey: resourceKey('notifications') });
    wasLive.current = isLive;
  }, [isLive, queryClient]);
  return isLive;
}
