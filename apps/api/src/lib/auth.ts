import { hasPermission, type Permission, type Role } from '@vitalia/contracts';
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

export type RoleLookup = (caller: Caller) => Promise<Role>;

/** D2: every permission check is the API's; the web's route checks only steer navigation. 4003 when missing. */
export function requirePermission(roleOf: RoleLookup, permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!hasPermission(await roleOf(callerOf(request)), permission)) throw new AppError(4003);
  };
}

/** D4: the premium features (feed, AI, community, member rewards) answer 4003 to anyone without Premium now. */
export function requirePremium(hasPremium: (caller: Caller) => Promise<boolean>) {
  return async (request: FastifyRequest) => {
    if (!(await hasPremium(callerOf(request)))) throw new AppError(4003);
  };
}
