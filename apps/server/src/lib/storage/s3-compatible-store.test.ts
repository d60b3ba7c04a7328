import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3CompatibleStore } from './s3-compatible-store.ts';
import { sha256Hex, signRequest } from './sigv4.ts';

/*
 * A small S3 look-alike on a loopback port: path-style requests, each signature checked by
 * recomputing it from the request as it arrived (so a header or query the client forgets to sign,
 * or encodes differently, fails), objects and multipart uploads in memory.
 */

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test/secret+key' };
const BUCKET = 'portal-media';

type TFake = {
  objects: Map<string, { body: Buffer; contentType: string | undefined; lastModified: Date }>;
  uploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  aborted: string[];
  requests: string[];
  failNext: number | null;
};

const fake: TFake = { objects: new Map(), uploads: new Map(), aborted: [], requests: [], failNext: null };
let server: Server;
let endpoint: string;

function fromAmzDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : new Date(NaN);
}

function isSignatureValid(request: IncomingMessage, body: Buffer): boolean {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match || match[1] !== credentials.accessKeyId) {
    return false;
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(body)) {
    return false;
  }
  const signedNames = (match[4] ?? '').split(';');
  const headers = Object.fromEntries(
    signedNames
      .filter((name) => name !== 'x-amz-date' && name !== 'x-amz-content-sha256')
      .map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()];
  const expected = signRequest(
    { method: request.method ?? 'GET', path: url.pathname, query, headers, payloadHash },
    credentials,
    { region: match[3] ?? '', service: 's3', date: fromAmzDate(String(request.headers['x-amz-date'] ?? '')) },
  );
  return expected.authorization === authorization;
}

