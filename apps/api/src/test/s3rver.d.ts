/** The little of s3rver 3.7 (an S3-compatible server in Node, for tests) that the S3 stand-in uses; it ships no types. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 → any free port; `run()` answers the one taken. */
    port?: number;
    silent?: boolean;
    directory: string;
    /** Buckets made at start-up. */
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
