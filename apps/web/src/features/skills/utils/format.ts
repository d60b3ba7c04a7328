import type { TLocaleCode, TSkillProfile } from '@portal/contracts';

/** A date as the page's language writes it (day, month, year). */
export function formatSkillDate(iso: string, locale: TLocaleCode): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** The name of a level on the tenant's scale, or the number when the scale has changed since. */
export function levelName(scale: TSkillProfile['scale'], level: number): string {
  return scale.find((entry) => entry.level === level)?.name ?? String(level);
}
