import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// 128 random bits: nobody can guess a key, so the URL itself is the permission to see the image (decision 009).
// The strict pattern is also what keeps a request from naming any other file.
const keyPattern = /^[0-9a-f]{32}\.webp$/;

export const isImageKey = (value: string) => keyPattern.test(value);

/**
 * Images as files under one folder, named by their key; a new image always gets a new key. Profile pictures and
 * post images each have their own folder, so each feature's sweep sees only its own files.
 */
export function imageStore(directory: string) {
  const fileOf = (key: string) => path.join(directory, key);

  return {
    async save(webp: Buffer): Promise<string> {
      await mkdir(directory, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.webp`;
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

    /** Null when the key is malformed or its file is gone. */
    async read(key: string): Promise<Buffer | null> {
      if (!isImageKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    /** Every stored picture, and every upload left half-written, with when it was last written. */
    async list(): Promise<{ name: string; key: string | null; writtenAt: Date }[]> {
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

    /** For the sweep: removes a listed file by name, a key's or a half-written one's. */
    async removeListed(name: string): Promise<void> {
      if (isImageKey(name) || /^\.[0-9a-f]{32}\.webp\.partial$/.test(name))
        await rm(fileOf(name), { force: true });
    },

    /** Safe to call twice: a file already gone is not an error. */
    async remove(key: string): Promise<void> {
      if (isImageKey(key)) await rm(fileOf(key), { force: true });
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
