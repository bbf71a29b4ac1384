import { api } from '../../../lib/api-client';

/** Asks for deletion: the account goes after 30 days unless the member signs in again (spec §9, D1). */
export const requestAccountDeletion = () => api.delete<{ data: { purgeAfter: string } }>('/users/me');
