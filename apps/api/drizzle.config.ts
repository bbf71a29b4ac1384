import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file, wherever its feature or the platform keeps it: a new feature needs no line in a list here.
  schema: ['./src/features/*/*.schema.ts', './src/lib/**/*.schema.ts', './src/db/schema.ts'],
  out: './src/db/migrations',
});
