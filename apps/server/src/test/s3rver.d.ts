// s3rver ships no types: what s3rver-process.ts uses of it (a CommonJS class export).
declare module 's3rver' {
  type TS3rverOptions = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: Buffer[] }[];
  };
  class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export = S3rver;
}
