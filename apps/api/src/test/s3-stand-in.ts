import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config';

export interface S3StandIn {
  /** What STORAGE=s3 with S3_ENDPOINT on this stand-in would configure. */
  storage: S3StorageConfig;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver, in this process), with one bucket, so the S3 image store is tested
 * through the real client over real HTTP. It refuses any access key id but its own, but does not check SigV4
 * signatures (s3rver 3.7 verifies only the older V2 ones): signing itself is left to the SDK.
 */
export async function startS3StandIn(bucket = 'vitalia-test'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vitalia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    storage: {
      kind: 's3',
      endpoint: new URL(`http://127.0.0.1:${port}`),
      region: 'us-east-1',
      bucket,
      // s3rver's own key pair: another access key id is refused.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
