import { credentials, passwordChange, resetCodeCheck, resetPassword, resetRequest } from '@vitalia/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../lib/auth';
import type { IdentityService, Session } from './identity.service';
import { refreshCookieName, type SessionCookie } from './session-cookie';
import type { TokenIssuer } from './signing-key';

const sessionResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.number(),
  user: z.object({ uid: z.string(), email: z.string(), displayName: z.string().nullable() }),
});
const acknowledged = z.object({ data: z.object({ status: z.literal('ok') }) });

export interface IdentityRoutesOptions {
  service: IdentityService;
  tokens: TokenIssuer;
  sessionCookie: SessionCookie;
  /** Attempts per minute per IP on the endpoints that guess or send something (D3). */
  rateLimitPerMinute: number;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { service, tokens, sessionCookie } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  function sendSession(reply: FastifyReply, session: Session) {
    sessionCookie.set(reply, session.refreshToken);
    return session.tokens;
  }

  app.post(
    '/identity/sign-up',
    {
      config: limited,
      schema: { tags: ['identity'], body: credentials, response: { 200: sessionResponse } },
    },
    async (request, reply) => sendSession(reply, await service.signUp(request.body)),
  );

  app.post(
    '/identity/sign-in',
    {
      config: limited,
      schema: { tags: ['identity'], body: credentials, response: { 200: sessionResponse } },
    },
    async (request, reply) => sendSession(reply, await service.signIn(request.body)),
  );

  app.post(
    '/identity/refresh',
    { schema: { tags: ['identity'], response: { 200: sessionResponse } } },
    async (request, reply) => sendSession(reply, await service.refresh(request.cookies[refreshCookieName])),
  );

  app.post('/identity/sign-out', { schema: { tags: ['identity'] } }, async (request, reply) => {
    await service.signOut(request.cookies[refreshCookieName]);
    sessionCookie.clear(reply);
    return reply.status(204).send();
  });

  app.post(
    '/identity/change-password',
    {
      config: limited,
      preHandler: requireCaller(tokens.verify),
      schema: { tags: ['identity'], body: passwordChange, response: { 200: acknowledged } },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await service.changePassword(callerOf(request).uid, currentPassword, newPassword);
      return { data: { status: 'ok' as const } };
    },
  );

  app.get('/identity/jwks.json', { schema: { tags: ['identity'] } }, async () => tokens.jwks());

  app.post(
    '/auth/password-reset/request',
    { config: limited, schema: { tags: ['identity'], body: resetRequest, response: { 200: acknowledged } } },
    async (request) => {
      await service.requestPasswordReset(request.body.email);
      return { data: { status: 'ok' as const } };
    },
  );

  app.post(
    '/auth/password-reset/verify-code',
    {
      config: limited,
      schema: { tags: ['identity'], body: resetCodeCheck, response: { 200: acknowledged } },
    },
    async (request) => {
      await service.verifyResetCode(request.body.email, request.body.code);
      return { data: { status: 'ok' as const } };
    },
  );

  app.post(
    '/auth/password-reset/reset',
    { config: limited, schema: { tags: ['identity'], body: resetPassword, response: { 200: acknowledged } } },
    async (request) => {
      await service.resetPassword(request.body.email, request.body.code, request.body.newPassword);
      return { data: { status: 'ok' as const } };
    },
  );
};
