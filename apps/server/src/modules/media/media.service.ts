import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import {
  mediaKindOf,
  MediaValidation,
  normalizeMediaId,
  ZMediaIdSchema,
  ZMediaKindSchema,
  type TMedia,
  type TMediaContentType,
  type TMediaKind,
  type TMediaLinkResponse,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/foreign-key-violation.ts';
import type { TBlobStore, TByteRange } from '../../lib/storage/blob-store.ts';
import { LRUCache } from 'lru-cache';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import {
  classifyOfficeDocument,
  resolveContentType,
  SNIFF_BYTES,
  sniffContentType,
  unsupported,
  ZIP_CONTAINER,
  type TSniffResult,
} from './media-content.ts';
import { sanitizeFileName } from './media-file-names.ts';
import { contentEtag } from './media-http.ts';
import { reencodeImage, resizeImage } from './media-images.ts';
import { checkMediaLink, signMediaLink } from './media-links.ts';
import {
  canChangeMedia,
  canReadMedia,
  isAdminOfAnyModule,
  isPublicMedia,
  isSameTenant,
  isUploader,
  type TMediaActor,
} from './media.policy.ts';
import { mediaVersionOf, presentMedia } from './media.presenter.ts';
import {
  deleteMediaRow,
  findMediaRow,
  findMediaRows,
  insertMediaRow,
  findAttachedMediaIds,
  insertMediaRowWithinQuota,
  isMediaAttached,
  updateMediaContent,
  type TMediaRow,
} from './media.repository.ts';

/*
 * Storage layout (keys are built here from the tenant code and UUIDs only, never from a name):
 *   tmp/{tenant}/{uuid}                          an upload while it arrives (swept when abandoned)
 *   media/{tenant}/{mediaId}/{revision}          the content; a replacement gets a new revision
 *   variants/{tenant}/{mediaId}/{version}/{w}x{h} resized images, made once and kept
 */

/** Something to log through (Fastify's logger, pino, or nothing). */
export type TMediaLog = { warn: (details: object, message: string) => void };

const silentLog: TMediaLog = { warn: () => {} };

/** A file as a request delivers it: the bytes as they arrive, the name and type the client gave. */
export type TIncomingFile = { stream: Readable; fileName: string; declaredType: string | undefined };

const OFFICE_LIMIT = Math.max(
  MediaValidation.maxBytesByKind.document,
  MediaValidation.maxBytesByKind.presentation,
  MediaValidation.maxBytesByKind.spreadsheet,
);

function tooLarge(limit: number, kind?: TMediaKind): AppError {
  const what = kind ? `${kind} files` : 'files';
  return new AppError('payload_too_large', `The file is larger than the ${limit} bytes allowed for ${what}.`);
}

const EMPTY_FILE = () => new AppError('validation_failed', 'The file is empty.', { file: ['The file is empty'] });

function decide(head: Buffer): Exclude<TSniffResult, null> {
  const detected = sniffContentType(head);
  if (detected === null) {
    throw unsupported(
      'This type of file is not accepted: images (PNG, JPEG, GIF, WebP), video (MP4, WebM), audio ' +
        '(MP3, M4A, WAV, OGG), PDF and Word, PowerPoint or Excel documents are.',
    );
  }
  return detected;
}

function limitOf(detected: TSniffResult): number {
  return detected === ZIP_CONTAINER || detected === null
    ? OFFICE_LIMIT
    : MediaValidation.maxBytesByKind[mediaKindOf(detected)];
}

/**
 * Watches an upload as it streams to the store: decides its type from the first bytes (415 before
 * the rest is read), enforces the size limit of that type (413 the moment it is passed), hashes
 * it, and keeps in memory only what must be decoded afterwards (images, Office archives).
 */
class UploadInspector extends Transform {
  detected: TSniffResult = null;
  size = 0;
  sha256 = '';
  #isDecided = false;
  #head: Buffer[] = [];
  #headBytes = 0;
  #kept: Buffer[] | null = null;
  #limit: number = MediaValidation.maxUploadBytes;
  readonly #hash = createHash('sha256');

  get keptBytes(): Buffer | null {
    return this.#kept ? Buffer.concat(this.#kept) : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.#limit) {
      callback(
        tooLarge(
          this.#limit,
          this.detected && this.detected !== ZIP_CONTAINER ? mediaKindOf(this.detected) : undefined,
        ),
      );
      return;
    }
    this.#hash.update(chunk);
    if (this.#isDecided) {
      this.#kept?.push(chunk);
      callback(null, chunk);
      return;
    }
    this.#head.push(chunk);
    this.#headBytes += chunk.length;
    callback(this.#headBytes >= SNIFF_BYTES ? this.#decide() : null);
  }

  override _flush(callback: TransformCallback): void {
    const error = this.#isDecided ? null : this.#decide();
    this.sha256 = this.#hash.digest('hex');
    callback(error);
  }

  #decide(): Error | null {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    if (head.length === 0) {
      return EMPTY_FILE();
    }
    let detected: Exclude<TSniffResult, null>;
    try {
      detected = decide(head);
    } catch (error) {
      return error as Error;
    }
    this.detected = detected;
    this.#isDecided = true;
    this.#limit = limitOf(detected);
    if (this.size > this.#limit) {
      return tooLarge(this.#limit);
    }
    if (detected === ZIP_CONTAINER || mediaKindOf(detected) === 'image') {
      this.#kept = [head];
    }
    this.push(head);
    return null;
  }
}

