import { identityEndpoints, type PasswordChange } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { identityClient } from '../../../lib/identity-client';

/** Through the hosted identity service when it holds the passwords (Firebase), else the API's endpoint. */
export const changePassword = (change: PasswordChange) =>
  identityClient.changePassword
    ? identityClient.changePassword(change)
    : call(identityEndpoints.changePassword, { body: change });
