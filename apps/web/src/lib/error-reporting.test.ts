import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createErrorReporter, installGlobalErrorReporting } from './error-reporting';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function sentBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('createErrorReporter', () => {
  it("posts message, stack, url, user agent and the failed call's correlation id", () => {
    const reporter = createErrorReporter();
    const error = new ApiError({
      status: 500,
      code: 'internal_error',
      message: 'Boom',
      correlationId: '3f2c1f8e-1a2b-4c3d-8e9f-001122334455',
    });
    reporter.report(error);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/client-errors`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(sentBodies()[0]).toEqual({
      message: 'ApiError: Boom',
      stack: expect.stringContaining('Boom') as string,
      url: window.location.href,
      userAgent: navigator.userAgent,
      correlationId: '3f2c1f8e-1a2b-4c3d-8e9f-001122334455',
    });
  });

  it('reports non-Error values and cuts fields to what the server accepts', () => {
    const reporter = createErrorReporter();
    reporter.report('x'.repeat(5000));
    reporter.report({ reason: 'odd' });
    reporter.report(undefined);
    const [long, object, nothing] = sentBodies();
    expect(String(long?.message)).toHaveLength(2000);
    expect(object?.message).toBe('{"reason":"odd"}');
    expect(nothing?.message).toBe('undefined');
    expect(long).not.toHaveProperty('correlationId');
  });

  it('sends at most the page budget of reports', () => {
    const reporter = createErrorReporter({ maxReports: 10 });
    for (let index = 0; index < 25; index += 1) {
      reporter.report(new Error(`error ${index}`));
    }
    expect(fetchMock).toHaveBeenCalledTimes(10);
    expect(reporter.sentCount()).toBe(10);
  });

  it('swallows a failing report without reporting it (no recursion, no unhandled rejection)', async () => {
    const dispose = installGlobalErrorReporting(window, createErrorReporter());
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('first'), message: 'first' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();

      fetchMock.mockImplementation(() => {
        throw new Error('fetch exploded synchronously');
      });
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('second'), message: 'second' }));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
      dispose();
    }
  });
});

describe('installGlobalErrorReporting', () => {
  it("reports the window's uncaught errors and unhandled rejections until removed", () => {
    const reporter = createErrorReporter();
    const dispose = installGlobalErrorReporting(window, reporter);
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') });
    window.dispatchEvent(rejection);
    // A cross-origin script's error says nothing: not sent.
    window.dispatchEvent(new ErrorEvent('error', { error: null, message: 'Script error.' }));
    dispose();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('after removal') }));

    expect(sentBodies().map((body) => body.message)).toEqual(['TypeError: x is undefined', 'Error: lost promise']);
  });
});
