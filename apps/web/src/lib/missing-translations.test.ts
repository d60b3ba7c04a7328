import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalI18n } from './i18n';
import { createMissingKeyReporter } from './missing-translations';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type TLooseT = (key: string, options?: { defaultValue?: string }) => string;

describe('missing translation keys', () => {
  it('warn in dev mode and hand the key and its shown text to the reporter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMissingKey = vi.fn();
    const i18n = createPortalI18n('fr-CA', { catalogues: bundledCatalogues, isDev: true, onMissingKey });
    const t = i18n.t.bind(i18n) as unknown as TLooseT;

    expect(t('shell.brandNew', { defaultValue: 'Brand new' })).toBe('Brand new');
    expect(t('notFound.title')).toBe('Oups! Vous êtes perdu.');

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:shell.brandNew'));
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    const [locale, namespace, key, text] = onMissingKey.mock.calls[0] ?? [];
    expect({ namespace, key, text }).toEqual({ namespace: 'common', key: 'shell.brandNew', text: 'Brand new' });
    expect(['en', 'fr-CA']).toContain(locale);
  });

  it('are neither warned about nor reported outside dev mode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMissingKey = vi.fn();
    const i18n = createPortalI18n('en', { catalogues: bundledCatalogues, isDev: false, onMissingKey });
    (i18n.t.bind(i18n) as unknown as TLooseT)('shell.brandNew');
    expect(warn).not.toHaveBeenCalled();
    expect(onMissingKey).not.toHaveBeenCalled();
  });

  it('are posted to the insert call once per key and locale, with the text shown', () => {
    const report = createMissingKeyReporter();
    report('en', 'common', 'shell.brandNew', 'Brand new');
    report('en', 'common', 'shell.brandNew', 'Brand new');
    report('fr-CA', 'common', 'shell.brandNew', 'Tout nouveau');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/resourcestring/insert`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      classKey: 'common',
      application: 'CORESPA',
      locale: 'en',
      key: 'shell.brandNew',
      text: 'Brand new',
    });
  });

  it('never posts what the server would refuse', () => {
    const report = createMissingKeyReporter();
    report('en', 'common', 'a key with spaces', 'text');
    report('de-DE', 'common', 'shell.ok', 'text');
    report('en', 'common', 'shell.ok', '   ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays silent when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      createMissingKeyReporter()('en', 'common', 'shell.brandNew', 'Brand new');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
