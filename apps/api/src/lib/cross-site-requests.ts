import { ErrorCode } from '@vitalia/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Refuses a request another site's page sent (4003); see `isCrossSiteRequest`. */
export type CrossSiteCheck = (request: FastifyRequest) => void;

/**
 * Whether a page of another site sent this request (ASVS 3.5, decision 043). Only browsers send `Sec-Fetch-Site`
 * and `Origin`, and no page can set either, so they tell where a cookie-carrying request comes from:
 * - `Sec-Fetch-Site: cross-site` is another site, whatever else the request says;
 * - `Sec-Fetch-Site: same-origin` is the browser's own word that the page is on the origin it calls, listed or not
 *   (the development server, which proxies `/api` from another port, is one);
 * - otherwise an `Origin` must be one of the configured browser origins (`config.browserOrigins`), so a sibling
 *   subdomain (`same-site`) or a browser without fetch metadata is judged by the list.
 * A request with neither header (curl, another server) is no browser's, and goes on.
 */
export function isCrossSiteRequest(request: FastifyRequest, browserOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin') return false;
  const origin = request.headers.origin;
  return origin !== undefined && !browserOrigins.includes(origin);
}

/** For the routes that act on a cookie: SameSite=Strict is the browser's defence, this is the server's own. */
export function crossSiteCheck(browserOrigins: readonly string[]): CrossSiteCheck {
  return (request) => {
    if (isCrossSiteRequest(request, browserOrigins)) throw new AppError(ErrorCode.accessDenied);
  };
}
