import type { App } from '../app';
import type { TestAccount } from './accounts';

/** What the audit log holds about a target, oldest first, as staff read it through the API. */
export async function auditTrailOf(app: App, staff: TestAccount, targetId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?targetId=${targetId}`,
    headers: staff.authorization,
  });
  if (response.statusCode !== 200) throw new Error(`the audit log answered ${response.statusCode}`);
  const entries = response.json().data.entries as {
    action: string;
    after: unknown;
    actor: { id: string } | null;
  }[];
  return entries.reverse();
}
