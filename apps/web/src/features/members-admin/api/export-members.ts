import { membersAdminEndpoints } from '@vitalia/contracts';
import { download } from '../../../lib/endpoint-client';
import { saveFile } from '../../../lib/save-file';
import type { MemberFilters } from './search-members';

/** Every member the filters find, every page, as the CSV file the server builds; named by the day it was taken. */
export async function downloadMembers(filters: MemberFilters, today = new Date()) {
  const blob = await download(membersAdminEndpoints.exportMembers, { query: filters });
  saveFile(blob, `members-${today.toISOString().slice(0, 10)}.csv`);
}
