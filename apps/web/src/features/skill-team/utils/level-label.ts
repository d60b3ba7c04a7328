import type { TSkillProfile } from '@portal/contracts';

/** "3 · Proficient": a level with its name on the tenant's scale (the number alone when unnamed). */
export function levelLabel(level: number, scale: TSkillProfile['scale']): string {
  const name = scale.find((entry) => entry.level === level)?.name;
  return name ? `${level} · ${name}` : String(level);
}
