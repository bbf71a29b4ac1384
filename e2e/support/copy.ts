import type { TestInfo } from '@playwright/test';
import arApp from '../../apps/web/src/locales/ar/app.json' with { type: 'json' };
import arBilling from '../../apps/web/src/locales/ar/billing.json' with { type: 'json' };
import arPlans from '../../apps/web/src/locales/ar/plans.json' with { type: 'json' };
import enApp from '../../apps/web/src/locales/en/app.json' with { type: 'json' };
import enBilling from '../../apps/web/src/locales/en/billing.json' with { type: 'json' };
import enPlans from '../../apps/web/src/locales/en/plans.json' with { type: 'json' };
import frApp from '../../apps/web/src/locales/fr/app.json' with { type: 'json' };
import frBilling from '../../apps/web/src/locales/fr/billing.json' with { type: 'json' };
import frPlans from '../../apps/web/src/locales/fr/plans.json' with { type: 'json' };
import arErrors from '../../apps/web/src/locales/ar/errors.json' with { type: 'json' };
import arHealth from '../../apps/web/src/locales/ar/health.json' with { type: 'json' };
import arProfile from '../../apps/web/src/locales/ar/profile.json' with { type: 'json' };
import arSettings from '../../apps/web/src/locales/ar/settings.json' with { type: 'json' };
import enErrors from '../../apps/web/src/locales/en/errors.json' with { type: 'json' };
import enHealth from '../../apps/web/src/locales/en/health.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import enSettings from '../../apps/web/src/locales/en/settings.json' with { type: 'json' };
import frErrors from '../../apps/web/src/locales/fr/errors.json' with { type: 'json' };
import frHealth from '../../apps/web/src/locales/fr/health.json' with { type: 'json' };
import frProfile from '../../apps/web/src/locales/fr/profile.json' with { type: 'json' };
import frSettings from '../../apps/web/src/locales/fr/settings.json' with { type: 'json' };
import arAuth from '../../apps/web/src/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../apps/web/src/locales/ar/common.json' with { type: 'json' };
import arHelp from '../../apps/web/src/locales/ar/help.json' with { type: 'json' };
import arLegal from '../../apps/web/src/locales/ar/legal.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enHelp from '../../apps/web/src/locales/en/help.json' with { type: 'json' };
import enLegal from '../../apps/web/src/locales/en/legal.json' with { type: 'json' };
import frAuth from '../../apps/web/src/locales/fr/auth.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import frHelp from '../../apps/web/src/locales/fr/help.json' with { type: 'json' };
import frLegal from '../../apps/web/src/locales/fr/legal.json' with { type: 'json' };
import arRewards from '../../apps/web/src/locales/ar/rewards.json' with { type: 'json' };
import arDraws from '../../apps/web/src/locales/ar/draws.json' with { type: 'json' };
import arStatistics from '../../apps/web/src/locales/ar/statistics.json' with { type: 'json' };
import arPerks from '../../apps/web/src/locales/ar/perks.json' with { type: 'json' };
import arJobs from '../../apps/web/src/locales/ar/jobs.json' with { type: 'json' };
import arCommunity from '../../apps/web/src/locales/ar/community.json' with { type: 'json' };
import enCommunity from '../../apps/web/src/locales/en/community.json' with { type: 'json' };
import frCommunity from '../../apps/web/src/locales/fr/community.json' with { type: 'json' };
import arCoach from '../../apps/web/src/locales/ar/coach.json' with { type: 'json' };
import arPersona from '../../apps/web/src/locales/ar/persona.json' with { type: 'json' };
import enCoach from '../../apps/web/src/locales/en/coach.json' with { type: 'json' };
import enPersona from '../../apps/web/src/locales/en/persona.json' with { type: 'json' };
import frCoach from '../../apps/web/src/locales/fr/coach.json' with { type: 'json' };
import frPersona from '../../apps/web/src/locales/fr/persona.json' with { type: 'json' };
import arFeed from '../../apps/web/src/locales/ar/feed.json' with { type: 'json' };
import enFeed from '../../apps/web/src/locales/en/feed.json' with { type: 'json' };
import frFeed from '../../apps/web/src/locales/fr/feed.json' with { type: 'json' };
import enRewards from '../../apps/web/src/locales/en/rewards.json' with { type: 'json' };
import enDraws from '../../apps/web/src/locales/en/draws.json' with { type: 'json' };
import enStatistics from '../../apps/web/src/locales/en/statistics.json' with { type: 'json' };
import enPerks from '../../apps/web/src/locales/en/perks.json' with { type: 'json' };
import enJobs from '../../apps/web/src/locales/en/jobs.json' with { type: 'json' };
import frRewards from '../../apps/web/src/locales/fr/rewards.json' with { type: 'json' };
import frDraws from '../../apps/web/src/locales/fr/draws.json' with { type: 'json' };
import frStatistics from '../../apps/web/src/locales/fr/statistics.json' with { type: 'json' };
import frPerks from '../../apps/web/src/locales/fr/perks.json' with { type: 'json' };
import frJobs from '../../apps/web/src/locales/fr/jobs.json' with { type: 'json' };

