import type { FastifyReply } from 'fastify';
import { refreshTokenTtlSeconds } from './identity.service';

export const refreshCookieName = 'vitalia_refresh';
const refreshCookiePath = '/api/identity';

/**
 * The refresh token lives only in this cookie: httpOnly (no script reads it), SameSite=Strict (no other site sends
 * it), scoped to the identity endpoints, Secure behind HTTPS.
 */
export function sessionCookie({ isHttps }: { isHttps: boolean }) {
  return {
    set(reply: FastifyReply, refreshToken: string) {
      reply.setCookie(refreshCookieName, refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: isHttps,
        path: refreshCookiePath,
        maxAge: refreshTokenTtlSeconds,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(refreshCookieName, { path: refreshCookiePath });
    },
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;
