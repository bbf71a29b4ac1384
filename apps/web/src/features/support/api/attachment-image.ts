import { useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@vitalia/contracts';
import { download } from '../../../lib/endpoint-client';
import { useCallerScope } from '../../../lib/endpoint-queries';
import type { SupportAudience } from '../components/support-status';

/** The member fetches their own screenshots; the team, any sent with a request. Both with the caller's token. */
const fileEndpoints = {
  member: supportEndpoints.supportAttachmentFile,
  staff: supportEndpoints.staffSupportAttachmentFile,
} as const;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable screenshot'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A screenshot as an image source. `<img>` cannot send a token, so the bytes are fetched and held as a data URL
 * (the page's CSP allows `data:` images): unlike an object URL, nothing has to be revoked when the screen goes. A
 * key's bytes never change, and its own cache key keeps it out of the refreshes a new request or reply sets off.
 */
export function useAttachmentImage(audience: SupportAudience, key: string) {
  const scope = useCallerScope();
  return useQuery({
    queryKey: ['support-attachment-file', ...scope, audience, key] as const,
    queryFn: async () => dataUrlOf(await download(fileEndpoints[audience], { params: { key } })),
    staleTime: Infinity,
  });
}