/** An upload that arrived whole: in the store under a temporary key, or in memory. */
type TStaged = {
  detected: Exclude<TSniffResult, null>;
  size: number;
  sha256: string;
  /** The bytes, when they are in memory (images, Office archives, buffers). */
  bytes: Buffer | null;
  /** Where the bytes wait when they came as a stream. */
  tempKey: string | null;
};

/** What is stored: checked type, clean name, and the re-encoded bytes of an image. */
type TPrepared = {
  contentType: TMediaContentType;
  kind: TMediaKind;
  fileName: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** Bytes to write (re-encoded image, or a buffer's bytes); null: move the staged file. */
  bytes: Buffer | null;
};

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Streams an upload to a temporary key while inspecting it; nothing stays behind on failure. */
async function stageStream(store: TBlobStore, tenantCode: string, stream: Readable): Promise<TStaged> {
  const inspector = new UploadInspector();
  const tempKey = `tmp/${tenantCode}/${randomUUID()}`;
  let sourceError: unknown;
  stream.once('error', (error) => {
    sourceError = error;
  });
  // pipeline() destroys both sides on failure: a client that aborts errors the store's write.
  const body = pipeline(stream, inspector, () => {});
  try {
    await store.put(tempKey, body);
  } catch (error) {
    await store.delete(tempKey).catch(() => undefined);
    // The very error the request stream raised, carried through to the store's write.
    if (!(error instanceof AppError) && sourceError !== undefined && error === sourceError) {
      // The request broke (malformed multipart, client gone): the client's fault, not the server's.
      throw new AppError('validation_failed', 'The file did not arrive whole.', { file: ['The upload was cut short'] });
    }
    throw error;
  }
  if (inspector.detected === null) {
    await store.delete(tempKey).catch(() => undefined);
    throw EMPTY_FILE();
  }
  return {
    detected: inspector.detected,
    size: inspector.size,
    sha256: inspector.sha256,
    bytes: inspector.keptBytes,
    tempKey,
  };
}

function stageBuffer(bytes: Buffer): TStaged {
  if (bytes.length === 0) {
    throw EMPTY_FILE();
  }
  const detected = decide(bytes.subarray(0, SNIFF_BYTES));
  const limit = limitOf(detected);
  if (bytes.length > limit) {
    throw tooLarge(limit);
  }
  return { detected, size: bytes.length, sha256: sha256Hex(bytes), bytes, tempKey: null };
}

/** Checks a staged upload against its declared type and name, and re-encodes images. */
async function prepareContent(staged: TStaged, declaredType: string | undefined, rawName: string): Promise<TPrepared> {
  let detected: TMediaContentType;
  if (staged.detected === ZIP_CONTAINER) {
    const office = staged.bytes ? await classifyOfficeDocument(staged.bytes) : null;
    if (!office) {
      throw unsupported('A ZIP archive is accepted only as a Word, PowerPoint or Excel document without macros.');
    }
    detected = office;
  } else {
    detected = staged.detected;
  }
  const cleanName = sanitizeFileName(rawName);
  const contentType = resolveContentType(detected, declaredType, cleanName);
  const kind = mediaKindOf(contentType);
  const limit = MediaValidation.maxBytesByKind[kind];
  if (staged.size > limit) {
    throw tooLarge(limit, kind);
  }
  const fileName = sanitizeFileName(cleanName, contentType);
  if (kind === 'image') {
    if (!staged.bytes) {
      throw new Error('image bytes were not kept');
    }
    const image = await reencodeImage(staged.bytes, contentType);
    return {
      contentType,
      kind,
      fileName,
      size: image.bytes.length,
      sha256: sha256Hex(image.bytes),
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    };
  }
  return {
    contentType,
    kind,
    fileName,
    size: staged.size,
    sha256: staged.sha256,
    width: null,
    height: null,
    bytes: staged.tempKey ? null : staged.bytes,
  };
}

function contentKey(tenantCode: string, mediaId: string): string {
  return `media/${tenantCode}/${mediaId}/${randomUUID()}`;
}

function variantPrefix(tenantCode: string, mediaId: string): string {
  return `variants/${tenantCode}/${mediaId}/`;
}

/** Writes the prepared content under its final key (re-encoded bytes, or the staged file moved). */
async function writeContent(store: TBlobStore, key: string, staged: TStaged, prepared: TPrepared): Promise<void> {
  if (prepared.bytes) {
    await store.put(key, prepared.bytes, { contentType: prepared.contentType });
    return;
  }
  if (!staged.tempKey) {
    throw new Error('nothing to write');
  }
  await store.move(staged.tempKey, key);
}

/** Deletes blobs, logging (not throwing) when the store fails: the row is what counts. */
async function removeBlobs(
  store: TBlobStore,
  keys: readonly string[],
  prefix: string | null,
  log: TMediaLog,
): Promise<void> {
  try {
    const all = [...keys];
    if (prefix) {
      for await (const blob of store.list(prefix)) {
        all.push(blob.key);
      }
    }
    await Promise.all(all.map((key) => store.delete(key)));
  } catch (error) {
    log.warn({ err: error, keys, prefix }, 'media blobs could not be deleted; they are orphans now');
  }
}

/** Runs the upload path: stage, check, write under the final key, then the caller's database write. */
async function storeContent<T>(
  context: { store: TBlobStore; tenantCode: string; mediaId: string; log: TMediaLog },
  source: { staged: TStaged; declaredType: string | undefined; fileName: string },
  commit: (prepared: TPrepared, storageKey: string) => Promise<T>,
  expectedKind?: TMediaKind,
): Promise<T> {
  const { store, tenantCode, mediaId, log } = context;
  const { staged } = source;
  try {
    const prepared = await prepareContent(staged, source.declaredType, source.fileName);
    if (expectedKind && prepared.kind !== expectedKind) {
      throw unsupported(`This media is a ${expectedKind}: it can only be replaced by another ${expectedKind}.`);
    }
    const storageKey = contentKey(tenantCode, mediaId);
    try {
      await writeContent(store, storageKey, staged, prepared);
      return await commit(prepared, storageKey);
    } catch (error) {
      // The row was not written (or the store failed half-way): the content must not stay behind.
      await removeBlobs(store, [storageKey], null, log);
      throw error;
    }
  } finally {
    if (staged.tempKey) {
      await store.delete(staged.tempKey).catch((error: unknown) => {
        log.warn({ err: error, key: staged.tempKey }, 'temporary upload could not be deleted');
      });
    }
  }
}

function rowOf(
  tenantCode: string,
  mediaId: string,
  prepared: TPrepared,
  storageKey: string,
  uploadedBy: string | null,
  now: string,
): TMediaRow {
  return {
    tenant_code: tenantCode,
    media_id: mediaId,
    content_type: prepared.contentType,
    kind: prepared.kind,
    size_bytes: prepared.size,
    file_name: prepared.fileName,
    width: prepared.width,
    height: prepared.height,
    storage_key: storageKey,
    sha256: prepared.sha256,
    uploaded_by: uploadedBy,
    created_at: now,
    updated_at: now,
  };
}

function conflictOf(error: unknown): unknown {
  if (isUniqueViolation(error)) {
    return new AppError('conflict', 'A media with this id already exists.', { mediaId: ['This id is taken'] });
  }
  return error;
}

/**
 * Stores a file given as bytes, through the same checks as an upload (type from the bytes, limits,
 * images re-encoded without metadata), and answers the new media. For other modules and the demo
 * seed (generated files); `mediaId` makes a seed repeatable (409 `conflict` when it exists).
 * Throws AppError 400 (empty), 413 (too large) or 415 (type refused or mislabelled).
 */
export async function storeMediaBytes(input: {
  db: Kysely<Database>;
  store: TBlobStore;
  tenantCode: string;
  fileName: string;
  bytes: Buffer;
  /** userCode of the uploader; null for generated content. */
  uploadedBy: string | null;
  /** What the bytes are said to be; refused when the bytes disagree (default: the bytes decide). */
  contentType?: string;
  mediaId?: string;
  log?: TMediaLog;
}): Promise<TMedia> {
  const mediaId = normalizeMediaId(input.mediaId ?? randomUUID());
  if (!ZMediaIdSchema.safeParse(mediaId).success) {
    throw new AppError('validation_failed', 'The media id is not a UUID.', { mediaId: ['Not a UUID'] });
  }
  const context = { store: input.store, tenantCode: input.tenantCode, mediaId, log: input.log ?? silentLog };
  const source = { staged: stageBuffer(input.bytes), declaredType: input.contentType, fileName: input.fileName };
  const row = await storeContent(context, source, async (prepared, storageKey) => {
    const values = rowOf(input.tenantCode, mediaId, prepared, storageKey, input.uploadedBy, new Date().toISOString());
    try {
      await insertMediaRow(input.db, values);
    } catch (error) {
      throw conflictOf(error);
    }
    return values;
  });
  return presentMedia(row);
}

/**
 * The tenant's media among these ids, in the order asked, without their bytes (`data` null);
 * unknown ids, other tenants' media and malformed ids are left out. For other modules (resources
 * attach media by id and copy their size and type).
 */
export async function findMediaByIds(
  db: Kysely<Database>,
  tenantCode: string,
  ids: readonly string[],
): Promise<TMedia[]> {
  const wanted = [...new Set(ids.map(normalizeMediaId))].filter((id) => ZMediaIdSchema.safeParse(id).success);
  const rows = await findMediaRows(db, tenantCode, wanted);
  const byId = new Map(
    rows.filter((row) => isSameTenant(tenantCode, row)).map((row) => [normalizeMediaId(row.media_id), row]),
  );
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentMedia(row)] : [];
  });
}

