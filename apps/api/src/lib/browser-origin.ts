import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin of the member's browser, for links built for it; see `registerBrowserOrigin`. */
    readonly browserOrigin: URL;
  }
}

/**
 * Links the server builds for a browser (the checkout page, the way back from it) go to the origin the member is on,
 * so that opening the app at 127.0.0.1 does not send them to localhost, where they are signed out. Only origins
 * in the configuration are ever used: an `Origin` or `Host` header names a candidate, never the answer, so a
 * forged header cannot send a member's payment elsewhere. Anything unlisted gets the first, PUBLIC_URL's.
 */
export function browserOriginOf(request: FastifyRequest, allowedOrigins: readonly string[]): URL {
  const candidates = [request.headers.origin, `${request.protocol}://${request.host}`];
  const listed = candidates.find(
    (candidate) => candidate !== undefined && allowedOrigins.includes(candidate),
  );
  return new URL(listed ?? allowedOrigins[0]!);
}

export function registerBrowserOrigin(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.decorateRequest('browserOrigin', {
    getter(this: FastifyRequest) {
      return browserOriginOf(this, allowedOrigins);
    },
  });
}
