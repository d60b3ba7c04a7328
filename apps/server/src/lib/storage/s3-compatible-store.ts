import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  assertBlobKey,
  assertBlobPrefix,
  type TBlobInfo,
  type TBlobStore,
  type TByteRange,
  type TPutOptions,
} from './blob-store.ts';
import { canonicalQueryString, EMPTY_PAYLOAD_HASH, encodePath, sha256Hex, signRequest } from './sigv4.ts';

export type TS3StoreOptions = {
  /** `https://s3.eu-west-3.amazonaws.com`, `http://127.0.0.1:9000` (MinIO)... Requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  /** Streams are sent in parts of this size (multipart upload); S3 needs at least 5 MiB. */
  partSizeBytes?: number;
  /** For tests: the fetch and the clock the signatures use. */
  fetch?: typeof fetch;
  now?: () => Date;
};

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
// Calls that carry no media body answer quickly or not at all; reads are bounded by the client instead.
const CONTROL_TIMEOUT_MS = 60_000;

type TS3Call = {
  method: string;
  key?: string;
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: Buffer;
  /** Abort after this long (not for reads, whose body may stream for minutes). */
  timeoutMs?: number;
};

function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : decodeXml(match[1]);
}

function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** An error answer of S3, with its status and `<Code>`, never its credentials. */
export class S3Error extends Error {
  readonly status: number;
  readonly s3Code: string | undefined;

  constructor(operation: string, status: number, s3Code: string | undefined) {
    super(`S3 ${operation} failed: ${status}${s3Code ? ` ${s3Code}` : ''}`);
    this.name = 'S3Error';
    this.status = status;
    this.s3Code = s3Code;
  }
}

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), the scale option: path-style
 * requests signed with SigV4 (./sigv4.ts), no SDK. Streams are uploaded in parts (multipart
 * upload, aborted on failure), so memory holds one part at a time whatever the file's size.
 */
export class S3CompatibleStore implements TBlobStore {
  readonly kind = 's3';
  readonly #options: Required<Pick<TS3StoreOptions, 'partSizeBytes' | 'fetch' | 'now'>> & TS3StoreOptions;
  readonly #origin: URL;

