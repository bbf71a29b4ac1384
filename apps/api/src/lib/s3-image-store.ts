import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { isImageKey, newImageKey, type ImageArea, type ImageStore, type ListedImage } from './stored-images';

/** An upload or a read that hangs would hold a member's request: fail it, and let the SDK's retries try again. */
const connectionTimeoutMs = 3_000;
const requestTimeoutMs = 15_000;

export function s3Client(settings: S3StorageConfig): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint.href } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Given here, from the validated configuration: the SDK never looks for credentials of its own.
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: connectionTimeoutMs, requestTimeout: requestTimeoutMs },
  });
}

/** Every feature's store in one bucket, each under its own prefix (`pictures/`, `feed-images/`), on one client. */
export function s3ImageStorage(settings: S3StorageConfig): (area: ImageArea) => ImageStore {
  const client = s3Client(settings);
  return (area) => s3ImageStore(client, settings.bucket, `${area}/`);
}

/**
 * A missing key answers 404 NoSuchKey; some S3-compatible services answer a bare 404 (NotFound). Amazon S3 answers 403
 * instead when the credentials may not list the bucket: the policy must grant s3:ListBucket (docs/deploy.md).
 */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Images as objects named `<prefix><key>`; only names that are keys are ever written, read, listed or deleted. */
export function s3ImageStore(client: S3Client, bucket: string, prefix: string): ImageStore {
  const objectOf = (key: string) => `${prefix}${key}`;

  async function remove(key: string) {
    // Deleting an object that is not there succeeds: S3 answers 204 either way.
    if (isImageKey(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
  }

  return {
    async save(webp) {
      const key = newImageKey();
      // One PUT: an object appears whole or not at all, so no upload is ever seen half-written.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectOf(key), Body: webp, ContentType: 'image/webp' }),
      );
      return key;
    },

    async read(key) {
      if (!isImageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list() {
      const entries: ListedImage[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          // Anything else under the prefix (a file an operator copied in, a "folder") is not ours to sweep.
          if (isImageKey(name) && object.LastModified)
            entries.push({ name, key: name, writtenAt: object.LastModified });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return entries;
    },

    removeListed: remove,
    remove,
  };
}
