import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createBlobStore } from './create-blob-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3CompatibleStore } from './s3-compatible-store.ts';

const s3Environment = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'portal-media',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('media store configuration', () => {
  it('keeps media in local files beside the SQLite database by default', () => {
    const config = loadConfig({});
    expect(config.media).toEqual({ kind: 'local', dir: expect.stringMatching(/\/data\/media$/) });
    const elsewhere = loadConfig({ DATABASE_URL: 'sqlite:/var/lib/portal/portal.db' });
    expect(elsewhere.media).toEqual({ kind: 'local', dir: '/var/lib/portal/media' });
    expect(createBlobStore(config.media)).toBeInstanceOf(LocalFileStore);
  });

  it('takes MEDIA_DIR, relative to the repository or absolute', () => {
    expect(loadConfig({ MEDIA_DIR: '/srv/media' }).media).toEqual({ kind: 'local', dir: '/srv/media' });
    expect(loadConfig({ MEDIA_DIR: 'data/uploads' }).media).toEqual({
      kind: 'local',
      dir: expect.stringMatching(/\/data\/uploads$/),
    });
  });

  it('chooses an S3-compatible bucket with MEDIA_STORE=s3 (region us-east-1 unless given)', () => {
    const config = loadConfig(s3Environment);
    expect(config.media).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-media',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    });
    expect(loadConfig({ ...s3Environment, S3_REGION: 'ca-central-1' }).media).toMatchObject({ region: 'ca-central-1' });
    expect(createBlobStore(config.media)).toBeInstanceOf(S3CompatibleStore);
  });

  it('names every missing S3 setting, and refuses an endpoint that is not http(s)', () => {
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3Environment, S3_ENDPOINT: 'ftp://files.example' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_STORE: 'disk' })).toThrow(/MEDIA_STORE/);
  });
});
