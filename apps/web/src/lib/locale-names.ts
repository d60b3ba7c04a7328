import type { TLocale } from '@portal/contracts';

/** A language under its own name ('Français', not 'French'), so a reader can find theirs. */
export function nativeLocaleName(locale: TLocale): string {
  return locale.localeNames.find((name) => name.locale === locale.locale)?.localeName ?? locale.localeName;
}
