import { identityEndpoints, type Profile } from '@vitalia/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CrossSiteCheck } from '../../lib/cross-site-requests';
import { serve } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { IdentityService, Session } from './identity.service';
import { refreshCookieName, type SessionCookie } from './session-cookie';
import type { TokenIssuer } from './signing-key';

export interface IdentityRoutesOptions {
  service: IdentityService;
  tokens: TokenIssuer;
  sessionCookie: SessionCookie;
  /** The routes that read the refresh cookie act only on requests from our own pages (decision 043). */
  refuseCrossSite: CrossSiteCheck;
  /** Attempts per minute per IP on the endpoints that guess or send something (D3). */
  rateLimitPerMinute: number;
  /** The member's profile as `GET /users/me` answers it, for a refresh that asks for it (composed in app.ts). */
  profileOf(user: { uid: string; email: string }): Promise<Profile>;
  /**
   * False when a hosted service holds the passwords (Firebase, decision 040): the browser signs in there, and only
   * the password reset (spec §7) and the key set are ours to answer.
   */
  opensSessions: boolean;
}

const acknowledged = { data: { status: 'ok' as const } };

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { service, tokens, sessionCookie, refuseCrossSite } = options;
  const limited = { rateLimitPerMinute: options.rateLimitPerMinute };

  function sendSession(reply: FastifyReply, session: Session) {
    sessionCookie.set(reply, session.refreshToken);
    return session.tokens;
  }

  if (options.opensSessions) {
    serve(
      app,
      identityEndpoints.signUp,
      async ({ body, reply }) => sendSession(reply, await service.signUp(body)),
      limited,
    );
    serve(
      app,
      identityEndpoints.signIn,
      async ({ body, reply }) => sendSession(reply, await service.signIn(body)),
      limited,
    );
    serve(
      app,
      identityEndpoints.refresh,
      async ({ request, reply, query }) => {
        const tokens = sendSession(reply, await service.refresh(request.cookies[refreshCookieName]));
        if (query.include !== 'profile') return tokens;
        // The session is refreshed and its cookie rotated whatever happens here: without a profile (none registered
        // yet, or a failure) the page asks /users/me, whose answer says what went wrong.
        const profile = await options.profileOf(tokens.user).catch((error: unknown) => {
          if (!(error instanceof AppError))
            request.log.warn({ err: error }, 'no profile for a restored session');
          return undefined;
        });
        return profile ? { ...tokens, profile } : tokens;
      },
      { refuseCrossSite },
    );
    serve(
      app,
      identityEndpoints.signOut,
      async ({ request, reply }) => {
        await service.signOut(request.cookies[refreshCookieName]);
        sessionCookie.clear(reply);
      },
      { refuseCrossSite },
    );
    serve(
      app,
      identityEndpoints.changePassword,
      async ({ caller, body }) => {
        await service.changePassword(caller.uid, body.currentPassword, body.newPassword);
        return acknowledged;
      },
      limited,
    );
  }
  serve(app, identityEndpoints.jwks, async () => tokens.jwks());

  serve(
    app,
    identityEndpoints.requestPasswordReset,
    async ({ body }) => {
      await service.requestPasswordReset(body.email);
      return acknowledged;
    },
    limited,
  );
  serve(
    app,
    identityEndpoints.verifyResetCode,
    async ({ body }) => {
      await service.verifyResetCode(body.email, body.code);
      return acknowledged;
    },
    limited,
  );
  serve(
    app,
    identityEndpoints.resetPasswordWithCode,
    async ({ body }) => {
      await service.resetPassword(body.email, body.code, body.newPassword);
      return acknowledged;
    },
    limited,
  );
};
