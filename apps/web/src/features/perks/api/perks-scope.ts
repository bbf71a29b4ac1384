import type { Language } from '@vitalia/contracts';
import { useMemo } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * Every perks query belongs to one member reading one language: the next person in this tab must not see the last
 * one's codes, and the server words partner texts in the profile's language (D9), so a new language is a new read.
 */
export type PerksScope = readonly ['perks', string | null, Language | null];

export function usePerksScope(): PerksScope {
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const language = useAuthStore((state) => state.profile?.language ?? null);
  return useMemo(() => ['perks', uid, language] as const, [uid, language]);
}
