import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who is calling, as proven by a verified access token. */
export interface Caller {
  uid: string;
  email: string;
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

/** A preHandler that admits only a caller with a valid bearer token (4001 otherwise). */
export function requireCaller(verify: AccessTokenVerifier) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new AppError(4001);
    try {
      request.caller = await verify(token);
    } catch {
      throw new AppError(4001);
    }
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(4001);
  return request.caller;
}
