import { rewardEndpoints } from '@vitalia/contracts';
import { download } from '../../../../lib/endpoint-client';
import { saveFile } from '../../../../lib/save-file';
import type { PromoCodeFilters } from './get-promo-codes';

/** A name a file system accepts in any language: letters and digits kept, the rest a dash. */
function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'reward'
  );
}

/** Every row of an import's file with its outcome (imported or why skipped). */
export async function downloadImportReport(importId: string, rewardName: string) {
  const blob = await download(rewardEndpoints.importReport, { params: { importId } });
  saveFile(blob, `import-report-${fileSlug(rewardName)}-${importId.slice(0, 8)}.csv`);
}

/** The code list as filtered on screen, every page. */
export async function downloadPromoCodes(reward: { id: string; name: string }, filters: PromoCodeFilters) {
  const blob = await download(rewardEndpoints.exportPromoCodes, {
    params: { rewardId: reward.id },
    query: { status: filters.status, search: filters.search.trim() },
  });
  saveFile(blob, `promo-codes-${fileSlug(reward.name)}-${filters.status}.csv`);
}
