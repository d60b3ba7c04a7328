import type { TAttemptText, TLocaleCode } from '@portal/contracts';

/** A bilingual text in the page's language, the English one when that is empty. */
export function localText(text: TAttemptText, locale: TLocaleCode): string {
  const value = locale === 'fr-CA' ? text['fr-CA'] : text.en;
  return value.trim() === '' ? text.en : value;
}

/** The `lang` of what `localText` picked, for a screen reader's pronunciation. */
export function localTextLang(text: TAttemptText, locale: TLocaleCode): TLocaleCode {
  return locale === 'fr-CA' && text['fr-CA'].trim() !== '' ? 'fr-CA' : 'en';
}
