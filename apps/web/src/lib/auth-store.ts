import {
  ErrorCode,
  languageStorageKey,
  resolveNewAccountLanguage,
  sessionRoutes,
  type userEndpoints,
  type Credentials,
  type Language,
  type Profile,
  type ProfileUpdate,
  type Subscription,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { create } from 'zustand';
import { hideAlert, showErrorAlert, showLoadingAlert } from './alert-store';
import { apiErrorOf, isCode, whenSessionLost, type ApiError } from './api-client';
import type { AuthUser } from './auth-store-types';
import { call } from './endpoint-client';
import { changeLanguage } from './i18n';
import { identityClient } from './identity-client';

export type { AuthUser } from './auth-store-types';

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

const signedOut = { user: null, profile: null, subscription: null } as const;

export const useAuthStore = create<AuthState>(() => ({
  ...signedOut,
  isInitialized: false,
  loading: false,
  googleLoading: false,
  appleLoading: false,
}));

/**
 * A non-secret hint that this browser holds a session (spec §4 `userSession`), so a first visit does not ask the
 * identity service for one. The tokens themselves never touch localStorage (D3).
 */
const sessionHintKey = 'userSession';
export const hasSessionHint = () => localStorage.getItem(sessionHintKey) != null;
function rememberSession(user: AuthUser) {
  localStorage.setItem(sessionHintKey, JSON.stringify({ uid: user.uid }));
}

function applyProfile(user: AuthUser, profile: Profile) {
  useAuthStore.setState({ user, profile, subscription: profile.subscription });
  // D5: once signed in, the profile's language is the interface language.
  if (profile.language !== i18next.resolvedLanguage) void changeLanguage(profile.language);
}

async function fetchProfile(): Promise<Profile> {
  const { data } = await call<typeof userEndpoints.me>(sessionRoutes.me);
  return data;
}

async function loadProfile(user: AuthUser) {
  applyProfile(user, await fetchProfile());
}

function clearSession() {
  localStorage.removeItem(sessionHintKey);
  useAuthStore.setState({ ...signedOut });
}

/**
 * Wraps a transition: the 'Loading...' alert while it runs, the spec's failure message if it fails — unless the
 * screen explains that failure itself (`isExplainedByScreen`), where a modal on top would only hide the way on. It
 * leaves `loading` alone: that flag is guard rule 1's "the auth state is loading", and raising it would swap the
 * screen for the full-screen spinner, throwing away what the person typed.
 */
async function transition<T>(
  failureKey: string,
  run: () => Promise<T>,
  {
    failureValues,
    isExplainedByScreen = () => false,
  }: { failureValues?: Record<string, string>; isExplainedByScreen?: (failure: ApiError) => boolean } = {},
): Promise<T> {
  showLoadingAlert();
  try {
    const result = await run();
    hideAlert();
    return result;
  } catch (error) {
    const failure = apiErrorOf(error);
    // A lost session has already said so ('Session expired…'); a second alert would cover it.
    if (failure.code === 'auth/session-expired') throw failure;
    if (isExplainedByScreen(failure)) hideAlert();
    else showErrorAlert(i18next.t(failureKey, failureValues));
    throw failure;
  }
}

/** The sign-up form puts these on its fields: a taken email (with the ways on) and any refused field. */
const isExplainedBySignUpForm = (failure: ApiError) =>
  isCode(failure.code, ErrorCode.emailTaken) || failure.details.length > 0;

/** The sign-in form says these above its fields: a wrong email or password, too many tries, a refused field. */
const isExplainedBySignInForm = (failure: ApiError) =>
  isCode(failure.code, ErrorCode.wrongCredentials, ErrorCode.tooManyRequests) || failure.details.length > 0;

/** docs/decisions/007: the language the person chose in the switcher, or the one their browser asked for. */
function chosenLanguage(): string | null {
  return localStorage.getItem(languageStorageKey) ?? navigator.language.split('-')[0] ?? null;
}

let initialization: Promise<void> | null = null;
let isSigningOut = false;

/**
 * How a session ended: signed out by the member, while it can still sign a call; or lost (no fresh token could be
 * had), when nothing more can be asked of the API and only this browser can be tidied.
 */
export type SessionEnd = 'signed-out' | 'lost';

/**
 * What a feature undoes on this device when the session ends (Web Push ends this browser's subscription: the next
 * person here must get nothing). Registered by the signed-in frame, so that no feature's code joins the first load;
 * a step that fails never keeps anyone signed in.
 */
const signOutSteps = new Set<(end: SessionEnd) => Promise<void>>();
export function beforeSignOut(step: (end: SessionEnd) => Promise<void>) {
  signOutSteps.add(step);
  return () => void signOutSteps.delete(step);
}
const runSignOutSteps = (end: SessionEnd) =>
  Promise.all([...signOutSteps].map((step) => step(end).catch(() => undefined)));

/**
 * Spec §4: run once at start; a failed profile load leaves the person signed out, and initialised either way. The
 * session and the profile are asked for while the copy loads (`copyLoaded`), rather than after it, and in one round
 * trip where the identity service answers both; the profile (which may switch the language) is applied once the copy
 * is there.
 */
export function initializeAuth(copyLoaded: Promise<void>): Promise<void> {
  initialization ??= (async () => {
    // Spec §7: no fresh token could be had, so the person is signed out and told why. A call still in flight when
    // they signed out themselves finds no token either: that is not news to them.
    whenSessionLost(async () => {
      if (isSigningOut || !useAuthStore.getState().user) return;
      await runSignOutSteps('lost');
      await identityClient.signOut().catch(() => undefined);
      clearSession();
      await copyLoaded;
      showErrorAlert(i18next.t('errors:auth/session-expired'));
    });
    try {
      const restored = hasSessionHint() ? await identityClient.restore() : null;
      if (restored) {
        const profile = restored.profile ?? (await fetchProfile());
        await copyLoaded;
        applyProfile(restored.user, profile);
      } else clearSession();
    } catch {
      clearSession();
    } finally {
      useAuthStore.setState({ isInitialized: true });
    }
  })();
  return initialization;
}

/**
 * The store's own steps, for lib/federated-session.ts: single sign-on is loaded only when someone uses it, so it
 * stays out of what /login must download (docs/decisions/005).
 */
export const sessionSteps = {
  transition,
  rememberSession,
  loadProfile,
  applyProfile,
  clearSession,
  chosenLanguage,
};

export const authActions = {
  /** Spec §4 sign-up: identity, then the backend registration (authProvider password, no names), then the profile. */
  signUp: (credentials: Credentials) =>
    transition(
      'common:alerts.createAccountFailed',
      async () => {
        const user = await identityClient.signUp(credentials);
        rememberSession(user);
        const language = resolveNewAccountLanguage(chosenLanguage());
        const { data } = await call<typeof userEndpoints.register>(sessionRoutes.register, {
          body: {
            email: user.email,
            authProvider: 'password',
            uid: user.uid,
            firstname: null,
            lastname: null,
            language,
          },
        });
        applyProfile(user, data);
      },
      { isExplainedByScreen: isExplainedBySignUpForm },
    ),

  signIn: (credentials: Credentials) =>
    transition(
      'common:alerts.signInFailed',
      async () => {
        const user = await identityClient.signIn(credentials);
        rememberSession(user);
        await loadProfile(user);
      },
      { isExplainedByScreen: isExplainedBySignInForm },
    ),

  /** Spec §4 sign-out: forget the stored session, sign out, clear user, profile and subscription. */
  signOut: () =>
    transition('common:alerts.signOutFailed', async () => {
      isSigningOut = true;
      try {
        await runSignOutSteps('signed-out');
        localStorage.removeItem(sessionHintKey);
        await identityClient.signOut();
        clearSession();
      } finally {
        isSigningOut = false;
      }
    }),

  /** D5: switching language while signed in changes the interface at once and is kept on the profile. */
  async setLanguage(language: Language): Promise<void> {
    await changeLanguage(language);
    const user = useAuthStore.getState().user;
    if (!user) return;
    const { data } = await call<typeof userEndpoints.updateProfile>(sessionRoutes.updateProfile, {
      body: { language },
    });
    applyProfile(user, data);
  },

  /**
   * Spec §4: the stored profile is replaced by the answer. The screen then says it was saved, with a toast rather than
   * a modal (issue 39): completing a profile leads on to the plans, which a modal would cover.
   */
  updateProfile(changes: ProfileUpdate): Promise<Profile> {
    return transition('common:alerts.updateProfileFailed', async () => {
      const { data } = await call<typeof userEndpoints.updateProfile>(sessionRoutes.updateProfile, {
        body: changes,
      });
      const user = useAuthStore.getState().user;
      if (user) applyProfile(user, data);
      return data;
    });
  },

  /** After a plan change (issue 4): the profile's subscription drives the guard and the dashboard. */
  async reloadProfile(): Promise<void> {
    const user = useAuthStore.getState().user;
    if (user) await loadProfile(user);
  },

  /** A profile another call answered with (the picture upload): stored as it came, without an alert. */
  replaceProfile(profile: Profile) {
    const user = useAuthStore.getState().user;
    if (user) applyProfile(user, profile);
  },
};
