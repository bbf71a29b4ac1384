import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines CI and development run
    // on. Each test file has its own database (PGlite in memory, or its own PostgreSQL database) and takes ports from
    // the system, so files run side by side safely, and the unit and API steps take about half the time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/migrated-template.ts'],
          // One module graph per worker rather than per file: loading the app's modules again for each of some
          // eighty files was a third of the step. Each file builds its own app on its own database, so no state
          // travels between files through the app; run with `--sequence.shuffle.files` after adding module-level state.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
