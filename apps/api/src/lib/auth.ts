import { ErrorCode, hasPermission, type Access, type Role } from '@vitalia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who is calling, as proven by a verified access token. */
export interface Caller {
  uid: string;
  email: string;
}

/** A caller as the token states it: the session epoch it was issued in is checked against the account's. */
export interface SessionCaller extends Caller {
  sessionEpoch: number;
  /**
   * The sign-in the token belongs to (the embedded service's refresh-token family): signing out of it refuses the
   * token at once. Firebase's tokens carry none; Firebase ends sessions all together.
   */
  sessionId?: string;
}

/** What the API asks of identity, users and subscriptions to admit a caller; bound once at the `/api` scope. */
export interface CallerChecks {
  verifyAccessToken(token: string): Promise<SessionCaller>;
  /** False once the account is gone or its sessions were ended (sign out everywhere, deletion, password reset). */
  isCurrentSession(caller: SessionCaller): Promise<boolean>;
  roleOf(caller: Caller): Promise<Role>;
  hasPremium(caller: Caller): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    callerChecks: CallerChecks;
  }
  interface FastifyRequest {
    caller?: Caller;
    /** Resolved at most once per request, whatever asks first. */
    authentication?: Promise<Caller>;
  }
}

/** Every route under the scope can then ask who is calling; nothing is passed by hand to a feature. */
export function registerAuthentication(api: FastifyInstance, checks: CallerChecks) {
  api.decorate('callerChecks', checks);
  api.decorateRequest('caller', undefined);
  api.decorateRequest('authentication', undefined);
}

async function verifiedCaller(request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!token) throw new AppError(ErrorCode.notAuthorized);
  const checks = request.server.callerChecks;
  const caller = await checks.verifyAccessToken(token).catch(() => {
    throw new AppError(ErrorCode.notAuthorized);
  });
  if (!(await checks.isCurrentSession(caller))) throw new AppError(ErrorCode.notAuthorized);
  const { uid, email } = caller;
  request.caller = { uid, email };
  return request.caller;
}

/** The signed-in caller (4001 without a valid, current session), resolved once per request. */
export function authenticate(request: FastifyRequest): Promise<Caller> {
  request.authentication ??= verifiedCaller(request);
  return request.authentication;
}

/**
 * The descriptor's `access`, enforced (D2: every check is the API's; the web's only steer navigation). 4001 without
 * a session; 4003 without Premium now (D4) or without the permission.
 */
export async function checkAccess(request: FastifyRequest, access: Access): Promise<void> {
  if (access.audience === 'public') return;
  const caller = await authenticate(request);
  const checks = request.server.callerChecks;
  if (access.audience === 'premium' && !(await checks.hasPremium(caller))) {
    const isStaff = access.orStaff && hasPermission(await checks.roleOf(caller), access.orStaff);
    if (!isStaff) throw new AppError(ErrorCode.accessDenied);
  }
  if (access.audience === 'staff' && !hasPermission(await checks.roleOf(caller), access.permission)) {
    throw new AppError(ErrorCode.accessDenied);
  }
}
