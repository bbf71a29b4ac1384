import { userEndpoints } from '@vitalia/contracts';
import { download } from '../../../lib/endpoint-client';

/** Fetches everything we hold on the member and hands it to the browser as a JSON file, laid out to be read. */
export async function downloadMyData(): Promise<void> {
  const data = JSON.parse(await (await download(userEndpoints.exportData)).text()) as { exportedAt: string };
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `vitalia-data-${data.exportedAt.slice(0, 10)}.json`,
  });
  link.click();
  URL.revokeObjectURL(url);
}
