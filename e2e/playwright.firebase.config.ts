import { defineConfig } from '@playwright/test';
import { journeyServers, layouts, projectOf, sharedOptions } from './support/journey-setup';

/** Its own ports, beside the embedded run's: the two can share a machine. */
const port = Number(process.env.E2E_FIREBASE_PORT ?? 3150);

/**
 * The identity journeys again (sign-up, sign-in, reset, Google and Apple, an ended session, settings' password and
 * deletion), with Firebase Authentication holding the credentials (issue 19, decision 041): the same screens and the
 * same specs, on English desktop only, to keep CI within its time budget.
 */
export default defineConfig({
  ...sharedOptions(port),
  testMatch: ['auth/*.spec.ts', 'settings/*.spec.ts'],
  projects: layouts.filter(({ name }) => name === 'en-desktop').map(projectOf),
  webServer: journeyServers({ port, identity: 'firebase' }),
});