/**
 * Deletes the temporary uploads older than `olderThanMs` (a process that died mid-upload leaves
 * its temporary file behind); answers how many were deleted.
 */
export async function sweepAbandonedUploads(store: TBlobStore, olderThanMs: number, now = Date.now()): Promise<number> {
  const stale: string[] = [];
  for await (const blob of store.list('tmp/')) {
    if (now - blob.lastModified.getTime() > olderThanMs) {
      stale.push(blob.key);
    }
  }
  await Promise.all(stale.map((key) => store.delete(key)));
  return stale.length;
}

/** An image as the public image routes serve it. */
export type TImageMeta = {
  tenantCode: string;
  mediaId: string;
  contentType: TMediaContentType;
  storageKey: string;
  version: string;
  /** The original's strong entity tag, from its row: a revalidation needs no read of the store. */
  etag: string;
};

/** Image bytes ready to send, with their strong entity tag. */
export type TImageBytes = { bytes: Buffer; etag: string; contentType: TMediaContentType; byteLength: number };

const META_TTL_MS = 30_000;
// Resized variants and small originals kept in memory: the warm path of `<img src>` never reads the store.
const MEMORY_CACHE = { max: 2_000, maxSize: 64 * 1024 * 1024 };
const MAX_CACHED_ORIGINAL_BYTES = 1024 * 1024;