  constructor(options: TS3StoreOptions) {
    this.#options = {
      partSizeBytes: DEFAULT_PART_SIZE,
      fetch: globalThis.fetch.bind(globalThis),
      now: () => new Date(),
      ...options,
    };
    this.#origin = new URL(options.endpoint);
  }

  async #call({ method, key, query = [], headers = {}, body, timeoutMs }: TS3Call): Promise<Response> {
    const basePath = this.#origin.pathname.replace(/\/+$/, '');
    const path = encodePath(`${basePath}/${this.#options.bucket}${key === undefined ? '' : `/${key}`}`);
    const signed = signRequest(
      {
        method,
        path,
        query,
        headers: { ...headers, host: this.#origin.host },
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      {
        accessKeyId: this.#options.accessKeyId,
        secretAccessKey: this.#options.secretAccessKey,
        sessionToken: this.#options.sessionToken,
      },
      { region: this.#options.region, service: 's3', date: this.#options.now() },
    );
    // fetch sets Host itself (from the URL, the value signed).
    delete signed.host;
    const search = canonicalQueryString(query);
    const url = `${this.#origin.origin}${path}${search ? `?${search}` : ''}`;
    return this.#options.fetch(url, {
      method,
      headers: signed,
      ...(body ? { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) } : {}),
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  }

  async #expectOk(operation: string, response: Response): Promise<string> {
    const text = await response.text();
    // CompleteMultipartUpload and CopyObject may answer 200 with an error in the body.
    if (!response.ok || text.includes('<Error>')) {
      throw new S3Error(operation, response.status, xmlText(text, 'Code'));
    }
    return text;
  }

  async put(key: string, body: Buffer | Readable, options: TPutOptions = {}): Promise<{ size: number }> {
    assertBlobKey(key);
    if (Buffer.isBuffer(body)) {
      await this.#putObject(key, body, options);
      return { size: body.length };
    }
    return this.#putStream(key, body, options);
  }

  async #putObject(key: string, body: Buffer, options: TPutOptions): Promise<void> {
    const headers: Record<string, string> = options.contentType ? { 'content-type': options.contentType } : {};
    const response = await this.#call({ method: 'PUT', key, headers, body, timeoutMs: CONTROL_TIMEOUT_MS * 5 });
    await this.#expectOk('PutObject', response);
  }

  async #putStream(key: string, stream: Readable, options: TPutOptions): Promise<{ size: number }> {
    const partSize = this.#options.partSizeBytes;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: { number: number; etag: string }[] = [];

    const flushPart = async (): Promise<void> => {
      const part = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      uploadId ??= await this.#createMultipartUpload(key, options);
      const number = parts.length + 1;
      const response = await this.#call({
        method: 'PUT',
        key,
        query: [
          ['partNumber', String(number)],
          ['uploadId', uploadId],
        ],
        body: part,
        timeoutMs: CONTROL_TIMEOUT_MS * 5,
      });
      await this.#expectOk('UploadPart', response);
      parts.push({ number, etag: response.headers.get('etag') ?? '' });
    };

    try {
      for await (const chunk of stream) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        pending.push(buffer);
        pendingBytes += buffer.length;
        size += buffer.length;
        if (pendingBytes >= partSize) {
          await flushPart();
        }
      }
      if (uploadId === undefined) {
        // Small enough for one request.
        await this.#putObject(key, Buffer.concat(pending, pendingBytes), options);
        return { size };
      }
      if (pendingBytes > 0) {
        await flushPart();
      }
      await this.#completeMultipartUpload(key, uploadId, parts);
      return { size };
    } catch (error) {
      if (uploadId !== undefined) {
        await this.#call({
          method: 'DELETE',
          key,
          query: [['uploadId', uploadId]],
          timeoutMs: CONTROL_TIMEOUT_MS,
        }).catch(() => undefined);
      }
      stream.destroy();
      throw error;
    }
  }

  async #createMultipartUpload(key: string, options: TPutOptions): Promise<string> {
    const headers: Record<string, string> = options.contentType ? { 'content-type': options.contentType } : {};
    const response = await this.#call({
      method: 'POST',
      key,
      query: [['uploads', '']],
      headers,
      timeoutMs: CONTROL_TIMEOUT_MS,
    });
    const uploadId = xmlText(await this.#expectOk('CreateMultipartUpload', response), 'UploadId');
    if (!uploadId) {
      throw new S3Error('CreateMultipartUpload', response.status, 'NoUploadId');
    }
    return uploadId;
  }

  async #completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: { number: number; etag: string }[],
  ): Promise<void> {
    const xml =
      '<CompleteMultipartUpload>' +
      parts.map((part) => `<Part><PartNumber>${part.number}</PartNumber><ETag>${part.etag}</ETag></Part>`).join('') +
      '</CompleteMultipartUpload>';
    const response = await this.#call({
      method: 'POST',
      key,
      query: [['uploadId', uploadId]],
      headers: { 'content-type': 'application/xml' },
      body: Buffer.from(xml, 'utf8'),
      timeoutMs: CONTROL_TIMEOUT_MS,
    });
    await this.#expectOk('CompleteMultipartUpload', response);
  }

  async get(key: string, range?: TByteRange): Promise<Readable | null> {
    assertBlobKey(key);
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.#call({ method: 'GET', key, headers });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await this.#expectOk('GetObject', response);
      return null;
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async read(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    const response = await this.#call({ method: 'GET', key, timeoutMs: CONTROL_TIMEOUT_MS * 5 });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await this.#expectOk('GetObject', response);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  async stat(key: string): Promise<TBlobInfo | null> {
    assertBlobKey(key);
    const response = await this.#call({ method: 'HEAD', key, timeoutMs: CONTROL_TIMEOUT_MS });
    if (response.status === 404) {
      return null;
    }
    if (!response.ok) {
      throw new S3Error('HeadObject', response.status, undefined);
    }
    const lastModified = response.headers.get('last-modified');
    return {
      key,
      size: Number(response.headers.get('content-length') ?? 0),
      lastModified: lastModified ? new Date(lastModified) : new Date(0),
    };
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    assertBlobKey(fromKey);
    assertBlobKey(toKey);
    const source = encodePath(`/${this.#options.bucket}/${fromKey}`);
    const response = await this.#call({
      method: 'PUT',
      key: toKey,
      headers: { 'x-amz-copy-source': source },
      timeoutMs: CONTROL_TIMEOUT_MS * 5,
    });
    await this.#expectOk('CopyObject', response);
    await this.delete(fromKey);
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    const response = await this.#call({ method: 'DELETE', key, timeoutMs: CONTROL_TIMEOUT_MS });
    if (response.status !== 404) {
      await this.#expectOk('DeleteObject', response);
    }
  }

  async *list(prefix: string): AsyncIterable<TBlobInfo> {
    assertBlobPrefix(prefix);
    let token: string | undefined;
    do {
      const query: [string, string][] = [
        ['list-type', '2'],
        ['prefix', prefix],
      ];
      if (token) {
        query.push(['continuation-token', token]);
      }
      const response = await this.#call({ method: 'GET', query, timeoutMs: CONTROL_TIMEOUT_MS });
      const xml = await this.#expectOk('ListObjectsV2', response);
      for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const block = match[1] ?? '';
        const key = xmlText(block, 'Key');
        if (key !== undefined) {
          const lastModified = xmlText(block, 'LastModified');
          yield {
            key,
            size: Number(xmlText(block, 'Size') ?? 0),
            lastModified: lastModified ? new Date(lastModified) : new Date(0),
          };
        }
      }
      token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
    } while (token);
  }
}
