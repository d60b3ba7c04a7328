import { SUPPORTED_LOCALES } from '@portal/contracts';
import { NAMESPACES } from '@portal/i18n';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { describe, expect, it } from 'vitest';

describe('bundled catalogues', () => {
  it.each(NAMESPACES)('has the same keys in every locale (%s)', (namespace) => {
    const [reference, ...others] = SUPPORTED_LOCALES.map((locale) =>
      Object.keys(bundledCatalogues[locale][namespace]).sort(),
    );
    for (const keys of others) {
      expect(keys).toEqual(reference);
    }
  });

  it.each(SUPPORTED_LOCALES)('has no empty texts (%s)', (locale) => {
    for (const namespace of NAMESPACES) {
      const empty = Object.entries(bundledCatalogues[locale][namespace])
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    }
  });

  it.each(SUPPORTED_LOCALES)('uses flat keys only (%s)', (locale) => {
    for (const namespace of NAMESPACES) {
      for (const text of Object.values(bundledCatalogues[locale][namespace])) {
        expect(typeof text).toBe('string');
      }
    }
  });
});

describe('bundled catalogue placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

  it.each(NAMESPACES)('uses the same {{placeholders}} in every locale (%s)', (namespace) => {
    const english = bundledCatalogues.en[namespace];
    for (const locale of SUPPORTED_LOCALES) {
      const catalogue = bundledCatalogues[locale][namespace];
      for (const [key, text] of Object.entries(english)) {
        expect({ key, placeholders: placeholders(catalogue[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
      }
    }
  });
});
