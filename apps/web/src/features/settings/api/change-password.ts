import { identityEndpoints, type PasswordChange } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';

export const changePassword = (change: PasswordChange) =>
  call(identityEndpoints.changePassword, { body: change });
