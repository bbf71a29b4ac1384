import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows only our own origin (and, for requests only, Firebase's identity service when it
 * holds the credentials): the built SPA loads hashed scripts and styles from `/assets` and inlines nothing. HSTS and upgrade-insecure-requests only make sense behind HTTPS; on http://localhost they
 * would break the page.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: URL,
  /** Origins other than ours the page may call (the hosted identity service, D3). */
  extraConnectSources: string[] = [],
) {
  const isHttps = publicUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extraConnectSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
