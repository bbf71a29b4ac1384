import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a task now and then every `intervalMs`, never overlapping itself, until `stop()`. Each task must be safe to
 * run twice (two server instances may both run it): it works from the database state, not from memory.
 */
export function every(
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then((result) => log.info({ job: name, result }, 'job finished'))
      .catch((error: unknown) => log.error({ job: name, err: error }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
