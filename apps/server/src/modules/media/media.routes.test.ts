import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { MediaValidation, type TMedia, type TMediaLinkResponse, type TProblem } from '@portal/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../lib/storage/local-file-store.ts';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { loadDeploymentKeys } from '../identity/deployment-secrets.ts';
import { deriveMediaLinkKey, signMediaLink } from './media-links.ts';
import {
  bareMp3File,
  elfFile,
  exeFile,
  fileUpload,
  gifFile,
  htmlFile,
  jpegWithExif,
  m4aFile,
  mp3File,
  mp4File,
  multipartBody,
  officeFile,
  oggFile,
  pdfFile,
  plainZipFile,
  pngClaiming,
  pngFile,
  quickTimeFile,
  scriptFile,
  sendBytes,
  svgFile,
  wavFile,
  webmFile,
  webpFile,
  xmlSvgFile,
  type TBytesResponse,
} from './media-test-files.ts';
import { storeMediaBytes } from './media.service.ts';

let server: TTestServer;
let store: LocalFileStore;
let learner: Record<string, string>;
let manager: Record<string, string>;
let admin: Record<string, string>;
let borealAdmin: Record<string, string>;

beforeAll(async () => {
  store = new LocalFileStore(join(process.env.TMPDIR ?? '/tmp', `portal-media-routes-${process.pid}-${Date.now()}`));
  server = await startTestServer({ mediaStore: store });
  learner = await bearer(server.database, 'acme', 'acme-learner');
  manager = await bearer(server.database, 'acme', 'acme-manager');
  admin = await bearer(server.database, 'acme', 'acme-admin');
  borealAdmin = await bearer(server.database, 'boreal', 'boreal-admin');
});
afterAll(async () => {
  await server.close();
  const { rm } = await import('node:fs/promises');
  await rm(store.root, { recursive: true, force: true });
});

