import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set once by the runner and inherited by its workers, which read the server's outbox from it.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `vitalia-e2e-${process.pid}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Journeys run in each language; Arabic on a phone and a desktop, since that is where right-to-left breaks. */
const languages = [
  { name: 'en-desktop', locale: 'en-GB', device: devices['Desktop Chrome'] },
  { name: 'en-phone', locale: 'en-GB', device: devices['Pixel 7'] },
  { name: 'fr-desktop', locale: 'fr-FR', device: devices['Desktop Chrome'] },
  { name: 'ar-desktop', locale: 'ar-MA', device: devices['Desktop Chrome'] },
  { name: 'ar-phone', locale: 'ar-MA', device: devices['Pixel 7'] },
];

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: languages.map(({ name, locale, device }) => ({
    name,
    use: {
      ...device,
      browserName: 'chromium' as const,
      locale,
      viewport: name.endsWith('phone') ? { width: 360, height: 780 } : { width: 1280, height: 860 },
    },
  })),
  webServer: {
    // The real server on its own embedded database, serving the web app built by the test command.
    command: 'node --import tsx ../apps/api/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-IP limits are proven by the API tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
