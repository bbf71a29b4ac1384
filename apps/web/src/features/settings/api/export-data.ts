import { api } from '../../../lib/api-client';

/** Fetches everything we hold on the member and hands it to the browser as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<{ exportedAt: string }>('/users/me/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `vitalia-data-${data.exportedAt.slice(0, 10)}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