/** Every file in the store, as keys. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  async function walk(folder: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
      } else {
        keys.push(relative(store.root, path));
      }
    }
  }
  await walk(store.root);
  return keys.sort();
}

async function mediaRows(tenantCode = 'acme') {
  return server.database.db.selectFrom('media').selectAll().where('tenant_code', '=', tenantCode).execute();
}

async function snapshot() {
  return { rows: (await mediaRows()).length + (await mediaRows('boreal')).length, keys: await storedKeys() };
}

function upload(
  file: Buffer,
  name: string,
  headers: Record<string, string>,
  options: { type?: string; method?: string; path?: string; host?: string } = {},
): Promise<TBytesResponse> {
  const { body, contentType } = fileUpload(file, name, options.type);
  return sendBytes(server.baseUrl, options.path ?? '/api/media', {
    method: options.method ?? 'POST',
    host: options.host,
    body,
    headers: { ...headers, 'content-type': contentType },
  });
}

async function uploaded(file: Buffer, name: string, headers = learner, type?: string): Promise<TMedia> {
  const response = await upload(file, name, headers, { type });
  expect(response.status, response.text).toBe(201);
  return response.json<TMedia>();
}

function get(path: string, headers: Record<string, string> = {}, host?: string): Promise<TBytesResponse> {
  return sendBytes(server.baseUrl, path, { headers, host });
}

function problemOf(response: TBytesResponse): TProblem {
  return response.json<TProblem>();
}

/** Makes the media the user's picture (null: none), so that something refers to it. */
async function attachAsPicture(userCode: string, mediaId: string | null): Promise<void> {
  await server.database.db
    .updateTable('users')
    .set({ picture_media_id: mediaId })
    .where('tenant_code', '=', 'acme')
    .where('user_code', '=', userCode)
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/media', () => {
  it('stores an image (201): kind and size from the bytes, under a key of tenant and UUIDs only', async () => {
    const before = await snapshot();
    const response = await upload(await pngFile(40, 30), 'Holiday photo.png', learner, { type: 'image/png' });
    expect(response.status).toBe(201);
    const media = response.json<TMedia>();
    expect(media).toMatchObject({
      thumbnailId: media.mediaId,
      contentType: 'image/png',
      fileName: 'Holiday photo.png',
      kind: 'image',
      width: 40,
      height: 30,
      uploadedBy: 'acme-learner',
      data: null,
    });
    expect(media.mediaId).toMatch(UUID);
    expect(media.version).toMatch(/^[0-9a-f]{16}$/);
    const [row] = (await mediaRows()).filter((candidate) => candidate.media_id === media.mediaId);
    expect(row?.storage_key).toMatch(new RegExp(`^media/acme/${media.mediaId}/[0-9a-f-]{36}$`));
    expect(row?.size_bytes).toBe(media.sizeInBytes);
    const after = await snapshot();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.keys).toEqual([...before.keys, row?.storage_key].sort());
    // Nothing is left in the temporary area once the upload is committed.
    expect(after.keys.filter((key) => key.startsWith('tmp/'))).toEqual([]);
  });

  it('re-encodes images upright and without their metadata (EXIF, copyright)', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const media = await uploaded(original, 'sideways.jpg');
    // Orientation 6: the 40x20 pixels are shown 20 wide and 40 high.
    expect(media).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const [row] = (await mediaRows()).filter((candidate) => candidate.media_id === media.mediaId);
    const stored = await store.read(row?.storage_key ?? '');
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored?.includes('Secret Holdings')).toBe(false);
  });

  it.each([
    ['GIF', gifFile, 'loop.gif', 'image/gif', 'image'],
    ['WebP', webpFile, 'photo.webp', 'image/webp', 'image'],
    ['PDF', async () => pdfFile(), 'guide.pdf', 'application/pdf', 'document'],
    ['WAV', async () => wavFile(), 'voice.wav', 'audio/wav', 'audio'],
    ['MP3 with ID3', async () => mp3File(), 'song.mp3', 'audio/mpeg', 'audio'],
    ['bare MP3', async () => bareMp3File(), 'song.mp3', 'audio/mpeg', 'audio'],
    ['MP4', async () => mp4File(), 'clip.mp4', 'video/mp4', 'video'],
    ['M4A', async () => m4aFile(), 'podcast.m4a', 'audio/mp4', 'audio'],
    ['WebM', async () => webmFile(), 'clip.webm', 'video/webm', 'video'],
    ['OGG', async () => oggFile(), 'voice.ogg', 'audio/ogg', 'audio'],
    [
      'PowerPoint',
      () => officeFile('pptx'),
      'deck.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'presentation',
    ],
    [
      'Word',
      () => officeFile('docx'),
      'notes.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'document',
    ],
    [
      'Excel',
      () => officeFile('xlsx'),
      'sheet.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'spreadsheet',
    ],
  ])('accepts %s, typed from its bytes', async (_name, make, fileName, contentType, kind) => {
    const media = await uploaded(await make(), fileName);
    expect(media).toMatchObject({ contentType, kind, fileName });
  });

  it('lets the declared type or the extension say whether an MP4 is audio or video', async () => {
    const declared = await uploaded(mp4File(), 'talk', learner, 'audio/mp4');
    expect(declared).toMatchObject({ contentType: 'audio/mp4', kind: 'audio', fileName: 'talk.m4a' });
    const named = await uploaded(mp4File(), 'talk.m4a');
    expect(named).toMatchObject({ contentType: 'audio/mp4', kind: 'audio' });
  });

  it('adds the extension of the type to a name without one, and accepts type aliases', async () => {
    const media = await uploaded(wavFile(), 'recording', learner, 'audio/x-wav');
    expect(media).toMatchObject({ contentType: 'audio/wav', fileName: 'recording.wav' });
  });

  it.each([
    ['a PNG declared as a JPEG', pngFile, 'photo.png', 'image/jpeg'],
    ['a PNG named .jpg', pngFile, 'photo.jpg', 'image/png'],
    ['a PDF named .png', async () => pdfFile(), 'picture.png', 'application/octet-stream'],
    ['a PDF declared as a PowerPoint', async () => pdfFile(), 'deck.pdf', 'application/vnd.ms-powerpoint'],
    ['an SVG disguised as a PNG', async () => svgFile(), 'logo.png', 'image/png'],
    ['an XML SVG disguised as a JPEG', async () => xmlSvgFile(), 'logo.jpg', 'image/jpeg'],
    ['an SVG as itself', async () => svgFile(), 'logo.svg', 'image/svg+xml'],
    ['HTML disguised as a JPEG', async () => htmlFile(), 'photo.jpg', 'image/jpeg'],
    ['HTML disguised as a PDF', async () => htmlFile(), 'guide.pdf', 'application/pdf'],
    ['a shell script', async () => scriptFile(), 'setup.sh', 'text/x-shellscript'],
    ['a Windows executable named .pdf', async () => exeFile(), 'invoice.pdf', 'application/pdf'],
    ['an ELF executable', async () => elfFile(), 'tool', 'application/octet-stream'],
    ['a plain ZIP archive', plainZipFile, 'archive.zip', 'application/zip'],
    ['a ZIP named .pptx', plainZipFile, 'deck.pptx', 'application/octet-stream'],
    ['a macro-enabled presentation', () => officeFile('pptx', { withMacros: true }), 'deck.pptx', ''],
    ['a QuickTime movie', async () => quickTimeFile(), 'clip.mov', 'video/quicktime'],
    ['a Matroska video', async () => webmFile('matroska'), 'clip.mkv', 'video/x-matroska'],
    ['plain text', async () => Buffer.from('hello world, just text'), 'notes.txt', 'text/plain'],
    [
      'a JPEG signature over garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
      'broken.jpg',
      'image/jpeg',
    ],
    ['a PNG with an extension hidden by a bidi override', pngFile, 'photo\u202Egnp.exe', 'image/png'],
  ])('refuses %s with a 415, storing nothing', async (_case, make, fileName, type) => {
    const before = await snapshot();
    const response = await upload(await make(), fileName, learner, { type });
    expect(response.status, response.text).toBe(415);
    expect(problemOf(response).code).toBe('unsupported_media_type');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image over its limit with a 413 as soon as the limit is passed, storing nothing', async () => {
    const before = await snapshot();
    const oversize = Buffer.concat([await pngFile(), Buffer.alloc(MediaValidation.maxBytesByKind.image)]);
    const response = await upload(oversize, 'huge.png', learner, { type: 'image/png' });
    expect(response.status).toBe(413);
    expect(problemOf(response)).toMatchObject({ code: 'payload_too_large' });
    expect(problemOf(response).detail).toContain(String(MediaValidation.maxBytesByKind.image));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image with too many pixels (a decompression bomb) with a 413', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    const before = await snapshot();
    const response = await upload(bomb, 'bomb.png', learner);
    expect(response.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty multipart body', () => multipartBody([]), 'file'],
    ['fields and no file', () => multipartBody([{ name: 'title', data: 'no file here' }]), 'file'],
    [
      'a field beside the file',
      () =>
        multipartBody([
          { name: 'tenantCode', data: 'boreal' },
          { name: 'file', data: pdfFile(), filename: 'a.pdf', contentType: 'application/pdf' },
        ]),
      'tenantCode',
    ],
    ['an empty file', () => fileUpload(Buffer.alloc(0), 'empty.pdf'), 'file'],
  ])('answers %s with a 400 naming the field, storing nothing', async (_case, build, field) => {
    const before = await snapshot();
    const { body, contentType } = build();
    const response = await sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      body,
      headers: { ...learner, 'content-type': contentType },
    });
    expect(response.status, response.text).toBe(400);
    expect(problemOf(response).code).toBe('validation_failed');
    expect(Object.keys(problemOf(response).errors ?? {})).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a body that is not multipart with a 415', async () => {
    const json = await server.request('/api/media', { method: 'POST', body: { file: 'aGVsbG8=' }, headers: learner });
    expect(json.status).toBe(415);
    const raw = await sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      body: pdfFile(),
      headers: { ...learner, 'content-type': 'application/pdf' },
    });
    expect(raw.status).toBe(415);
    const none = await server.request('/api/media', { method: 'POST', headers: learner });
    expect(none.status).toBe(415);
  });

  it('answers a malformed multipart body with a 400', async () => {
    const response = await sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      body: Buffer.from('--nope\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4'),
      headers: { ...learner, 'content-type': 'multipart/form-data; boundary=nope' },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['../../etc/passwd', 'passwd.png'],
    ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
    ['/absolute/path/photo.png', 'photo.png'],
    ['  ..hidden.png  ', 'hidden.png'],
    ['a\u0001b\u007fc\u009f.png', 'abc.png'],
    ['tab\there.png', 'tab here.png'],
    // The last segment after a slash is the name: '<script>x<' is a folder to the parser.
    ['<script>x</script>.png', 'script.png'],
    ['CON.png', '_CON.png'],
    ['..', 'file.png'],
  ])('stores the name %j as %j, never in the storage key', async (name, expected) => {
    const before = await snapshot();
    const media = await uploaded(await pngFile(), name);
    expect(media.fileName).toBe(expected);
    const after = await snapshot();
    const added = after.keys.filter((key) => !before.keys.includes(key));
    expect(added).toEqual([expect.stringMatching(new RegExp(`^media/acme/${media.mediaId}/[0-9a-f-]{36}$`))]);
  });

  it('strips a NUL from a name given in RFC 5987 form and from a name given to the service', async () => {
    const { body, contentType } = multipartBody([
      { name: 'file', data: pdfFile(), filenameStar: 'r%C3%A9sum%00%C3%A9.pdf', contentType: 'application/pdf' },
    ]);
    const response = await sendBytes(server.baseUrl, '/api/media', {
      method: 'POST',
      body,
      headers: { ...learner, 'content-type': contentType },
    });
    expect(response.status).toBe(201);
    expect(response.json<TMedia>().fileName).toBe('résumé.pdf');
    const media = await storeMediaBytes({
      db: server.database.db,
      store,
      tenantCode: 'acme',
      fileName: 'nul\u0000byte/../../x\u0000y.pdf',
      bytes: pdfFile(),
      uploadedBy: null,
    });
    expect(media.fileName).toBe('xy.pdf');
  });

  it('cuts a long name to the limit, keeping its extension', async () => {
    const media = await uploaded(pdfFile(), `${'n'.repeat(400)}.pdf`);
    expect(media.fileName).toHaveLength(MediaValidation.maxFileNameLength);
    expect(media.fileName.endsWith('.pdf')).toBe(true);
  });

  it('answers 401 without a token and with a token of another tenant, storing nothing', async () => {
    const before = await snapshot();
    expect((await upload(pdfFile(), 'a.pdf', {})).status).toBe(401);
    expect((await upload(pdfFile(), 'a.pdf', borealAdmin)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('storeMediaBytes (other modules, the demo seed)', () => {
  it('stores generated bytes through the same checks, with a chosen id, and refuses a taken id', async () => {
    const mediaId = '5a4e3f1c-7b2d-4c8e-9f10-112233445566';
    const media = await storeMediaBytes({
      db: server.database.db,
      store,
      tenantCode: 'boreal',
      fileName: 'Affiche.png',
      bytes: await pngFile(12, 8),
      uploadedBy: null,
      mediaId: mediaId.toUpperCase(),
    });
    expect(media).toMatchObject({ mediaId, kind: 'image', width: 12, height: 8, uploadedBy: null });
    await expect(
      storeMediaBytes({
        db: server.database.db,
        store,
        tenantCode: 'boreal',
        fileName: 'again.pdf',
        bytes: pdfFile(),
        uploadedBy: null,
        mediaId,
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      storeMediaBytes({
        db: server.database.db,
        store,
        tenantCode: 'boreal',
        fileName: 'x.svg',
        bytes: svgFile(),
        uploadedBy: null,
      }),
    ).rejects.toMatchObject({ code: 'unsupported_media_type' });
    const keys = await storedKeys();
    expect(keys.filter((key) => key.includes(mediaId))).toHaveLength(1);
  });
});

describe('GET /api/media/:mediaId', () => {
  it('answers the media; a small image carries its bytes in data', async () => {
    const image = await uploaded(await pngFile(8, 8), 'dot.png');
    const response = await get(`/api/media/${image.mediaId}`, learner);
    expect(response.status).toBe(200);
    const read = response.json<TMedia>();
    expect(read).toMatchObject({ ...image, data: expect.any(String) });
    const [row] = (await mediaRows()).filter((candidate) => candidate.media_id === image.mediaId);
    expect(
      Buffer.from(read.data ?? '', 'base64').equals((await store.read(row?.storage_key ?? '')) ?? Buffer.alloc(1)),
    ).toBe(true);
  });

  it('answers no data for other kinds and matches ids in any case', async () => {
    const pdf = await uploaded(pdfFile(), 'guide.pdf');
    const response = await get(`/api/media/${pdf.mediaId.toUpperCase()}`, learner);
    expect(response.status).toBe(200);
    expect(response.json<TMedia>()).toMatchObject({ mediaId: pdf.mediaId, data: null, thumbnailId: null });
  });

  it.each(['123', 'not-a-uuid', '5a4e3f1c7b2d4c8e9f10112233445566'])(
    'answers the id %s with a 400 naming mediaId',
    async (id) => {
      const response = await get(`/api/media/${id}`, learner);
      expect(response.status).toBe(400);
      expect(Object.keys(problemOf(response).errors ?? {})).toEqual(['mediaId']);
    },
  );

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/media/0b7e8c2a-1111-4222-8333-444455556666', learner);
    expect(response.status).toBe(404);
    expect(problemOf(response).code).toBe('not_found');
  });
});

describe('POST /api/media/GetMultiple', () => {
  it("answers the tenant's media in the order asked, leaving out unknown and other tenants' ids", async () => {
    const first = await uploaded(pdfFile(), 'one.pdf');
    const second = await uploaded(await pngFile(), 'two.png');
    const foreign = await storeMediaBytes({
      db: server.database.db,
      store,
      tenantCode: 'boreal',
      fileName: 'theirs.pdf',
      bytes: pdfFile(),
      uploadedBy: 'boreal-admin',
    });
    const response = await server.request('/api/media/GetMultiple', {
      method: 'POST',
      body: {
        mediaIds: [
          second.mediaId,
          '0b7e8c2a-1111-4222-8333-444455556666',
          foreign.mediaId,
          first.mediaId,
          second.mediaId,
        ],
      },
      headers: learner,
    });
    expect(response.status).toBe(200);
    const media = response.json<TMedia[]>();
    expect(media.map((item) => item.mediaId)).toEqual([second.mediaId, first.mediaId]);
    expect(media.every((item) => item.data === null)).toBe(true);
  });

  it.each([
    ['no ids', { mediaIds: [] }, 'mediaIds'],
    ['too many ids', { mediaIds: Array.from({ length: 101 }, () => crypto.randomUUID()) }, 'mediaIds'],
    ['a malformed id', { mediaIds: ['nope'] }, 'mediaIds.0'],
    ['ids of the wrong type', { mediaIds: 'a,b' }, 'mediaIds'],
    ['an unknown property', { mediaIds: [crypto.randomUUID()], tenantCode: 'boreal' }, 'body'],
  ])('answers %s with a 400 naming the field', async (_case, body, field) => {
    const response = await server.request('/api/media/GetMultiple', { method: 'POST', body, headers: learner });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json<TProblem>().errors ?? {})).toContain(field);
  });
});

describe('GET /api/media/file/:mediaId', () => {
  it('downloads the bytes as an attachment under a safe name (RFC 5987)', async () => {
    const bytes = pdfFile('download me');
    // Quotes arrive escaped in a multipart header.
    const media = await uploaded(bytes, 'Résumé \\"été\\" 2026.pdf');
    expect(media.fileName).toBe('Résumé été 2026.pdf');
    const response = await get(`/api/media/file/${media.mediaId}`, learner);
    expect(response.status).toBe(200);
    expect(response.body.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _t_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C3%A9t%C3%A9%202026.pdf`,
    );
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('answers ranges (206), suffix ranges, 416 past the end, and 304 for a known ETag', async () => {
    const bytes = pdfFile('ranges');
    const media = await uploaded(bytes, 'ranges.pdf');
    const path = `/api/media/file/${media.mediaId}`;
    const first = await get(path, { ...learner, range: 'bytes=0-4' });
    expect(first.status).toBe(206);
    expect(first.text).toBe('%PDF-');
    expect(first.headers['content-range']).toBe(`bytes 0-4/${bytes.length}`);
    const suffix = await get(path, { ...learner, range: 'bytes=-6' });
    expect(suffix.status).toBe(206);
    expect(suffix.text).toBe('%%EOF\n');
    const open = await get(path, { ...learner, range: `bytes=${bytes.length - 2}-` });
    expect(open.body.equals(bytes.subarray(bytes.length - 2))).toBe(true);
    const past = await get(path, { ...learner, range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    const several = await get(path, { ...learner, range: 'bytes=0-1,4-5' });
    expect(several.status).toBe(200);
    const etag = String(first.headers.etag);
    const cached = await get(path, { ...learner, 'if-none-match': etag });
    expect(cached.status).toBe(304);
    const staleRange = await get(path, { ...learner, range: 'bytes=0-1', 'if-range': '"other"' });
    expect(staleRange.status).toBe(200);
  });

  it('answers HEAD with the length and no body', async () => {
    const media = await uploaded(pdfFile('head'), 'head.pdf');
    const response = await sendBytes(server.baseUrl, `/api/media/file/${media.mediaId}`, {
      method: 'HEAD',
      headers: learner,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(media.sizeInBytes));
    expect(response.body).toHaveLength(0);
  });
});

describe('PUT and POST /api/media/:mediaId (replace the content)', () => {
  it('lets the uploader replace an image: new bytes and version, the old content and variants gone', async () => {
    const media = await uploaded(await pngFile(40, 30), 'before.png');
    await attachAsPicture('acme-learner', media.mediaId);
    const [before] = (await mediaRows()).filter((row) => row.media_id === media.mediaId);
    const resized = await get(`/image/blob/${media.mediaId}?tenant=acme&w=10`);
    expect(resized.status).toBe(200);
    const variantKeys = (await storedKeys()).filter((key) => key.startsWith(`variants/acme/${media.mediaId}/`));
    expect(variantKeys).toHaveLength(1);

    const response = await upload(await pngFile(60, 20), 'after.png', learner, {
      method: 'PUT',
      path: `/api/media/${media.mediaId}`,
    });
    expect(response.status, response.text).toBe(200);
    const replaced = response.json<TMedia>();
    expect(replaced).toMatchObject({
      mediaId: media.mediaId,
      fileName: 'after.png',
      width: 60,
      height: 20,
      createdAt: media.createdAt,
    });
    expect(replaced.version).not.toBe(media.version);
    const keys = await storedKeys();
    expect(keys).not.toContain(before?.storage_key);
    expect(keys.filter((key) => key.startsWith(`variants/acme/${media.mediaId}/`))).toEqual([]);
    const image = await get(`/image/blob/${media.mediaId}?tenant=acme&w=30`);
    expect((await sharp(image.body).metadata()).width).toBe(30);
    await attachAsPicture('acme-learner', null);
  });

  it('lets an administrator replace with POST, keeping the uploader', async () => {
    const media = await uploaded(pdfFile('v1'), 'v1.pdf');
    const response = await upload(pdfFile('version two'), 'v2.pdf', admin, { path: `/api/media/${media.mediaId}` });
    expect(response.status).toBe(200);
    expect(response.json<TMedia>()).toMatchObject({ fileName: 'v2.pdf', uploadedBy: 'acme-learner' });
    const file = await get(`/api/media/file/${media.mediaId}`, learner);
    expect(file.text).toContain('version two');
  });

  it('refuses anyone else (403) before reading the upload, and a file of another kind (415)', async () => {
    const media = await uploaded(pdfFile('mine'), 'mine.pdf');
    const before = await snapshot();
    const forbidden = await upload(pdfFile('theirs'), 'theirs.pdf', manager, {
      method: 'PUT',
      path: `/api/media/${media.mediaId}`,
    });
    expect(forbidden.status).toBe(403);
    const otherKind = await upload(await pngFile(), 'picture.png', learner, {
      method: 'PUT',
      path: `/api/media/${media.mediaId}`,
    });
    expect(otherKind.status).toBe(415);
    const svg = await upload(svgFile(), 'x.pdf', learner, { method: 'PUT', path: `/api/media/${media.mediaId}` });
    expect(svg.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await upload(pdfFile(), 'a.pdf', admin, {
      method: 'PUT',
      path: '/api/media/0b7e8c2a-1111-4222-8333-444455556666',
    });
    expect(unknown.status).toBe(404);
    const malformed = await upload(pdfFile(), 'a.pdf', admin, { method: 'PUT', path: '/api/media/42' });
    expect(malformed.status).toBe(400);
  });
});

describe('DELETE /api/media/:mediaId', () => {
  it('lets the uploader delete: row, content and variants gone (204)', async () => {
    const media = await uploaded(await pngFile(), 'bye.png');
    await get(`/image/blob/${media.mediaId}?tenant=acme&w=5`);
    const response = await sendBytes(server.baseUrl, `/api/media/${media.mediaId}`, {
      method: 'DELETE',
      headers: learner,
    });
    expect(response.status).toBe(204);
    expect((await mediaRows()).some((row) => row.media_id === media.mediaId)).toBe(false);
    expect((await storedKeys()).some((key) => key.includes(media.mediaId))).toBe(false);
    expect((await get(`/api/media/${media.mediaId}`, learner)).status).toBe(404);
    expect((await get(`/image/blob/${media.mediaId}?tenant=acme&w=5`)).status).toBe(404);
  });

  it('lets an administrator delete what others uploaded, and refuses other users (403)', async () => {
    const media = await uploaded(pdfFile(), 'theirs.pdf');
    const refused = await sendBytes(server.baseUrl, `/api/media/${media.mediaId}`, {
      method: 'DELETE',
      headers: manager,
    });
    expect(refused.status).toBe(403);
    expect((await get(`/api/media/${media.mediaId}`, learner)).status).toBe(200);
    const allowed = await sendBytes(server.baseUrl, `/api/media/${media.mediaId}`, {
      method: 'DELETE',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(allowed.status).toBe(204);
  });

  it('answers 409 while another row still references the media, keeping it whole', async () => {
    const media = await uploaded(pdfFile(), 'referenced.pdf');
    const idType = server.database.dialect === 'postgres' ? sql.raw('uuid') : sql.raw('varchar(36)');
    await sql`create table media_test_refs (tenant_code varchar(32) not null, media_id ${idType} not null,
      foreign key (tenant_code, media_id) references media (tenant_code, media_id))`.execute(server.database.db);
    try {
      await sql`insert into media_test_refs (tenant_code, media_id) values ('acme', ${media.mediaId})`.execute(
        server.database.db,
      );
      const before = await snapshot();
      const response = await sendBytes(server.baseUrl, `/api/media/${media.mediaId}`, {
        method: 'DELETE',
        headers: admin,
      });
      expect(response.status).toBe(409);
      expect(problemOf(response).code).toBe('conflict');
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`drop table media_test_refs`.execute(server.database.db);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const response = await sendBytes(server.baseUrl, '/api/media/0b7e8c2a-1111-4222-8333-444455556666', {
      method: 'DELETE',
      headers: admin,
    });
    expect(response.status).toBe(404);
  });
});

describe('playback links: GET /api/media/:mediaId/link and /media/stream/:mediaId', () => {
  async function linkKey(): Promise<Buffer> {
    return deriveMediaLinkKey((await loadDeploymentKeys(server.database.db)).cookieKeys[0] ?? '');
  }

  it('plays a video inline through a signed link, with ranges for seeking', async () => {
    const video = await uploaded(mp4File(), 'intro.mp4');
    const response = await get(`/api/media/${video.mediaId}/link`, learner);
    expect(response.status).toBe(200);
    const link = response.json<TMediaLinkResponse>();
    expect(link.url).toMatch(
      new RegExp(`^/media/stream/${video.mediaId}\\?tenant=acme&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const expiresIn = new Date(link.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((MediaValidation.playbackLinkTtlSeconds - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(MediaValidation.playbackLinkTtlSeconds * 1000);
    // No bearer token, on any host: the link itself is the permission.
    const stream = await get(link.url, {}, 'cdn.example.net');
    expect(stream.status).toBe(200);
    expect(stream.body.equals(mp4File())).toBe(true);
    expect(stream.headers['content-type']).toBe('video/mp4');
    expect(stream.headers['content-disposition']).toMatch(/^inline; /);
    const seek = await get(link.url, { range: 'bytes=4-7' });
    expect(seek.status).toBe(206);
    expect(seek.text).toBe('ftyp');
  });

  it('shows a PDF inline in a sandbox, and sends other documents as attachments', async () => {
    const pdf = await uploaded(pdfFile(), 'guide.pdf');
    const pdfLink = (await get(`/api/media/${pdf.mediaId}/link`, learner)).json<TMediaLinkResponse>();
    const shown = await get(pdfLink.url);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(String(shown.headers['content-security-policy'])).toMatch(/^sandbox; /);
    const docx = await uploaded(await officeFile('docx'), 'notes.docx');
    const docxLink = (await get(`/api/media/${docx.mediaId}/link`, learner)).json<TMediaLinkResponse>();
    const downloaded = await get(docxLink.url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses an expired link and any tampering (403), and a link to a deleted media (404)', async () => {
    const audio = await uploaded(wavFile(), 'voice.wav');
    const key = await linkKey();
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await get(signMediaLink(key, 'acme', audio.mediaId, past));
    expect(expired.status).toBe(403);
    expect(problemOf(expired).code).toBe('forbidden');

    const { url } = (await get(`/api/media/${audio.mediaId}/link`, learner)).json<TMediaLinkResponse>();
    const parsed = new URL(url, server.baseUrl);
    const variants = [
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
      (u: URL) => u.searchParams.set('tenant', 'boreal'),
      (u: URL) => {
        const sig = u.searchParams.get('sig') ?? '';
        u.searchParams.set('sig', `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`);
      },
    ];
    for (const tamper of variants) {
      const changed = new URL(parsed);
      tamper(changed);
      const response = await get(`${changed.pathname}${changed.search}`);
      expect(response.status).toBe(403);
    }
    const otherMedia = await uploaded(wavFile(10), 'other.wav');
    const swapped = await get(`/media/stream/${otherMedia.mediaId}${parsed.search}`);
    expect(swapped.status).toBe(403);

    const missing = crypto.randomUUID();
    const future = Math.floor(Date.now() / 1000) + 60;
    expect((await get(signMediaLink(key, 'acme', missing, future))).status).toBe(404);
    // A valid signature for boreal does not reach acme's media.
    expect((await get(signMediaLink(key, 'boreal', audio.mediaId, future))).status).toBe(404);
  });

  it('answers a link without its query with a 400', async () => {
    const response = await get(`/media/stream/${crypto.randomUUID()}?tenant=acme`);
    expect(response.status).toBe(400);
    expect(Object.keys(problemOf(response).errors ?? {})).toEqual(expect.arrayContaining(['exp', 'sig']));
  });
});

describe('images for <img src>: /image/:id and /image/blob/:id', () => {
  let image: TMedia;
  beforeAll(async () => {
    // An administrator's upload: the library's images are public before anything refers to them.
    image = await uploaded(await pngFile(200, 100), 'banner.png', admin);
  });

  it('serves the original to anyone naming the tenant, cacheable for good with a strong ETag', async () => {
    const response = await get(`/image/${image.mediaId}?tenant=acme`, {}, 'cdn.example.net');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(response.body).metadata()).width).toBe(200);
    const again = await get(`/image/${image.mediaId}?tenant=acme`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('resizes to fit inside w and h, never enlarging, and keeps the variant in the store', async () => {
    const both = await get(`/image/blob/${image.mediaId}?tenant=acme&w=50&h=50`);
    expect(both.status).toBe(200);
    expect(await sharp(both.body).metadata()).toMatchObject({ width: 50, height: 25, format: 'png' });
    const height = await get(`/image/blob/${image.mediaId}?tenant=acme&h=10`);
    expect(await sharp(height.body).metadata()).toMatchObject({ width: 20, height: 10 });
    const larger = await get(`/image/blob/${image.mediaId}?tenant=acme&w=${MediaValidation.maxDimension}`);
    expect(await sharp(larger.body).metadata()).toMatchObject({ width: 200, height: 100 });
    expect(both.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(both.headers.vary).toBe('Accept');
    const variants = (await storedKeys()).filter((key) =>
      key.startsWith(`variants/acme/${image.mediaId}/${image.version}/`),
    );
    expect(variants.sort()).toEqual(
      [`50x50`, `0x10`, `${MediaValidation.maxDimension}x0`]
        .map((size) => `variants/acme/${image.mediaId}/${image.version}/${size}`)
        .sort(),
    );
    const again = await get(`/image/blob/${image.mediaId}?tenant=acme&w=50&h=50`, {
      'if-none-match': String(both.headers.etag),
    });
    expect(again.status).toBe(304);
    const same = await get(`/image/blob/${image.mediaId}?tenant=acme&w=50&h=50`);
    expect(same.body.equals(both.body)).toBe(true);
    expect(same.headers.etag).toBe(both.headers.etag);
  });

  it('answers { data, contentType } when Accept prefers JSON (the spec client), bytes to <img>', async () => {
    const path = `/image/blob/${image.mediaId}?tenant=acme&w=20`;
    const json = await get(path, { accept: 'application/json, text/plain, */*' });
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    const body = json.json<{ data: string; contentType: string }>();
    expect(body.contentType).toBe('image/png');
    expect((await sharp(Buffer.from(body.data, 'base64')).metadata()).width).toBe(20);
    const img = await get(path, { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' });
    expect(img.headers['content-type']).toBe('image/png');
    expect(json.headers.etag).not.toBe(img.headers.etag);
    expect((await get(path, { accept: '*/*' })).headers['content-type']).toBe('image/png');
  });

  it('keeps caching a versioned URL for good, and revalidates one naming an older version', async () => {
    const current = await get(`/image/blob/${image.mediaId}?tenant=acme&w=20&v=${image.version}`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await get(`/image/${image.mediaId}?tenant=acme&v=0123456789abcdef`);
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['no tenant', '?w=10', 'tenant'],
    ['w of 0', '?tenant=acme&w=0', 'w'],
    ['w above the bound', `?tenant=acme&w=${MediaValidation.maxDimension + 1}`, 'w'],
    ['h that is not a number', '?tenant=acme&h=abc', 'h'],
    ['a decimal w', '?tenant=acme&w=1.5', 'w'],
    ['a negative h', '?tenant=acme&h=-5', 'h'],
    ['a repeated w', '?tenant=acme&w=5&w=6', 'w'],
    ['neither w nor h', '?tenant=acme', 'w'],
    ['a malformed tenant', '?tenant=../acme&w=5', 'tenant'],
    ['a malformed version', '?tenant=acme&w=5&v=xyz', 'v'],
  ])('answers %s with a 400 naming the field', async (_case, query, field) => {
    const response = await get(`/image/blob/${image.mediaId}${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(problemOf(response).errors ?? {})).toContain(field);
  });

  it('answers 404 for another tenant, an unknown id and a media that is not an image', async () => {
    expect((await get(`/image/${image.mediaId}?tenant=boreal`)).status).toBe(404);
    expect((await get(`/image/blob/${image.mediaId}?tenant=boreal&w=10`)).status).toBe(404);
    expect((await get(`/image/${crypto.randomUUID()}?tenant=acme`)).status).toBe(404);
    const pdf = await uploaded(pdfFile(), 'not-an-image.pdf');
    expect((await get(`/image/${pdf.mediaId}?tenant=acme`)).status).toBe(404);
    expect((await get(`/image/blob/${pdf.mediaId}?tenant=acme&w=10`)).status).toBe(404);
  });
});

describe("another tenant's media", () => {
  it('is a 404 on every call, and changes nothing', async () => {
    const media = await uploaded(await pngFile(), 'acme-only.png');
    const before = await snapshot();
    const boreal = { host: 'boreal.localhost', headers: borealAdmin };
    const calls: [string, string][] = [
      ['GET', `/api/media/${media.mediaId}`],
      ['GET', `/api/media/file/${media.mediaId}`],
      ['GET', `/api/media/${media.mediaId}/link`],
      ['DELETE', `/api/media/${media.mediaId}`],
    ];
    for (const [method, path] of calls) {
      const response = await sendBytes(server.baseUrl, path, { method, ...boreal });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(response.text).not.toContain('acme-only');
    }
    for (const method of ['PUT', 'POST']) {
      const response = await upload(await pngFile(), 'takeover.png', borealAdmin, {
        method,
        path: `/api/media/${media.mediaId}`,
        host: 'boreal.localhost',
      });
      expect(response.status).toBe(404);
    }
    const multiple = await server.request('/api/media/GetMultiple', {
      method: 'POST',
      host: 'boreal.localhost',
      body: { mediaIds: [media.mediaId] },
      headers: borealAdmin,
    });
    expect(multiple.json()).toEqual([]);
    expect((await get(`/image/${media.mediaId}?tenant=boreal`)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/media/0b7e8c2a-1111-4222-8333-444455556666'],
    ['GET', '/api/media/file/0b7e8c2a-1111-4222-8333-444455556666'],
    ['GET', '/api/media/0b7e8c2a-1111-4222-8333-444455556666/link'],
    ['POST', '/api/media/GetMultiple'],
    ['PUT', '/api/media/0b7e8c2a-1111-4222-8333-444455556666'],
    ['POST', '/api/media/0b7e8c2a-1111-4222-8333-444455556666'],
    ['DELETE', '/api/media/0b7e8c2a-1111-4222-8333-444455556666'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const response = await sendBytes(server.baseUrl, path, { method });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('an upload nothing refers to yet', () => {
  async function readsOf(mediaId: string, headers: Record<string, string>) {
    const multiple = await server.request('/api/media/GetMultiple', {
      method: 'POST',
      body: { mediaIds: [mediaId] },
      headers,
    });
    return {
      metadata: (await get(`/api/media/${mediaId}`, headers)).status,
      file: (await get(`/api/media/file/${mediaId}`, headers)).status,
      link: (await get(`/api/media/${mediaId}/link`, headers)).status,
      multiple: multiple.json<TMedia[]>().length,
    };
  }

  it('is readable by its uploader and administrators only: a 404 to colleagues and on image URLs', async () => {
    const image = await uploaded(await pngFile(30, 30), 'private.png');
    const readable = { metadata: 200, file: 200, link: 200, multiple: 1 };
    expect(await readsOf(image.mediaId, learner)).toEqual(readable);
    expect(await readsOf(image.mediaId, admin)).toEqual(readable);
    expect(await readsOf(image.mediaId, manager)).toEqual({ metadata: 404, file: 404, link: 404, multiple: 0 });
    expect((await get(`/image/${image.mediaId}?tenant=acme`)).status).toBe(404);
    expect((await get(`/image/blob/${image.mediaId}?tenant=acme&w=10`)).status).toBe(404);
  });

  it('is readable by everyone of the tenant, image URLs included, once something refers to it', async () => {
    const image = await uploaded(await pngFile(30, 30), 'shared.png');
    expect((await get(`/image/${image.mediaId}?tenant=acme`)).status).toBe(404);
    const picture = await server.request('/api/userprofile/updateprofilepicture', {
      method: 'PUT',
      body: { mediaId: image.mediaId, userCode: 'acme-learner' },
      headers: learner,
    });
    expect(picture.status).toBe(200);
    expect(await readsOf(image.mediaId, manager)).toEqual({ metadata: 200, file: 200, link: 200, multiple: 1 });
    // Not remembered as hidden: served at once.
    expect((await get(`/image/${image.mediaId}?tenant=acme`)).status).toBe(200);
    await attachAsPicture('acme-learner', null);
  });
});
