/**
 * What both journey runs share (playwright.config.ts with the embedded identity service, playwright.firebase.config.ts
 * with Firebase Authentication): the browser, the layouts, and the stand-ins and server each run starts.
 */
import os from 'node:os';
import path from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { databaseUrlOn } from '../../apps/api/src/test/database-server';
import { standInClients } from '../../apps/api/src/test/oidc-stand-in-clients';
import { chromiumFlags, chromiumPath } from '../../bench/support/chromium';
import { taggedForOtherLayouts, type LayoutName } from './layouts';
import {
  journeyAdminEmail,
  journeyStaffEmail,
  journeyStaffPassword,
  staffAccountProjects,
  staffJourneyProjects,
} from './staff';

/** Journeys run in each language; Arabic on a phone and a desktop, since that is where right-to-left breaks. */
export const layouts: { name: LayoutName; locale: string; device: (typeof devices)[string] }[] = [
  { name: 'en-desktop', locale: 'en-GB', device: devices['Desktop Chrome'] },
  { name: 'en-phone', locale: 'en-GB', device: devices['Pixel 7'] },
  { name: 'fr-desktop', locale: 'fr-FR', device: devices['Desktop Chrome'] },
  { name: 'ar-desktop', locale: 'ar-MA', device: devices['Desktop Chrome'] },
  { name: 'ar-phone', locale: 'ar-MA', device: devices['Pixel 7'] },
];

export const projectOf = ({ name, locale, device }: (typeof layouts)[number]) => ({
  name,
  grepInvert: taggedForOtherLayouts(name),
  use: {
    ...device,
    // A phone's width, touch and user agent, drawn at one device pixel per CSS pixel: Chromium here paints without
    // a GPU, and a Pixel's 2.6 ratio (seven times the pixels) cost the phone journeys about a sixth of their time.
    // No journey reads the ratio; layout follows the viewport.
    deviceScaleFactor: 1,
    browserName: 'chromium' as const,
    locale,
    viewport: name.endsWith('phone') ? { width: 360, height: 780 } : { width: 1280, height: 860 },
  },
});

