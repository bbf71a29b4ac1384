import type { PasswordChange } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

export const changePassword = (change: PasswordChange) =>
  api.post<{ data: { status: 'ok' } }>('/identity/change-password', change);
