/** Interface languages the product ships. The tenant chooses which of them it offers. */
export const SUPPORTED_LOCALES = ['en', 'fr-CA'] as const;
export type TLocaleCode = (typeof SUPPORTED_LOCALES)[number];

/** Spec section 1: "The default language is 'en'". */
export const DEFAULT_LOCALE: TLocaleCode = 'en';

/** Picks the supported locale closest to a requested one ('fr', 'fr-ca' -> 'fr-CA'), or undefined. */
export function matchSupportedLocale(requested: string | null | undefined): TLocaleCode | undefined {
  if (!requested) {
    return undefined;
  }
  const lower = requested.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((code) => code.toLowerCase() === lower);
  if (exact) {
    return exact;
  }
  const language = lower.split('-')[0];
  return SUPPORTED_LOCALES.find((code) => code.toLowerCase().split('-')[0] === language);
}