export const sharedOptions = (port: number): PlaywrightTestConfig => ({
  testDir: '.',
  // Its own folder per run when several runs share a checkout; Playwright empties it at the start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  // The longest journeys (sign up, pay, cancel, resume, print) take 30–45 s on a busy 2-core machine; a hang still
  // shows, since each step's own wait is 5 s.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Clears the run's record of member-facing answers; its teardown fails the run if one carried another member's
  // user id (issue 36).
  globalSetup: path.join(import.meta.dirname, 'member-answers-check.ts'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The installable app's worker is the pwa journey's subject (it allows it there); elsewhere it would only spend
    // the machine's time precaching every build file in every new context.
    serviceWorkers: 'block',
    // Recorded on the retry, not from every first attempt: tracing each journey (a screenshot per action) cost the
    // run about a third of its browser time. A failure in CI is retried once, and that retry keeps its trace; locally,
    // add `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
});

/**
 * The demo data and the staff accounts of the journeys that write as staff, an ambassador and an admin per layout
 * served here, made in one process on the server's database before it starts.
 */
const journeyAccountsCommand = (servesLayout: (name: string) => boolean) =>
  [
    'node --import tsx ../apps/api/src/test/journey-accounts.ts',
    journeyStaffPassword,
    ...staffAccountProjects.filter(servesLayout).map((project) => `karim:${journeyStaffEmail(project)}`),
    ...staffJourneyProjects.filter(servesLayout).map((project) => `admin:${journeyAdminEmail(project)}`),
  ].join(' ');

/** The Firebase project the journeys' emulator plays: a `demo-` project reaches nothing outside this machine. */
export const firebaseJourneyProject = 'demo-vitalia';

/**
 * With a PostgreSQL server (DATABASE_URL, as CI has), English desktop's journeys go through what production runs
 * (issue 20): two servers on one database behind nginx (`npm run start:cluster`). The other layouts keep the embedded
 * server, so both arrangements are proven in one run, at the cost of one layout's journeys rather than a pass of
 * their own. Without PostgreSQL every layout uses the embedded server.
 */
const clusterLayout = 'en-desktop';
export const clusterServer = process.env.DATABASE_URL || null;
export const clusterPortOf = (port: number) => port + 40;

/** The cluster's own database on the PostgreSQL server, made afresh each run. */
export const clusterDatabaseUrlOf = (clusterPort: number) =>
  databaseUrlOn(clusterServer!, `vitalia_journeys_${clusterPort}`);

/** The address each layout's journeys open: the cluster's front for its layout, the embedded server's otherwise. */
export const baseUrlOf = (layout: string, port: number) =>
  `http://127.0.0.1:${clusterServer && layout === clusterLayout ? clusterPortOf(port) : port}`;

/**
 * The stand-ins (an OpenID provider for Google and Apple, an SMTP listener, with Firebase the Authentication
 * emulator) and the real server on its own embedded database, with the demo plans and accounts, serving the web app
 * built by the test command; with a PostgreSQL server, the cluster too. Each run takes ports from its own: `port`
 * and up.
 */
export function journeyServers({
  port,
  identity,
}: {
  port: number;
  identity: 'embedded' | 'firebase';
}): NonNullable<PlaywrightTestConfig['webServer']> {
  const oidcPort = port + 10;
  const smtpPort = port + 20;
  const firebasePort = port + 30;
  const withCluster = identity === 'embedded' && clusterServer !== null;
  const appOrigins = [port, ...(withCluster ? [clusterPortOf(port)] : [])].map(
    (appPort) => `http://127.0.0.1:${appPort}`,
  );
  // `localhost`, not 127.0.0.1: the provider must be another site than the app, as Google and Apple are.
  const oidcIssuer = `http://localhost:${oidcPort}`;
  // Set once by the runner and inherited by its workers, which read the mail the SMTP stand-in received from it.
  process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `vitalia-e2e-${process.pid}`);
  const dataDir = process.env.E2E_DATA_DIR;
  const mailDir = path.join(dataDir, 'smtp-received');
  const firebaseHost = `127.0.0.1:${firebasePort}`;
  // The workers reach the emulator too: to make an account or end a session the way Firebase would.
  if (identity === 'firebase') process.env.E2E_FIREBASE_EMULATOR_HOST = firebaseHost;

  const appEnvironment = {
    HOST: '127.0.0.1',
    // Several runs can share a machine, each with its own build; empty → the server's default (apps/web/dist).
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
    LOG_LEVEL: 'warn',
    // The run's end stops the servers: no proxy to drain for (the drain is server.test.ts's).
    DRAIN_SECONDS: '0',
    // Every journey signs in from 127.0.0.1; the per-IP limits are proven by the API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GOOGLE_ISSUER: oidcIssuer,
    GOOGLE_CLIENT_ID: standInClients['google.com'].clientId,
    GOOGLE_CLIENT_SECRET: standInClients['google.com'].clientSecret,
    APPLE_ISSUER: oidcIssuer,
    APPLE_CLIENT_ID: standInClients['apple.com'].clientId,
    APPLE_CLIENT_SECRET: standInClients['apple.com'].clientSecret,
    ...(identity === 'firebase'
      ? {
          IDENTITY: 'firebase',
          FIREBASE_PROJECT_ID: firebaseJourneyProject,
          FIREBASE_API_KEY: 'journeys-web-api-key',
          FIREBASE_AUTH_DOMAIN: `${firebaseJourneyProject}.firebaseapp.com`,
          FIREBASE_AUTH_EMULATOR_HOST: firebaseHost,
        }
      : {}),
  };

  return [
    {
      // A real OpenID provider standing in for Google and Apple (apps/api/src/test/oidc-stand-in.ts).
      command: `node --import tsx ../apps/api/src/test/oidc-stand-in.ts ${oidcPort} ${appOrigins.join(',')} localhost`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A real SMTP listener: reset codes travel by SMTP, as they would in production.
      command: `node --import tsx ../apps/api/src/test/smtp-stand-in.ts ${smtpPort} ${mailDir}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(identity === 'firebase'
      ? [
          {
            command: `node --import tsx ../apps/api/src/test/firebase-emulator-stand-in.ts ${firebasePort}`,
            url: `http://${firebaseHost}/`,
            reuseExistingServer: false,
            timeout: 90_000,
          },
        ]
      : []),
    {
      // The seed runs first and exits: an embedded database opens in one process at a time. With Firebase the demo
      // and journey accounts are made there, so the emulator starts first (webServer entries start in order).
      command: [
        // A staff account for each layout that writes as staff, so no two projects share one staff session (a
        // language chosen in one would reach the other through the profile). The identity journeys need none.
        journeyAccountsCommand(
          (layout) => identity !== 'firebase' && baseUrlOf(layout, port) === appOrigins[0],
        ),
        'node --import tsx ../apps/api/src/server.ts',
      ].join(' && '),
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // The demo data and the journey accounts come first: beside other work on two cores they can take a minute
      // or more.
      timeout: 180_000,
      env: {
        ...appEnvironment,
        PORT: String(port),
        PUBLIC_URL: appOrigins[0]!,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
    },
    ...(withCluster ? [clusterOf({ port: clusterPortOf(port), dataDir, appEnvironment })] : []),
  ];
}

/**
 * Two servers on a database of their own on the PostgreSQL server, made afresh each run, behind nginx; the cluster's
 * layout's staff accounts are made before its servers start.
 */
function clusterOf({
  port,
  dataDir,
  appEnvironment,
}: {
  port: number;
  dataDir: string;
  appEnvironment: Record<string, string>;
}) {
  return {
    command: [
      'node --import tsx ../apps/api/src/test/journey-database.ts',
      journeyAccountsCommand((layout) => layout === clusterLayout),
      'node ../scripts/start-cluster.mjs --no-build',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      ...appEnvironment,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dataDir, 'cluster'),
      DATABASE_URL: clusterDatabaseUrlOf(port),
    },
  };
}
