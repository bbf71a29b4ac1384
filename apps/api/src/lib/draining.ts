import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server has been told to stop: readiness says not ready, and no connection is kept alive. */
    isDraining(): boolean;
    /**
     * The first part of a stop (issue 41), before `close()`: scheduled jobs are no longer taken, readiness answers
     * 503 so that the proxy takes this server out, and for `seconds` every request the proxy still sends is served,
     * its connection closed after the answer (`Connection: close`); idle kept-alive connections are closed at once.
     */
    drain(seconds: number): Promise<void>;
  }
}

/**
 * A rolling restart nobody notices: a stopping server answered 503 at once and kept nginx's kept-alive connections,
 * so members' POSTs failed. Draining first, the proxy moves on before anything is refused (docs/deploy.md).
 */
export function drainOnRequest(app: FastifyInstance, stopJobs: () => Promise<void>) {
  let isDraining = false;
  app.decorate('isDraining', () => isDraining);
  app.decorate('drain', async (seconds: number) => {
    isDraining = true;
    const jobsStopped = stopJobs();
    app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // What came back to idle meanwhile; the requests still running finish inside close().
    app.server.closeIdleConnections();
    await jobsStopped;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
}
