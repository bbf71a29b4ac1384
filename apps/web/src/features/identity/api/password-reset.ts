import { identityEndpoints } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';

/** Spec §7 password reset calls; none needs a signed-in person. */
export const passwordResetApi = {
  request: (email: string) => call(identityEndpoints.requestPasswordReset, { body: { email } }),
  verifyCode: (email: string, code: string) =>
    call(identityEndpoints.verifyResetCode, { body: { email, code } }),
  reset: (email: string, code: string, newPassword: string) =>
    call(identityEndpoints.resetPasswordWithCode, { body: { email, code, newPassword } }),
};