function xml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await buffer(request);
  const url = new URL(request.url ?? '/', 'http://fake');
  fake.requests.push(`${request.method} ${url.pathname}${url.search}`);
  if (!isSignatureValid(request, body)) {
    xml(response, 403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    return;
  }
  if (fake.failNext !== null) {
    const status = fake.failNext;
    fake.failNext = null;
    xml(response, status, '<Error><Code>InternalError</Code></Error>');
    return;
  }
  const [, bucket, ...rest] = url.pathname.split('/');
  if (bucket !== BUCKET) {
    xml(response, 404, '<Error><Code>NoSuchBucket</Code></Error>');
    return;
  }
  const key = rest.map(decodeURIComponent).join('/');
  const params = url.searchParams;
  if (request.method === 'GET' && key === '' && params.get('list-type') === '2') {
    const prefix = params.get('prefix') ?? '';
    const all = [...fake.objects.keys()].filter((candidate) => candidate.startsWith(prefix)).sort();
    const start = Number(params.get('continuation-token') ?? 0);
    const page = all.slice(start, start + 2);
    const truncated = start + 2 < all.length;
    const contents = page
      .map((name) => {
        const object = fake.objects.get(name);
        return `<Contents><Key>${name.replaceAll('&', '&amp;')}</Key><LastModified>${object?.lastModified.toISOString()}</LastModified><Size>${object?.body.length}</Size></Contents>`;
      })
      .join('');
    xml(
      response,
      200,
      `<ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}</ListBucketResult>`,
    );
    return;
  }
  if (request.method === 'POST' && params.has('uploads')) {
    const uploadId = `upload-${fake.uploads.size + 1}`;
    fake.uploads.set(uploadId, { key, parts: new Map() });
    xml(
      response,
      200,
      `<InitiateMultipartUploadResult><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
    );
    return;
  }
  const uploadId = params.get('uploadId');
  if (uploadId) {
    const upload = fake.uploads.get(uploadId);
    if (!upload) {
      xml(response, 404, '<Error><Code>NoSuchUpload</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      upload.parts.set(Number(params.get('partNumber')), body);
      response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      return;
    }
    if (request.method === 'DELETE') {
      fake.uploads.delete(uploadId);
      fake.aborted.push(uploadId);
      response.writeHead(204).end();
      return;
    }
    const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((part) => Number(part[1]));
    const joined = Buffer.concat(numbers.map((number) => upload.parts.get(number) ?? Buffer.alloc(0)));
    fake.objects.set(upload.key, { body: joined, contentType: undefined, lastModified: new Date() });
    fake.uploads.delete(uploadId);
    xml(response, 200, '<CompleteMultipartUploadResult/>');
    return;
  }
  const object = fake.objects.get(key);
  switch (request.method) {
    case 'PUT': {
      const source = request.headers['x-amz-copy-source'];
      if (typeof source === 'string') {
        const from = fake.objects.get(decodeURIComponent(source).replace(`/${BUCKET}/`, ''));
        if (!from) {
          xml(response, 404, '<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        fake.objects.set(key, { ...from, lastModified: new Date() });
        xml(response, 200, '<CopyObjectResult/>');
        return;
      }
      fake.objects.set(key, { body, contentType: request.headers['content-type'], lastModified: new Date() });
      response.writeHead(200).end();
      return;
    }
    case 'GET':
    case 'HEAD': {
      if (!object) {
        xml(response, 404, '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      const slice = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      response.writeHead(range ? 206 : 200, {
        'content-length': String(slice.length),
        'last-modified': object.lastModified.toUTCString(),
      });
      response.end(request.method === 'HEAD' ? undefined : slice);
      return;
    }
    case 'DELETE':
      fake.objects.delete(key);
      response.writeHead(204).end();
      return;
    default:
      xml(response, 405, '<Error><Code>MethodNotAllowed</Code></Error>');
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake.objects.clear();
  fake.uploads.clear();
  fake.aborted = [];
  fake.requests = [];
  fake.failNext = null;
});

function newStore(options: { secretAccessKey?: string; partSizeBytes?: number } = {}): S3CompatibleStore {
  return new S3CompatibleStore({
    endpoint,
    bucket: BUCKET,
    region: 'eu-west-3',
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: options.secretAccessKey ?? credentials.secretAccessKey,
    partSizeBytes: options.partSizeBytes ?? 10,
  });
}

describe('S3CompatibleStore against an S3 look-alike', () => {
  it('puts a buffer (signed payload, content type kept), reads it whole and by range, stats it', async () => {
    const store = newStore();
    expect(await store.put('media/acme/one', Buffer.from('0123456789abc'), { contentType: 'application/pdf' })).toEqual(
      {
        size: 13,
      },
    );
    expect(fake.objects.get('media/acme/one')?.contentType).toBe('application/pdf');
    expect((await store.read('media/acme/one'))?.toString()).toBe('0123456789abc');
    const range = await store.get('media/acme/one', { start: 3, end: 5 });
    expect(range && (await text(range))).toBe('345');
    expect(await store.stat('media/acme/one')).toMatchObject({ key: 'media/acme/one', size: 13 });
  });

  it('sends a small stream in one request and a large one in parts (multipart upload)', async () => {
    const store = newStore();
    await store.put('tmp/acme/small', Readable.from([Buffer.from('tiny')]));
    expect(fake.requests.filter((request) => request.includes('uploads'))).toEqual([]);
    const chunks = ['0123456', '789abcdefg', 'hijklmnopqrstu', 'vwxyz'].map((chunk) => Buffer.from(chunk));
    expect(await store.put('tmp/acme/large', Readable.from(chunks))).toEqual({ size: 36 });
    expect((await store.read('tmp/acme/large'))?.toString()).toBe('0123456789abcdefghijklmnopqrstuvwxyz');
    expect(fake.requests.filter((request) => request.startsWith('PUT') && request.includes('partNumber'))).toHaveLength(
      3,
    );
  });

  it('aborts the multipart upload when the stream fails half-way, leaving nothing', async () => {
    const store = newStore();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('0123456789abcdef'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('tmp/acme/broken', failing)).rejects.toThrow('client went away');
    expect(fake.aborted).toHaveLength(1);
    expect(fake.objects.has('tmp/acme/broken')).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('moves by copy then delete, deletes quietly, and answers null for missing objects', async () => {
    const store = newStore();
    await store.put('tmp/acme/staged', Buffer.from('staged'));
    await store.move('tmp/acme/staged', 'media/acme/final');
    expect(await store.read('tmp/acme/staged')).toBeNull();
    expect((await store.read('media/acme/final'))?.toString()).toBe('staged');
    await store.delete('media/acme/final');
    await store.delete('media/acme/final');
    expect(await store.get('media/acme/final')).toBeNull();
    expect(await store.stat('media/acme/final')).toBeNull();
  });

  it('lists a prefix across pages', async () => {
    const store = newStore();
    for (const key of ['variants/acme/a/1', 'variants/acme/a/2', 'variants/acme/a/3', 'variants/acme/b/1', 'media/x']) {
      await store.put(key, Buffer.from(key));
    }
    const keys: string[] = [];
    for await (const blob of store.list('variants/acme/')) {
      keys.push(blob.key);
      expect(blob.size).toBe(blob.key.length);
    }
    expect(keys).toEqual(['variants/acme/a/1', 'variants/acme/a/2', 'variants/acme/a/3', 'variants/acme/b/1']);
    expect(fake.requests.filter((request) => request.includes('list-type=2'))).toHaveLength(2);
  });

  it('fails with the S3 error code, never the credentials, when S3 refuses', async () => {
    const wrongKey = newStore({ secretAccessKey: 'not-the-secret' });
    const refused = wrongKey.put('media/acme/x', Buffer.from('x'));
    await expect(refused).rejects.toThrow('S3 PutObject failed: 403 SignatureDoesNotMatch');
    await expect(refused).rejects.not.toThrow(/not-the-secret/);
    fake.failNext = 500;
    await expect(newStore().read('media/acme/x')).rejects.toThrow(/500 InternalError/);
  });

  it('refuses keys that are not plain relative paths before any request', async () => {
    const store = newStore();
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    await expect(store.get('media//x')).rejects.toThrow(/invalid blob key/);
    expect(fake.requests).toEqual([]);
  });
});
