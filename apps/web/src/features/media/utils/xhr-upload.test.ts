import { ZUploadMediaResponseSchema } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadWithProgress } from './xhr-upload';

type TListener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** XMLHttpRequest as far as the upload uses it; the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr | undefined;
  readonly headers = new Map<string, string>();
  readonly listeners = new Map<string, () => void>();
  readonly uploadListeners = new Map<string, TListener>();
  readonly upload = {
    addEventListener: (name: string, listener: TListener) => this.uploadListeners.set(name, listener),
  };
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  isAborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  getResponseHeader() {
    return null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.listeners.get('abort')?.();
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

const media = {
  mediaId: '3f0c3a52-5b1e-4a7a-9a55-0c8f3b1d2e41',
  thumbnailId: null,
  contentType: 'application/pdf',
  fileName: 'handbook.pdf',
  sizeInBytes: 8,
  kind: 'document',
  width: null,
  height: null,
  version: '0123456789abcdef',
  uploadedBy: 'acme-admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  data: null,
};

function startUpload(onProgress = vi.fn(), signal?: AbortSignal) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const body = new FormData();
  body.append('file', new File(['%PDF-1.4'], 'handbook.pdf', { type: 'application/pdf' }));
  const result = uploadWithProgress({
    url: '/api/media',
    body,
    schema: ZUploadMediaResponseSchema,
    accessToken: 'token-1',
    onProgress,
    signal,
  });
  return { result, xhr: FakeXhr.last as FakeXhr, onProgress, body };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token and a correlation id, reports progress and reads the media', async () => {
    const { result, xhr, onProgress, body } = startUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${window.location.origin}/api/media`);
    expect(xhr.headers.get('authorization')).toBe('Bearer token-1');
    expect(xhr.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The browser writes the multipart boundary itself.
    expect(xhr.headers.has('content-type')).toBe(false);
    expect(xhr.body).toBe(body);
    xhr.progress(4, 8);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 4, total: 8, fraction: 0.5 });
    xhr.answer(201, media);
    await expect(result).resolves.toEqual(media);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 1, total: 1, fraction: 1 });
  });

  it('rejects with the problem the server answered (415, 413)', async () => {
    const { result, xhr } = startUpload();
    xhr.answer(415, {
      type: 'about:blank',
      title: 'Unsupported',
      status: 415,
      code: 'unsupported_media_type',
      detail: 'SVG is not accepted',
    });
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unsupported_media_type');
    expect((error as ApiError).status).toBe(415);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { result, xhr } = startUpload(vi.fn(), controller.signal);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.isAborted).toBe(true);
  });
});
