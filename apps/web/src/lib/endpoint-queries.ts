import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  endpointName,
  type AnswerOf,
  type Endpoint,
  type InputOf,
  type Language,
  type Resource,
} from '@vitalia/contracts';
import { useCallback, useMemo } from 'react';
import { useAuthStore } from './auth-store';
import { call, type InputArgs } from './endpoint-client';

/**
 * Every cached answer belongs to one person reading one language: the next person in this tab must not see the last
 * one's data, and the server words some texts in the profile's language (D9), so a new language is a new read.
 */
export type CallerScope = readonly [uid: string | null, language: Language | null];

export function useCallerScope(): CallerScope {
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const language = useAuthStore((state) => state.profile?.language ?? null);
  return useMemo(() => [uid, language] as const, [uid, language]);
}

/** `[resource, uid, language, endpoint, input]`: a resource's answers share a prefix, so they refresh together. */
export function keyOf<E extends Endpoint>(endpoint: E, scope: CallerScope, input?: InputOf<E>) {
  return [endpoint.resource, ...scope, endpointName(endpoint), input ?? {}] as const;
}

/** Every cached answer about these resources, for everyone's scope. */
export const resourceKey = (resource: Resource) => [resource] as const;

export function endpointQuery<E extends Endpoint>(endpoint: E, scope: CallerScope, ...args: InputArgs<E>) {
  return queryOptions({
    queryKey: keyOf(endpoint, scope, args[0]),
    queryFn: () => call(endpoint, ...args),
  });
}

type DataOf<E extends Endpoint> = AnswerOf<E> extends { data: infer Data } ? Data : never;
const dataOf = <Data>(answer: { data: Data }) => answer.data;

/** The `data` of a `{ data }` answer, which is what screens read. */
export function useEndpointData<E extends Endpoint>(endpoint: E, ...args: InputArgs<E>) {
  return useQuery({
    ...endpointQuery(endpoint, useCallerScope(), ...args),
    select: dataOf as (answer: AnswerOf<E>) => DataOf<E>,
  });
}

/** Refreshes what a change touched, by resource: "rewards changed" reaches the staff catalogue and the perks alike. */
export function useResourcesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (resources: readonly Resource[]) =>
      Promise.all(
        resources.map((resource) => queryClient.invalidateQueries({ queryKey: resourceKey(resource) })),
      ),
    [queryClient],
  );
}

/** A change through an endpoint; on success the resources it declares changed are refreshed. */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  options: Omit<UseMutationOptions<AnswerOf<E>, Error, InputOf<E>>, 'mutationFn'> = {},
) {
  const resourcesChanged = useResourcesChanged();
  return useMutation({
    ...options,
    mutationFn: (input: InputOf<E>) => call(endpoint, ...([input] as InputArgs<E>)),
    onSuccess: async (...results) => {
      await resourcesChanged(endpoint.changes ?? []);
      await options.onSuccess?.(...results);
    },
  });
}
