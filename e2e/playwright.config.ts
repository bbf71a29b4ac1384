import { defineConfig } from '@playwright/test';
import {
  baseUrlOf,
  clusterPortOf,
  clusterServer,
  journeyServers,
  layouts,
  projectOf,
  sharedOptions,
} from './support/journey-setup';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The core journeys (sign-in, billing, rewards) run on every layout. The rest run on the two that differ most,
 * English desktop and Arabic phone, where a feature's own specs do not already choose their layouts: the suite
 * stays within its time budget as features arrive (decision 033).
 */
const twoLayoutAreas = ['profile/**', 'settings/**', 'public/**'];
const isTwoLayoutProject = (name: string) => name === 'en-desktop' || name === 'ar-phone';

/** What the cluster's servers did together, checked once English desktop's journeys have gone through it (issue 20). */
const clusterChecks = 'cluster/**';

export default defineConfig({
  ...sharedOptions(port),
  projects: [
    ...layouts.map((layout) => {
      const project = projectOf(layout);
      return {
        ...project,
        use: { ...project.use, baseURL: baseUrlOf(layout.name, port) },
        testIgnore: [clusterChecks, ...(isTwoLayoutProject(layout.name) ? [] : twoLayoutAreas)],
      };
    }),
    ...(clusterServer
      ? [
          {
            name: 'cluster',
            testMatch: clusterChecks,
            dependencies: ['en-desktop'],
            use: { baseURL: `http://127.0.0.1:${clusterPortOf(port)}` },
          },
        ]
      : []),
  ],
  webServer: journeyServers({ port, identity: 'embedded' }),
});
