/**
 * Single sign-on, web side (spec §4, D3): leaving for a provider, coming back, connecting one from settings. Loaded
 * on demand (the provider buttons, the way back, settings), never by /login up front (docs/decisions/005).
 */
import {
  ErrorCode,
  resolveNewAccountLanguage,
  sessionRoutes,
  type userEndpoints,
  type FederatedProvider,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { showErrorAlert } from './alert-store';
import { apiErrorOf, isCode } from './api-client';
import { sessionSteps, useAuthStore } from './auth-store';
import { call } from './endpoint-client';
import { identityClient } from './identity-client';

const { transition, rememberSession, loadProfile, applyProfile, clearSession, chosenLanguage } = sessionSteps;

/** Brand names, the same in every language. */
export const providerNames: Record<FederatedProvider, string> = {
  'google.com': 'Google',
  'apple.com': 'Apple',
};
export const isFederatedProvider = (value: string | null): value is FederatedProvider =>
  value !== null && Object.hasOwn(providerNames, value);

/** Which provider's button is busy: the spec's one loading flag per provider (§4), keyed by provider. */
export function useProviderLoading(): Record<FederatedProvider, boolean> {
  const google = useAuthStore((state) => state.googleLoading);
  const apple = useAuthStore((state) => state.appleLoading);
  return { 'google.com': google, 'apple.com': apple };
}

const loadingFlagOf = (provider: FederatedProvider) =>
  provider === 'google.com' ? ('googleLoading' as const) : ('appleLoading' as const);

async function leaveForProvider(provider: FederatedProvider, isLinking: boolean): Promise<void> {
  const flag = loadingFlagOf(provider);
  useAuthStore.setState({ [flag]: true });
  try {
    await identityClient.redirectToProvider(provider, { isLinking });
  } catch {
    useAuthStore.setState({ [flag]: false });
    showErrorAlert(i18next.t('common:alerts.signInWithFailed', { provider: providerNames[provider] }));
  }
}

/** Spec §4: the first and second words of the provider's display name become first and last name. */
function namesOf(displayName: string | null) {
  const [firstname = null, lastname = null] = displayName?.trim().split(/\s+/) ?? [];
  return { firstname, lastname };
}

/** Refusals with a message of their own; anything else is the spec's 'Failed to sign in with {provider}'. */
const explainedFailures = [
  ErrorCode.emailBelongsToPasswordAccount,
  ErrorCode.providerIdentityTaken,
  ErrorCode.providerUnavailable,
];

/** What to tell a person the provider round trip failed with (`?federatedError=<code>&provider=<id>`). */
function federatedFailureMessage(code: string, provider: string | null): string {
  if (isCode(code, ...explainedFailures)) return i18next.t(`errors:${code}`);
  const name =
    provider && Object.hasOwn(providerNames, provider)
      ? providerNames[provider as keyof typeof providerNames]
      : '';
  return i18next.t('common:alerts.signInWithFailed', { provider: name });
}

export const federatedActions = {
  /** Leaves for the provider; the spinner on its button stays until the page is gone. */
  signInWithProvider: (provider: FederatedProvider) => leaveForProvider(provider, false),

  /** Settings: connects a provider to the signed-in member; the browser comes back to settings. */
  connectProvider: (provider: FederatedProvider) => leaveForProvider(provider, true),

  /** Back on settings with a token to connect (Firebase, decision 041); a refusal is told, then rethrown. */
  async completeProviderLink(provider: FederatedProvider): Promise<void> {
    const flag = loadingFlagOf(provider);
    useAuthStore.setState({ [flag]: true });
    try {
      await identityClient.completeProviderLink?.();
    } catch (error) {
      showFederatedFailure(apiErrorOf(error).code, provider);
      throw error;
    } finally {
      useAuthStore.setState({ [flag]: false });
    }
  },

  /**
   * Spec §4 single sign-on, on the way back from the provider: the session the server opened with the profile (or
   * users/me after it); a person the product does not know yet (4004) is registered with the names of the provider's
   * display name.
   */
  completeFederatedSignIn: (provider: FederatedProvider) => {
    const flag = loadingFlagOf(provider);
    useAuthStore.setState({ [flag]: true });
    return transition(
      'common:alerts.signInWithFailed',
      async () => {
        const restored = await identityClient.completeProviderSignIn();
        if (!restored) throw new Error('no session came back from the provider');
        const { user } = restored;
        rememberSession(user);
        if (restored.profile) return applyProfile(user, restored.profile);
        try {
          await loadProfile(user).catch(async (error: unknown) => {
            if (!isCode(apiErrorOf(error).code, ErrorCode.notFound)) throw error;
            const { data } = await call<typeof userEndpoints.register>(sessionRoutes.register, {
              body: {
                email: user.email,
                authProvider: provider,
                uid: user.uid,
                ...namesOf(user.displayName),
                language: resolveNewAccountLanguage(chosenLanguage()),
              },
            });
            applyProfile(user, data);
          });
        } catch (error) {
          // Half signed in helps nobody: without a profile the session goes too, and the person can try again.
          await identityClient.signOut().catch(() => undefined);
          clearSession();
          throw error;
        }
      },
      {
        failureValues: { provider: providerNames[provider] },
        // With Firebase the refusal comes here rather than through the callback's address: told the same way.
        isExplainedByScreen: (failure) => isCode(failure.code, ...explainedFailures),
      },
    )
      .catch((error: unknown) => {
        const { code } = apiErrorOf(error);
        if (isCode(code, ...explainedFailures)) showFederatedFailure(code, provider);
        throw error;
      })
      .finally(() => useAuthStore.setState({ [flag]: false }));
  },
};

export const showFederatedFailure = (code: string, provider: string | null) =>
  showErrorAlert(federatedFailureMessage(code, provider));
