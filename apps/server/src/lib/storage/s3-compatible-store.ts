import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Readable } from 'node:stream';
import {
  assertBlobKey,
  assertBlobPrefix,
  type TBlobInfo,
  type TBlobStore,
  type TByteRange,
  type TPutOptions,
} from './blob-store.ts';

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
  /** Tries per call, the first included, with the SDK's exponential backoff and jitter between them. */
  maxAttempts?: number;
  /** Keys per listing page (S3's maximum, 1,000, unless a test wants to see several pages). */
  listPageSize?: number;
};

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const DEFAULT_MAX_ATTEMPTS = 4;
// Calls that carry no media body answer quickly or not at all; a streamed read is left unbounded
// (a viewer may pause a video for minutes), a whole one has longer.
const CONTROL_TIMEOUT_MS = 60_000;
const TRANSFER_TIMEOUT_MS = 5 * CONTROL_TIMEOUT_MS;

/** An error answer of S3, with its status and code, never its credentials. */
export class S3Error extends Error {
  readonly status: number | undefined;
  readonly s3Code: string | undefined;

  constructor(operation: string, cause: unknown) {
    const status = cause instanceof S3ServiceException ? cause.$metadata.httpStatusCode : undefined;
    const code = cause instanceof S3ServiceException ? cause.name : undefined;
    const detail = cause instanceof S3ServiceException ? `${status ?? '?'} ${code}` : String(cause);
    super(`S3 ${operation} failed: ${detail}`, { cause });
    this.name = 'S3Error';
    this.status = status;
    this.s3Code = code;
  }
}

function isMissing(error: unknown): boolean {
  // GetObject names it NoSuchKey; HeadObject has no body to name it, so it is a bare 404 NotFound.
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

function timeout(ms: number): { abortSignal: AbortSignal } {
  return { abortSignal: AbortSignal.timeout(ms) };
}

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), the scale option, through the
 * AWS SDK: its signing, its retries with backoff (`maxAttempts`) and, for streams, lib-storage's
 * `Upload` (multipart in parts of `partSizeBytes`, aborted on failure), so memory holds a part or
 * two whatever the file's size. Requests are path-style (`forcePathStyle`), which every
 * S3-compatible server understands, and checksums are sent only where S3 requires them: the SDK's
 * default (CRC32 on every upload, since 3.729) is refused by several S3-compatible servers.
 */
export class S3CompatibleStore implements TBlobStore {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #partSize: number;
  readonly #listPageSize: number;

  constructor(options: TS3StoreOptions) {
    this.#bucket = options.bucket;
    this.#partSize = options.partSizeBytes ?? DEFAULT_PART_SIZE;
    this.#listPageSize = options.listPageSize ?? 1000;
    this.#client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
      },
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: TPutOptions = {}): Promise<{ size: number }> {
    assertBlobKey(key);
    if (Buffer.isBuffer(body)) {
      try {
        await this.#client.send(
          new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: options.contentType }),
          timeout(TRANSFER_TIMEOUT_MS),
        );
      } catch (error) {
        throw new S3Error('PutObject', error);
      }
      return { size: body.length };
    }
    return this.#putStream(key, body, options);
  }

  async #putStream(key: string, stream: Readable, options: TPutOptions): Promise<{ size: number }> {
    let size = 0;
    // What failed first says whose error it is: the source's (a client gone), or S3's.
    let failure: { from: 'source' | 'upload'; error: unknown } | undefined;
    stream.once('error', (error) => {
      failure ??= { from: 'source', error };
    });
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    // A failing source fails `counted`, which fails the upload (lib-storage then aborts the
    // multipart upload); a failing upload stops reading, so `counted` is destroyed to end the feed.
    const feeding = pipeline(stream, counted);
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: this.#partSize,
      queueSize: 2,
    });
    const uploading = upload.done().catch((error: unknown) => {
      failure ??= { from: 'upload', error };
      counted.destroy();
    });
    const [fed] = await Promise.allSettled([feeding, uploading]);
    failure ??= fed.status === 'rejected' ? { from: 'source', error: fed.reason } : undefined;
    if (failure) {
      stream.destroy();
      throw failure.from === 'source' ? failure.error : new S3Error('Upload', failure.error);
    }
    return { size };
  }

  async get(key: string, range?: TByteRange): Promise<Readable | null> {
    assertBlobKey(key);
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // On Node the SDK's body is the response's own stream.
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw new S3Error('GetObject', error);
    }
  }

  async read(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key }),
        timeout(TRANSFER_TIMEOUT_MS),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw new S3Error('GetObject', error);
    }
  }

  async stat(key: string): Promise<TBlobInfo | null> {
    assertBlobKey(key);
    try {
      const answer = await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
        timeout(CONTROL_TIMEOUT_MS),
      );
      return { key, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) {
        return null;
      }
      throw new S3Error('HeadObject', error);
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    assertBlobKey(fromKey);
    assertBlobKey(toKey);
    // One CopyObject: media are far below its 5 GB limit. Keys are plain paths (assertBlobKey),
    // so the source needs no encoding beyond what the SDK does.
    try {
      await this.#client.send(
        new CopyObjectCommand({ Bucket: this.#bucket, Key: toKey, CopySource: `${this.#bucket}/${fromKey}` }),
        timeout(TRANSFER_TIMEOUT_MS),
      );
    } catch (error) {
      throw new S3Error('CopyObject', error);
    }
    await this.delete(fromKey);
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    try {
      // S3 answers 204 for a missing key too.
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }), timeout(CONTROL_TIMEOUT_MS));
    } catch (error) {
      throw new S3Error('DeleteObject', error);
    }
  }

  async *list(prefix: string): AsyncIterable<TBlobInfo> {
    assertBlobPrefix(prefix);
    const pages = paginateListObjectsV2(
      { client: this.#client, pageSize: this.#listPageSize },
      { Bucket: this.#bucket, Prefix: prefix },
    );
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) {
            yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
          }
        }
      }
    } catch (error) {
      throw error instanceof S3ServiceException ? new S3Error('ListObjectsV2', error) : error;
    }
  }
}
