import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One module graph and one jsdom per worker rather than per file: run alone on 2 cores, the project took 101 s
    // and takes 34 s so. src/test/setup.ts puts back what a file leaves behind. A vi.mock misses the modules an
    // earlier file loaded, so tests spy on `api` and the stores instead. Run with `--sequence.shuffle.files` after
    // adding state that outlives a file (a module-level variable, a global, a store).
    isolate: false,
  },
});
