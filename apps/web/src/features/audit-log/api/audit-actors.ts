import { auditEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../lib/endpoint-queries';

/** The staff members the log names as having acted: the "who" filter's choices. */
export const useAuditActors = () => useEndpointData(auditEndpoints.auditActorList);
