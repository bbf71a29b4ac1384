import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { VapidKeys, WebPushConfig } from '../../config';

const fileName = 'web-push-vapid-keys.json';

async function readKeys(file: string): Promise<VapidKeys | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes the pair unless another server sharing DATA_DIR wrote one first, and answers the pair every server keeps:
 * the file is written whole under a name of its own, then linked into place, which fails when the place is taken, so
 * no server reads a half-written file and all of them push with one key (a browser subscribed with that key alone).
 */
async function keepFirst(file: string, keys: VapidKeys): Promise<VapidKeys> {
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  // The private key signs every push; only the owner may read it, as the identity signing key beside it.
  await writeFile(draft, JSON.stringify(keys), { mode: 0o600 });
  try {
    await link(draft, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeys(file))!;
  } finally {
    await unlink(draft);
  }
}

/**
 * The VAPID pair (RFC 8292) the server signs its pushes with: the configured one, else one made at first start and
 * kept under `<keysDir>/keys` beside the identity signing key, so the demo pushes and servers sharing DATA_DIR push
 * alike; with no keys folder (tests), one made in memory.
 */
export async function vapidKeysFor(config: WebPushConfig, keysDir: string | null): Promise<VapidKeys> {
  if (config.keys) return config.keys;
  if (!keysDir) return webPush.generateVAPIDKeys();
  const file = path.join(keysDir, 'keys', fileName);
  return (await readKeys(file)) ?? keepFirst(file, webPush.generateVAPIDKeys());
}
