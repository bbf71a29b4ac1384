import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is asking, and which request this is, for the code a request runs: the audit log reads it (issue 18). */
export interface RequestContext {
  requestId: string;
  /** The signed-in caller's identity uid; absent on public endpoints. */
  callerUid?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (a route's handler) as part of the request `context` describes. */
export const withRequestContext = <T>(context: RequestContext, work: () => T): T =>
  storage.run(context, work);

/** The request being served; undefined outside one (the operator CLI, a scheduled job). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();
