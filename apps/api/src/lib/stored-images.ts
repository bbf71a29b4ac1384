/** What every image store shares (decision 044), local or S3: the keys, and the store's shape. */
import { randomBytes } from 'node:crypto';

// 128 random bits: nobody can guess a key, so the URL itself is the permission to see the image (decision 009).
// The strict pattern is also what keeps a request from naming any other file.
const keyPattern = /^[0-9a-f]{32}\.webp$/;

export const isImageKey = (value: string) => keyPattern.test(value);

/** A new image always gets a new key: a key's bytes never change, so browsers may keep them for a year. */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.webp`;

/** One stored image, or one upload left half-written (`key` null), as a sweep sees it. */
export interface ListedImage {
  name: string;
  key: string | null;
  writtenAt: Date;
}

/**
 * Where one feature keeps its images (decision 044): a folder under DATA_DIR, or a prefix in an S3 bucket. Each
 * feature has a store of its own, so each feature's sweep sees only its own images.
 */
export interface ImageStore {
  /** Stores the bytes under a new key, whole or not at all, and returns the key. */
  save(webp: Buffer): Promise<string>;
  /** Null when the key is malformed or its image is gone. */
  read(key: string): Promise<Buffer | null>;
  /** Every stored image, and every upload left half-written, with when it was last written. */
  list(): Promise<ListedImage[]>;
  /** For the sweep: removes a listed entry by name, a key's or a half-written one's. */
  removeListed(name: string): Promise<void>;
  /** Safe to call twice: an image already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Each feature's own folder (or prefix); a new feature with images adds its name here. */
export type ImageArea = 'pictures' | 'feed-images' | 'support-attachments';
