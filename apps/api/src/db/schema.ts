/**
 * The one Drizzle schema. Tables arrive with the features that own them; `npm run db:generate -w @vitalia/api`
 * turns a change here into a reviewed SQL migration under `migrations/`.
 */
export {};
