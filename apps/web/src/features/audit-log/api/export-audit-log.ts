import { auditEndpoints, type AuditFilters } from '@vitalia/contracts';
import { download } from '../../../lib/endpoint-client';
import { saveFile } from '../../../lib/save-file';

/** Every entry the filters find, every page, as the CSV file the server builds; named by the day it was taken. */
export async function downloadAuditLog(filters: AuditFilters, today = new Date()) {
  const blob = await download(auditEndpoints.exportAuditLog, { query: filters });
  saveFile(blob, `audit-log-${today.toISOString().slice(0, 10)}.csv`);
}
