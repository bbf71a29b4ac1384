import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config';
import { isImageKey, newImageKey, type ImageArea, type ImageStore } from './stored-images';

/** Images as files under one folder, named by their key: the default, one server's disk or a shared volume. */
export function localImageStore(directory: string): ImageStore {
  const fileOf = (key: string) => path.join(directory, key);

  return {
    async save(webp) {
      await mkdir(directory, { recursive: true });
      const key = newImageKey();
      // Written beside its final name, then renamed: a reader sees the whole file or none of it.
      const partial = fileOf(`.${key}.partial`);
      try {
        await writeFile(partial, webp, { flag: 'wx' });
        await rename(partial, fileOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },

    async read(key) {
      if (!isImageKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async list() {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const entries = await Promise.all(
        names
          .filter((name) => isImageKey(name) || name.endsWith('.partial'))
          .map(async (name) => ({
            name,
            key: isImageKey(name) ? name : null,
            writtenAt: (await stat(fileOf(name))).mtime,
          })),
      );
      return entries;
    },

    async removeListed(name) {
      if (isImageKey(name) || /^\.[0-9a-f]{32}\.webp\.partial$/.test(name))
        await rm(fileOf(name), { force: true });
    },

    async remove(key) {
      if (isImageKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * The stores of every feature, from the configuration: a folder per area under `dataDir`, or a prefix per area in
 * one bucket. The S3 client is loaded only when it is chosen, so a server on local files never pays for it.
 */
export async function imageStorage(
  storage: StorageConfig,
  dataDir: string,
): Promise<(area: ImageArea) => ImageStore> {
  if (storage.kind === 'local') return (area) => localImageStore(path.join(dataDir, area));
  const { s3ImageStorage } = await import('./s3-image-store');
  return s3ImageStorage(storage);
}
