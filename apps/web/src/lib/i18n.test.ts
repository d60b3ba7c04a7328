import { describe, expect, it } from 'vitest';
import { addServerCatalogue, createPortalI18n } from './i18n';

describe("the server's catalogue", () => {
  it('lays its texts over the bundled ones, except a blank one, which keeps the bundled text', () => {
    const i18n = createPortalI18n('en', {
      isDev: false,
      catalogues: { en: { common: { 'greeting.title': 'Bundled title', 'greeting.text': 'Bundled text' } } },
    });
    const read = (key: string) => i18n.getResource('en', 'common', key) as unknown;

    addServerCatalogue(i18n, 'en', 'common', { 'greeting.title': 'Tenant title', 'greeting.text': '  ' });
    expect(read('greeting.title')).toBe('Tenant title');
    expect(read('greeting.text')).toBe('Bundled text');

    // Added as given (no copy): never changed, as a frozen object shows.
    addServerCatalogue(i18n, 'en', 'common', Object.freeze({ 'greeting.text': 'Tenant text' }));
    expect(read('greeting.title')).toBe('Tenant title');
    expect(read('greeting.text')).toBe('Tenant text');
  });
});