import arGames from '../../apps/web/src/locales/ar/games.json' with { type: 'json' };
import arGamesAdmin from '../../apps/web/src/locales/ar/games-admin.json' with { type: 'json' };
import enGames from '../../apps/web/src/locales/en/games.json' with { type: 'json' };
import enGamesAdmin from '../../apps/web/src/locales/en/games-admin.json' with { type: 'json' };
import frGames from '../../apps/web/src/locales/fr/games.json' with { type: 'json' };
import frGamesAdmin from '../../apps/web/src/locales/fr/games-admin.json' with { type: 'json' };
import arErrorsApp from '../../apps/web/src/locales/ar/errors-app.json' with { type: 'json' };
import enErrorsApp from '../../apps/web/src/locales/en/errors-app.json' with { type: 'json' };
import frErrorsApp from '../../apps/web/src/locales/fr/errors-app.json' with { type: 'json' };
import arMembersAdmin from '../../apps/web/src/locales/ar/members-admin.json' with { type: 'json' };
import enMembersAdmin from '../../apps/web/src/locales/en/members-admin.json' with { type: 'json' };
import frMembersAdmin from '../../apps/web/src/locales/fr/members-admin.json' with { type: 'json' };
import arSupport from '../../apps/web/src/locales/ar/support.json' with { type: 'json' };
import enSupport from '../../apps/web/src/locales/en/support.json' with { type: 'json' };
import frSupport from '../../apps/web/src/locales/fr/support.json' with { type: 'json' };
import arSupportInbox from '../../apps/web/src/locales/ar/support-inbox.json' with { type: 'json' };
import arNotifications from '../../apps/web/src/locales/ar/notifications.json' with { type: 'json' };
import enSupportInbox from '../../apps/web/src/locales/en/support-inbox.json' with { type: 'json' };
import enNotifications from '../../apps/web/src/locales/en/notifications.json' with { type: 'json' };
import frSupportInbox from '../../apps/web/src/locales/fr/support-inbox.json' with { type: 'json' };
import frNotifications from '../../apps/web/src/locales/fr/notifications.json' with { type: 'json' };
/** The product's own copy, so journeys assert what a person reads without restating it. */
const copy = {
  en: {
    app: enApp,
    auth: enAuth,
    billing: enBilling,
    plans: enPlans,
    common: enCommon,
    errors: enErrors,
    errorsApp: enErrorsApp,
    profile: enProfile,
    settings: enSettings,
    health: enHealth,
    help: enHelp,
    legal: enLegal,
    rewards: enRewards,
    draws: enDraws,
    statistics: enStatistics,
    perks: enPerks,
    jobs: enJobs,
    community: enCommunity,
    feed: enFeed,
    coach: enCoach,
    persona: enPersona,
    games: enGames,
    gamesAdmin: enGamesAdmin,
    membersAdmin: enMembersAdmin,
    support: enSupport,
    supportInbox: enSupportInbox,
    notifications: enNotifications,
    privacyDate: '21 October 2025',
  },
  fr: {
    app: frApp,
    auth: frAuth,
    billing: frBilling,
    plans: frPlans,
    common: frCommon,
    errors: frErrors,
    errorsApp: frErrorsApp,
    profile: frProfile,
    settings: frSettings,
    health: frHealth,
    help: frHelp,
    legal: frLegal,
    rewards: frRewards,
    draws: frDraws,
    statistics: frStatistics,
    perks: frPerks,
    jobs: frJobs,
    community: frCommunity,
    feed: frFeed,
    coach: frCoach,
    persona: frPersona,
    games: frGames,
    gamesAdmin: frGamesAdmin,
    membersAdmin: frMembersAdmin,
    support: frSupport,
    supportInbox: frSupportInbox,
    notifications: frNotifications,
    privacyDate: '21 octobre 2025',
  },
  ar: {
    app: arApp,
    auth: arAuth,
    billing: arBilling,
    plans: arPlans,
    common: arCommon,
    errors: arErrors,
    errorsApp: arErrorsApp,
    profile: arProfile,
    settings: arSettings,
    health: arHealth,
    help: arHelp,
    legal: arLegal,
    rewards: arRewards,
    draws: arDraws,
    statistics: arStatistics,
    perks: arPerks,
    jobs: arJobs,
    community: arCommunity,
    feed: arFeed,
    coach: arCoach,
    persona: arPersona,
    games: arGames,
    gamesAdmin: arGamesAdmin,
    membersAdmin: arMembersAdmin,
    support: arSupport,
    supportInbox: arSupportInbox,
    notifications: arNotifications,
    privacyDate: '21 أكتوبر 2025',
  },
};

export type Language = keyof typeof copy;

export function languageOf(testInfo: TestInfo): Language {
  return testInfo.project.name.slice(0, 2) as Language;
}

export function copyFor(testInfo: TestInfo) {
  return copy[languageOf(testInfo)];
}

/** Another language's copy, for a journey that switches language. */
export function copyIn(language: Language) {
  return copy[language];
}

/** "<screen> · Vitalia": what the browser tab reads on a screen, in that copy's language. */
export function pageTitle(languageCopy: { common: { titles: Record<string, string> } }, screen: string) {
  const { titles } = languageCopy.common;
  return titles.format!.replace('{{screen}}', titles[screen]!).replace('{{appName}}', 'Vitalia');
}

/** Strips the <tag> markers of a Trans string to the text a person sees. */
export function plain(text: string): string {
  return text.replace(/<\/?\w+>/g, '');
}
