import { defineConfig } from '@playwright/test';
import { baseUrlOf, journeyServers, layouts, projectOf, sharedOptions } from './support/journey-setup';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The core journeys (sign-in, billing, rewards) run on every layout. The rest run on the two that differ most,
 * English desktop and Arabic phone, where a feature's own specs do not already choose their layouts: the suite
 * stays within its time budget as features arrive (decision 033).
 */
const twoLayoutAreas = ['profile/**', 'settings/**', 'public/**'];
const isTwoLayoutProject = (name: string) => name === 'en-desktop' || name === 'ar-phone';

export default defineConfig({
  ...sharedOptions(port),
  projects: layouts.map((layout) => {
    const project = projectOf(layout);
    return {
      ...project,
      use: { ...project.use, baseURL: baseUrlOf(layout.name, port) },
      ...(isTwoLayoutProject(layout.name) ? {} : { testIgnore: twoLayoutAreas }),
    };
  }),
  webServer: journeyServers({ port, identity: 'embedded' }),
});