export type TMediaService = ReturnType<typeof createMediaService>;

/**
 * The media service (`/api/media`, `/image`, `/media/stream`): uploads checked from their bytes,
 * metadata, downloads, replacement and deletion (uploader or an administrator), playback links,
 * and images for `<img src>`, resized variants made once and then served from memory.
 */
export function createMediaService({
  db,
  store,
  linkKey,
  permissionsOf,
  log = silentLog,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  store: TBlobStore;
  /** HMAC key of playback links (`deriveMediaLinkKey`). */
  linkKey: Buffer;
  /** What a user of the tenant holds (the permissions service): whether an uploader administers a module. */
  permissionsOf: (tenantCode: string, userCode: string) => Promise<readonly string[]>;
  log?: TMediaLog;
  now?: () => Date;
}) {
  // lru-cache stores no null: "no such image" is cached as `{ meta: null }`.
  const imageMetas = createLoadingCache<{ meta: TImageMeta | null }>({ ttl: META_TTL_MS, max: 10_000 });
  // Bounded by count and bytes; concurrent loads of a variant are merged, a failed one is not kept.
  const images = new LRUCache<string, TImageBytes, () => Promise<TImageBytes>>({
    ...MEMORY_CACHE,
    sizeCalculation: (image) => image.byteLength || 1,
    fetchMethod: (_key, _stale, { context: load }) => load(),
    // A replaced image's variants are dropped while one may still be loading: that load still answers.
    ignoreFetchAbort: true,
  });

  async function loadMedia(tenant: TResolvedTenant, mediaId: string): Promise<TMediaRow> {
    const row = await findMediaRow(db, tenant.tenantCode, normalizeMediaId(mediaId));
    if (!row || !isSameTenant(tenant.tenantCode, row)) {
      throw notFound('The media');
    }
    return row;
  }

  function forgetImage(tenantCode: string, mediaId: string, meta: TImageMeta | null): void {
    imageMetas.set(`${tenantCode}\u0000${mediaId}`, { meta });
    const prefix = `${tenantCode}/${mediaId}/`;
    for (const key of [...images.keys()].filter((key) => key.startsWith(prefix))) {
      images.delete(key);
    }
  }

  function imageMetaOf(row: TMediaRow): TImageMeta | null {
    if (row.kind !== 'image') {
      return null;
    }
    return {
      tenantCode: row.tenant_code,
      mediaId: normalizeMediaId(row.media_id),
      contentType: row.content_type as TMediaContentType,
      storageKey: row.storage_key,
      version: mediaVersionOf(row),
      etag: contentEtag(row.sha256),
    };
  }

  function quotaSince(): string {
    return new Date(now().getTime() - MediaValidation.quotaWindowHours * 3_600_000).toISOString();
  }

  function quotaReached(which: 'user' | 'tenant'): AppError {
    const hours = MediaValidation.quotaWindowHours;
    return new AppError(
      'rate_limited',
      which === 'user'
        ? `You have uploaded the ${MediaValidation.maxBytesPerUser} bytes allowed per person in ${hours} hours: try again later.`
        : `This portal's people have uploaded the ${MediaValidation.maxBytesPerTenant} bytes allowed in ${hours} hours: try again later.`,
    );
  }

  /** Stores the row of a new upload, within the upload quotas unless the actor administers a module. */
  async function insertUploadRow(actor: TMediaActor, values: TMediaRow & { uploaded_by: string }): Promise<void> {
    if (isAdminOfAnyModule(actor)) {
      await insertMediaRow(db, values);
      return;
    }
    const quota = {
      since: quotaSince(),
      maxUserBytes: MediaValidation.maxBytesPerUser,
      maxTenantBytes: MediaValidation.maxBytesPerTenant,
    };
    const outcome = await insertMediaRowWithinQuota(db, values, quota);
    if (outcome !== 'inserted') {
      throw quotaReached(outcome);
    }
  }

  /**
   * Uploads a file for the actor: 201 with the media; 400/413/415, or 429 past the upload quotas
   * (`MediaValidation.maxBytesPerUser`, `maxBytesPerTenant`), and nothing stored otherwise.
   */
  async function uploadMedia(
    tenant: TResolvedTenant,
    actor: TMediaActor,
    receive: () => Promise<TIncomingFile>,
  ): Promise<TMedia> {
    // No quota check before the bytes are read: an await here lets a short body end before its
    // stream is watched. The insert decides, and a refused upload leaves nothing stored.
    const file = await receive();
    const mediaId = randomUUID();
    const staged = await stageStream(store, tenant.tenantCode, file.stream);
    const context = { store, tenantCode: tenant.tenantCode, mediaId, log };
    const row = await storeContent(
      context,
      { staged, declaredType: file.declaredType, fileName: file.fileName },
      async (prepared, key) => {
        const values = rowOf(tenant.tenantCode, mediaId, prepared, key, actor.userCode, now().toISOString());
        await insertUploadRow(actor, { ...values, uploaded_by: actor.userCode });
        return values;
      },
    );
    return presentMedia(row);
  }

  /**
   * A media the actor may read (`canReadMedia`): an upload nothing refers to yet is its uploader's
   * and the administrators' only, and a 404 to anyone else, as if it did not exist.
   */
  async function loadReadableMedia(tenant: TResolvedTenant, actor: TMediaActor, mediaId: string): Promise<TMediaRow> {
    const row = await loadMedia(tenant, mediaId);
    if (canReadMedia(actor, row, false)) {
      return row;
    }
    if (!canReadMedia(actor, row, await isMediaAttached(db, tenant.tenantCode, row.media_id))) {
      throw notFound('The media');
    }
    return row;
  }

  /** One media of the tenant; small images carry their bytes in `data`. 404 when unknown or not readable. */
  async function getMedia(tenant: TResolvedTenant, actor: TMediaActor, mediaId: string): Promise<TMedia> {
    const row = await loadReadableMedia(tenant, actor, mediaId);
    if (row.kind !== 'image' || row.size_bytes > MediaValidation.maxInlineDataBytes) {
      return presentMedia(row);
    }
    const bytes = await store.read(row.storage_key);
    return presentMedia(row, bytes ? bytes.toString('base64') : null);
  }

  /** The tenant's media among the ids, in the order asked; unknown and unreadable ids are left out. */
  async function getMultipleMedia(
    tenant: TResolvedTenant,
    actor: TMediaActor,
    mediaIds: readonly string[],
  ): Promise<TMedia[]> {
    const found = await findMediaByIds(db, tenant.tenantCode, mediaIds);
    const toCheck = found.filter((media) => !canReadMedia(actor, { uploaded_by: media.uploadedBy }, false));
    const attached = await findAttachedMediaIds(
      db,
      tenant.tenantCode,
      toCheck.map((media) => media.mediaId),
    );
    return found.filter((media) =>
      canReadMedia(actor, { uploaded_by: media.uploadedBy }, attached.has(normalizeMediaId(media.mediaId))),
    );
  }

  /**
   * Replaces a media's content (same id, new bytes of the same kind): 404 when unknown, 403 unless
   * the actor uploaded it or administers a module (checked before the upload is read), then the
   * upload's own checks. The previous content is deleted once the row points at the new one.
   */
  async function replaceMedia(
    tenant: TResolvedTenant,
    actor: TMediaActor,
    mediaId: string,
    receive: () => Promise<TIncomingFile>,
  ): Promise<TMedia> {
    const current = await loadMedia(tenant, mediaId);
    if (!canChangeMedia(actor, current)) {
      throw new AppError('forbidden', 'Only the uploader or an administrator can replace this media.');
    }
    const file = await receive();
    const staged = await stageStream(store, tenant.tenantCode, file.stream);
    const id = current.media_id;
    const context = { store, tenantCode: tenant.tenantCode, mediaId: id, log };
    const source = { staged, declaredType: file.declaredType, fileName: file.fileName };
    const updated = await storeContent(
      context,
      source,
      async (prepared, storageKey) => {
        const values = rowOf(tenant.tenantCode, id, prepared, storageKey, current.uploaded_by, now().toISOString());
        const { tenant_code: _tenant, media_id: _id, created_at: _created, uploaded_by: _by, ...content } = values;
        if (!(await updateMediaContent(db, tenant.tenantCode, id, content))) {
          throw notFound('The media');
        }
        return { ...values, created_at: current.created_at };
      },
      ZMediaKindSchema.parse(current.kind),
    );
    forgetImage(tenant.tenantCode, normalizeMediaId(id), imageMetaOf(updated));
    await removeBlobs(store, [current.storage_key], variantPrefix(tenant.tenantCode, id), log);
    return presentMedia(updated);
  }

  /**
   * Deletes a media and its content: 404 when unknown, 403 unless the actor uploaded it or
   * administers a module, 409 while something (a resource, a user asset) still references it.
   */
  async function deleteMedia(tenant: TResolvedTenant, actor: TMediaActor, mediaId: string): Promise<void> {
    const row = await loadMedia(tenant, mediaId);
    if (!canChangeMedia(actor, row)) {
      throw new AppError('forbidden', 'Only the uploader or an administrator can delete this media.');
    }
    const outcome = await removeMedia(tenant.tenantCode, row);
    if (outcome === 'in-use') {
      throw new AppError('conflict', 'The media is still in use (a resource or an upload refers to it).');
    }
    if (outcome === 'gone') {
      throw notFound('The media');
    }
  }

  /**
   * Deletes a media its uploader stopped using (a replaced profile picture), so that it is no
   * longer stored nor reachable by an old link; kept when it is another's upload or still in use.
   * Never fails the caller's change: a failure is logged.
   */
  async function discardUploadedMedia(tenantCode: string, uploaderCode: string, mediaId: string): Promise<void> {
    try {
      const row = await findMediaRow(db, tenantCode, normalizeMediaId(mediaId));
      if (row && isSameTenant(tenantCode, row) && isUploader({ userCode: uploaderCode }, row)) {
        await removeMedia(tenantCode, row);
      }
    } catch (error) {
      log.warn({ err: error, mediaId }, 'a media its uploader stopped using could not be deleted');
    }
  }

  /** Deletes the row, then its bytes and variants; a row another still refers to stays. */
  async function removeMedia(tenantCode: string, row: TMediaRow): Promise<'deleted' | 'gone' | 'in-use'> {
    try {
      if (!(await deleteMediaRow(db, tenantCode, row.media_id))) {
        return 'gone';
      }
    } catch (error) {
      if (isForeignKeyViolation(error)) {
        return 'in-use';
      }
      throw error;
    }
    forgetImage(tenantCode, normalizeMediaId(row.media_id), null);
    await removeBlobs(store, [row.storage_key], variantPrefix(tenantCode, row.media_id), log);
    return 'deleted';
  }

  /** The media to download, 404 when unknown or not readable. */
  async function findDownload(tenant: TResolvedTenant, actor: TMediaActor, mediaId: string): Promise<TMediaRow> {
    return loadReadableMedia(tenant, actor, mediaId);
  }

  /** The bytes of a stored media (or a range of them); 404 when the store lost them (logged). */
  async function openContent(row: TMediaRow, range?: TByteRange): Promise<Readable> {
    const stream = await store.get(row.storage_key, range);
    if (!stream) {
      log.warn({ mediaId: row.media_id, key: row.storage_key }, 'media content missing from the store');
      throw notFound("The media's content");
    }
    return stream;
  }

  /**
   * A short-lived URL that plays or shows the media without a bearer token; 404 when unknown or not
   * readable (the link is the only way to the stream, so the stream follows the same rule).
   */
  async function createPlaybackLink(
    tenant: TResolvedTenant,
    actor: TMediaActor,
    mediaId: string,
  ): Promise<TMediaLinkResponse> {
    const row = await loadReadableMedia(tenant, actor, mediaId);
    const expiresAt = Math.floor(now().getTime() / 1000) + MediaValidation.playbackLinkTtlSeconds;
    return {
      url: signMediaLink(linkKey, row.tenant_code, normalizeMediaId(row.media_id), expiresAt),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  /** The media a playback link names: 403 when its signature is wrong or it expired, 404 when gone. */
  async function findLinkedMedia(link: {
    tenantCode: string;
    mediaId: string;
    expiresAt: number;
    sig: string;
  }): Promise<TMediaRow> {
    const mediaId = normalizeMediaId(link.mediaId);
    const check = checkMediaLink(linkKey, { ...link, mediaId }, Math.floor(now().getTime() / 1000));
    if (check === 'invalid') {
      throw new AppError('forbidden', 'This media link is not valid.');
    }
    if (check === 'expired') {
      throw new AppError('forbidden', 'This media link has expired: ask for a new one.');
    }
    const row = await findMediaRow(db, link.tenantCode, mediaId);
    if (!row || !isSameTenant(link.tenantCode, row)) {
      throw notFound('The media');
    }
    return row;
  }

  /** Whether the public image URLs may serve this media (`isPublicMedia`). */
  async function isPublicImage(row: TMediaRow): Promise<boolean> {
    if (isPublicMedia(row, false, [])) {
      return true;
    }
    if (await isMediaAttached(db, row.tenant_code, row.media_id)) {
      return true;
    }
    return row.uploaded_by !== null && isPublicMedia(row, false, await permissionsOf(row.tenant_code, row.uploaded_by));
  }

  /** An image of the tenant for the public image routes (cached briefly); 404 when unknown or not an image. */
  async function findImage(tenantCode: string, mediaId: string): Promise<TImageMeta> {
    const id = normalizeMediaId(mediaId);
    const cacheKey = `${tenantCode}\u0000${id}`;
    const { meta } = await imageMetas.forceFetch(cacheKey, {
      context: async () => {
        const row = await findMediaRow(db, tenantCode, id);
        if (row && isSameTenant(tenantCode, row) && row.kind === 'image' && !(await isPublicImage(row))) {
          // Thrown, so not cached: the image is served the moment something attaches it.
          throw notFound('The image');
        }
        return { meta: row && isSameTenant(tenantCode, row) ? imageMetaOf(row) : null };
      },
    });
    if (!meta) {
      throw notFound('The image');
    }
    return meta;
  }

  /** Memory first, then `load`, once at a time per key; kept in memory only when `isCacheable`. */
  async function cached(
    key: string,
    load: () => Promise<TImageBytes>,
    isCacheable: (image: TImageBytes) => boolean,
  ): Promise<TImageBytes> {
    return (
      images.get(key) ??
      images.forceFetch(key, {
        context: load,
        // lru-cache keeps nothing larger than its whole budget: that is how an image is left out.
        sizeCalculation: (image) => (isCacheable(image) ? image.byteLength || 1 : MEMORY_CACHE.maxSize + 1),
      })
    );
  }

  /** The original image bytes. */
  async function getImage(meta: TImageMeta): Promise<TImageBytes> {
    return cached(
      `${meta.tenantCode}/${meta.mediaId}/${meta.version}/original`,
      async () => {
        const bytes = await store.read(meta.storageKey);
        if (!bytes) {
          log.warn({ mediaId: meta.mediaId, key: meta.storageKey }, 'image content missing from the store');
          throw notFound("The image's content");
        }
        return { bytes, etag: meta.etag, contentType: meta.contentType, byteLength: bytes.length };
      },
      (image) => image.byteLength <= MAX_CACHED_ORIGINAL_BYTES,
    );
  }

  /**
   * The image scaled down to fit inside w x h: from memory, else from the store's variant, else
   * made with sharp and written to the store for the other nodes and the next start.
   */
  async function getResizedImage(
    meta: TImageMeta,
    size: { width?: number | undefined; height?: number | undefined },
  ): Promise<TImageBytes> {
    const dimensions = `${size.width ?? 0}x${size.height ?? 0}`;
    return cached(
      `${meta.tenantCode}/${meta.mediaId}/${meta.version}/${dimensions}`,
      async () => {
        const variantKey = `${variantPrefix(meta.tenantCode, meta.mediaId)}${meta.version}/${dimensions}`;
        let bytes = await store.read(variantKey);
        if (!bytes) {
          const original = await getImage(meta);
          bytes = await resizeImage(original.bytes, meta.contentType, size);
          await store.put(variantKey, bytes, { contentType: meta.contentType }).catch((error: unknown) => {
            log.warn({ err: error, key: variantKey }, 'resized image could not be stored; it is served anyway');
          });
        }
        return { bytes, etag: contentEtag(sha256Hex(bytes)), contentType: meta.contentType, byteLength: bytes.length };
      },
      () => true,
    );
  }

  return {
    uploadMedia,
    getMedia,
    getMultipleMedia,
    replaceMedia,
    deleteMedia,
    discardUploadedMedia,
    findDownload,
    openContent,
    createPlaybackLink,
    findLinkedMedia,
    findImage,
    getImage,
    getResizedImage,
  };
}
