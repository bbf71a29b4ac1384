import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store';
import {
  PushBlockedError,
  readPushDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushDeviceState,
} from '../api/push-device';

/** Per signed-in member: the same browser is "off" for the next person, whose sign-in found no subscription. */
const pushDeviceKey = (uid: string | null) => ['push-device', uid] as const;

/**
 * This device's push state, read from the browser, and the two ways to change it. The settings card, each kind's
 * push switch and the invitation share it: turning it on in one place unlocks the others at once.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const state = useQuery({
    queryKey: pushDeviceKey(uid),
    queryFn: readPushDeviceState,
    // Read again on each mount and focus: the member may have allowed notifications in the browser's own settings
    // meanwhile, or the app's worker arrived after the first read. Asking the browser costs no request.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const reread = () => queryClient.invalidateQueries({ queryKey: pushDeviceKey(uid) });

  const turnOn = useMutation({
    mutationFn: subscribeThisDevice,
    // A refusal at the prompt is the blocked state, read again with the rest: not a failure to report.
    onSettled: reread,
  });
  const turnOff = useMutation({ mutationFn: () => unsubscribeThisDevice('signed-out'), onSettled: reread });

  const working = turnOn.isPending ? 'turningOn' : turnOff.isPending ? 'turningOff' : null;
  return {
    state: state.data ?? null,
    working,
    turnOn: turnOn.mutateAsync,
    turnOff: turnOff.mutateAsync,
  } as const;
}

export const isRefusedAtPrompt = (error: unknown) => error instanceof PushBlockedError;
export type { PushDeviceState };
