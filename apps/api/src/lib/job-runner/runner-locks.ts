/**
 * The advisory-lock keys of the job runner, numbers of our own (decision 025); a file of its own, so the scripts and
 * checks that read `pg_locks` from outside a server need nothing else of it.
 */

/** Queues are created under it, one server at a time. */
export const queueSetupLockKey = 2_024_112_401;

/** The space of the runner locks: each running server holds (space, its runner number) for as long as it lives. */
export const runnerLockSpace = 2_024_112_402;
