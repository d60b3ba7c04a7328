import type { TBlobStore } from './blob-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3CompatibleStore } from './s3-compatible-store.ts';

/** Where media bytes live (`MEDIA_STORE` and friends, config.ts). */
export type TMediaStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** The store the configuration names: local files by default, an S3-compatible bucket at scale. */
export function createBlobStore(config: TMediaStoreConfig): TBlobStore {
  if (config.kind === 'local') {
    return new LocalFileStore(config.dir);
  }
  return new S3CompatibleStore(config);
}
