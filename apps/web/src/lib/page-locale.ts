import { DEFAULT_LOCALE, matchSupportedLocale } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The page's language as a locale the API knows (texts, names and Intl formats follow it). */
export function usePageLocale(): TLocaleCode {
  const { i18n } = useTranslation();
  return matchSupportedLocale(i18n.language) ?? DEFAULT_LOCALE;
}
