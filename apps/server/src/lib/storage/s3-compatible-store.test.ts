import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type TS3TestServer } from '../../test/s3-test-server.ts';
import { S3CompatibleStore, type TS3StoreOptions } from './s3-compatible-store.ts';

/*
 * The S3 store against s3rver, an S3 server we did not write (test/s3-test-server.ts), through
 * real HTTP. A small forwarding proxy in front of it can refuse requests, to see the SDK's retries.
 */

const MiB = 1024 * 1024;
let s3: TS3TestServer;
let proxy: Server;
let proxyEndpoint: string;
const proxied = { requests: [] as string[], refuseNext: 0 };

beforeAll(async () => {
  s3 = await startS3TestServer();
  const target = new URL(s3.endpoint);
  proxy = createServer((incoming, outgoing) => {
    proxied.requests.push(`${incoming.method} ${incoming.url}`);
    if (proxied.refuseNext > 0) {
      proxied.refuseNext -= 1;
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/xml' });
      outgoing.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await s3.stop();
});

function newStore(options: Partial<TS3StoreOptions> = {}): S3CompatibleStore {
  return new S3CompatibleStore({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    partSizeBytes: 5 * MiB,
    ...options,
  });
}

/** What S3 itself says of an object, read with a client of the test's own. */
function headObject(key: string) {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  return client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('S3CompatibleStore against s3rver', () => {
  it('puts a buffer (content type kept), reads it whole and by byte range, stats it', async () => {
    const store = newStore();
    expect(await store.put('media/acme/one', Buffer.from('0123456789abc'), { contentType: 'application/pdf' })).toEqual(
      {
        size: 13,
      },
    );
    expect((await headObject('media/acme/one')).ContentType).toBe('application/pdf');
    expect((await store.read('media/acme/one'))?.toString()).toBe('0123456789abc');
    const whole = await store.get('media/acme/one');
    expect(whole && (await text(whole))).toBe('0123456789abc');
    const range = await store.get('media/acme/one', { start: 3, end: 5 });
    expect(range && (await text(range))).toBe('345');
    const tail = await store.get('media/acme/one', { start: 12, end: 12 });
    expect(tail && (await text(tail))).toBe('c');
    expect(await store.stat('media/acme/one')).toEqual({
      key: 'media/acme/one',
      size: 13,
      lastModified: expect.any(Date),
    });
  });

  it('sends a small stream in one request and a large one (12 MiB) in 5 MiB parts', async () => {
    const store = newStore({ endpoint: proxyEndpoint });
    proxied.requests = [];
    expect(await store.put('tmp/acme/small', Readable.from([Buffer.from('ti'), Buffer.from('ny')]))).toEqual({
      size: 4,
    });
    expect((await store.read('tmp/acme/small'))?.toString()).toBe('tiny');
    expect(proxied.requests.filter((line) => line.includes('uploads'))).toEqual([]);

    const large = randomBytes(12 * MiB);
    // Chunks of 1 MiB, as an upload arrives: never the whole file at once.
    const chunks = Array.from({ length: 12 }, (_, index) => large.subarray(index * MiB, (index + 1) * MiB));
    expect(await store.put('tmp/acme/large', Readable.from(chunks), { contentType: 'video/mp4' })).toEqual({
      size: 12 * MiB,
    });
    // One multipart upload of three parts: 5 + 5 + 2 MiB.
    const largeCalls = proxied.requests.filter((line) => line.includes('/tmp/acme/large'));
    expect(largeCalls.filter((line) => line.startsWith('POST') && line.includes('uploads'))).toHaveLength(1);
    expect(largeCalls.filter((line) => line.startsWith('PUT') && line.includes('partNumber='))).toHaveLength(3);
    expect((await headObject('tmp/acme/large')).ContentType).toBe('video/mp4');
    const stored = await store.get('tmp/acme/large');
    expect(stored && sha256(await buffer(stored))).toBe(sha256(large));
    const across = await store.get('tmp/acme/large', { start: 5 * MiB - 2, end: 5 * MiB + 1 });
    expect(across && (await buffer(across))).toEqual(large.subarray(5 * MiB - 2, 5 * MiB + 2));
  }, 60_000);

  it('fails with the stream’s own error when it breaks half-way, aborting the multipart upload', async () => {
    const store = newStore({ endpoint: proxyEndpoint });
    proxied.requests = [];
    let sent = 0;
    // Two parts' worth, then a failure once the first part has reached S3.
    const failing = new Readable({
      read() {
        if (sent < 11 * MiB) {
          sent += MiB;
          this.push(Buffer.alloc(MiB, 1));
          return;
        }
        void until(() => proxied.requests.some((line) => line.includes('partNumber=1'))).then(() =>
          this.destroy(new Error('client went away')),
        );
      },
    });
    await expect(store.put('tmp/acme/broken', failing)).rejects.toThrow('client went away');
    expect(proxied.requests.filter((line) => line.startsWith('DELETE') && line.includes('uploadId='))).toHaveLength(1);
    expect(await store.stat('tmp/acme/broken')).toBeNull();
  }, 60_000);

  it('moves by copy then delete, deletes quietly, and answers null for a missing key', async () => {
    const store = newStore();
    await store.put('tmp/acme/staged', Buffer.from('staged'));
    await store.move('tmp/acme/staged', 'media/acme/final');
    expect(await store.read('tmp/acme/staged')).toBeNull();
    expect((await store.read('media/acme/final'))?.toString()).toBe('staged');
    await store.delete('media/acme/final');
    await store.delete('media/acme/final');
    expect(await store.get('media/acme/final')).toBeNull();
    expect(await store.get('media/acme/final', { start: 0, end: 1 })).toBeNull();
    expect(await store.read('media/acme/final')).toBeNull();
    expect(await store.stat('media/acme/final')).toBeNull();
  });

  it('lists a prefix across pages', async () => {
    const store = newStore({ listPageSize: 2 });
    for (const key of ['variants/acme/a/1', 'variants/acme/a/2', 'variants/acme/a/3', 'variants/acme/b/1', 'media/x']) {
      await store.put(key, Buffer.from(key));
    }
    const listed: { key: string; size: number }[] = [];
    for await (const blob of store.list('variants/acme/')) {
      listed.push({ key: blob.key, size: blob.size });
    }
    expect(listed).toEqual(
      ['variants/acme/a/1', 'variants/acme/a/2', 'variants/acme/a/3', 'variants/acme/b/1'].map((key) => ({
        key,
        size: key.length,
      })),
    );
  });

  it('retries what S3 refuses for a while (503 SlowDown), with backoff, up to maxAttempts', async () => {
    const patient = newStore({ endpoint: proxyEndpoint, maxAttempts: 3 });
    proxied.requests = [];
    proxied.refuseNext = 2;
    await patient.put('media/acme/retried', Buffer.from('at last'));
    expect(proxied.requests.filter((line) => line.startsWith('PUT /portal-media/media/acme/retried'))).toHaveLength(3);
    expect((await patient.read('media/acme/retried'))?.toString()).toBe('at last');

    const hasty = newStore({ endpoint: proxyEndpoint, maxAttempts: 1 });
    proxied.refuseNext = 1;
    await expect(hasty.read('media/acme/retried')).rejects.toThrow('S3 GetObject failed: 503 SlowDown');
  });

  it('fails with the S3 error code, never the credentials, when S3 refuses', async () => {
    // s3rver checks the access key, not SigV4 signatures (the SDK's own tests cover signing).
    const wrongKey = newStore({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' });
    const refused = wrongKey.put('media/acme/x', Buffer.from('x'));
    await expect(refused).rejects.toThrow('S3 PutObject failed: 403 InvalidAccessKeyId');
    await expect(refused).rejects.not.toThrow(/not-the-secret/);
  });

  it('refuses keys that are not plain relative paths before any request', async () => {
    const store = newStore({ endpoint: proxyEndpoint });
    proxied.requests = [];
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    await expect(store.get('media//x')).rejects.toThrow(/invalid blob key/);
    await expect(store.list('/abs')[Symbol.asyncIterator]().next()).rejects.toThrow(/invalid blob prefix/);
    expect(proxied.requests).toEqual([]);
  });
});
