import type { TSkillProfile } from '@portal/contracts';

/** The name of a level on the tenant's scale, or the number when the scale has changed since. */
export function levelName(scale: TSkillProfile['scale'], level: number): string {
  return scale.find((entry) => entry.level === level)?.name ?? String(level);
}
