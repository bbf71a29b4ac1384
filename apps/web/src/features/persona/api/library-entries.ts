import { personaEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

/** The ambassador's Q&A library, newest change first. */
export const useLibraryEntries = () => useEndpointData(personaEndpoints.listEntries);
export const useCreateEntry = () => useEndpointMutation(personaEndpoints.createEntry);
export const useUpdateEntry = () => useEndpointMutation(personaEndpoints.updateEntry);
export const useDeleteEntry = () => useEndpointMutation(personaEndpoints.deleteEntry);
