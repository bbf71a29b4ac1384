/** The statements pg-boss 10 (pinned) builds for a schema; only those job-runner.ts must recognise. */
declare module 'pg-boss/src/plans.js' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
