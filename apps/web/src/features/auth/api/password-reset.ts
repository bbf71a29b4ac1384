import { publicRequest } from '../../../lib/api-client';

type Acknowledged = { data: { status: 'ok' } };

/** Spec §7 password reset calls; none needs a signed-in person. */
export const passwordResetApi = {
  request: (email: string) => publicRequest<Acknowledged>('POST', '/auth/password-reset/request', { email }),
  verifyCode: (email: string, code: string) =>
    publicRequest<Acknowledged>('POST', '/auth/password-reset/verify-code', { email, code }),
  reset: (email: string, code: string, newPassword: string) =>
    publicRequest<Acknowledged>('POST', '/auth/password-reset/reset', { email, code, newPassword }),
};
