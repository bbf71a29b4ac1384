import { userEndpoints } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';

/** Asks for deletion: the account goes after 30 days unless the member signs in again (spec §9, D1). */
export const requestAccountDeletion = () => call(userEndpoints.requestDeletion);
