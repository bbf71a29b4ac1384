import { identityEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { IdentityService, Session } from './identity.service';
import { refreshCookieName, type SessionCookie } from './session-cookie';
import type { TokenIssuer } from './signing-key';

export interface IdentityRoutesOptions {
  service: IdentityService;
  tokens: TokenIssuer;
  sessionCookie: SessionCookie;
  /** Attempts per minute per IP on the endpoints that guess or send something (D3). */
  rateLimitPerMinute: number;
}

const acknowledged = { data: { status: 'ok' as const } };

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, options) => {
  const { service, tokens, sessionCookie } = options;
  const limited = { rateLimitPerMinute: options.rateLimitPerMinute };

  function sendSession(reply: FastifyReply, session: Session) {
    sessionCookie.set(reply, session.refreshToken);
    return session.tokens;
  }

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
  serve(app, identityEndpoints.refresh, async ({ request, reply }) =>
    sendSession(reply, await service.refresh(request.cookies[refreshCookieName])),
  );
  serve(app, identityEndpoints.signOut, async ({ request, reply }) => {
    await service.signOut(request.cookies[refreshCookieName]);
    sessionCookie.clear(reply);
  });
  serve(
    app,
    identityEndpoints.changePassword,
    async ({ caller, body }) => {
      await service.changePassword(caller.uid, body.currentPassword, body.newPassword);
      return acknowledged;
    },
    limited,
  );
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
