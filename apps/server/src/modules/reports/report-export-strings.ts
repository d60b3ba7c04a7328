import type { TLocaleCode } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';

/** The tenant's strings of the portal catalogue in a language (the translations service). */
export type TExportStrings = (tenantCode: string, locale: TLocaleCode) => Promise<Record<string, string>>;

export type TTranslate = (key: string, values?: Record<string, string>) => string;

/**
 * A translator in the export's language: the tenant's own wording, the bundled text when it has
 * none (or when its strings cannot be read: the file matters more than its headers' wording).
 */
export async function exportTranslator(
  strings: TExportStrings,
  tenantCode: string,
  locale: TLocaleCode,
): Promise<TTranslate> {
  const own = await strings(tenantCode, locale).catch((): Record<string, string> => ({}));
  const fallback = bundledCatalogues[locale].common;
  return (key, values = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
      own[key] ?? fallback[key] ?? key,
    );
}
