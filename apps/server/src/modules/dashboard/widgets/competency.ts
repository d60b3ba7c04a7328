import { DashboardLimits, type TSkillProfileResponse } from '@portal/contracts';
import type { TWidgetLoader } from './widget-context.ts';

/**
 * COMPETENCY: the largest gaps of the person's skill profile (the skills module's, kept per app);
 * not available while the tenant has skills or the learner's view off.
 */
export const competencyWidget: TWidgetLoader<'COMPETENCY'> = async ({ actor, locale, sources }) => {
  const flags = await sources.gate.flagsOf(actor.tenantCode);
  if (!flags.competenciesEnabled || !flags.competencyUserViewEnabled) {
    return { widgetCode: 'COMPETENCY', isAvailable: false, levelCount: 0, gaps: [] };
  }
  const answer = await sources.skills.getProfileAnswer(actor, locale);
  // The kept answer was checked against its schema when it was made.
  const profile = (JSON.parse(answer.bytes.toString('utf8')) as TSkillProfileResponse).returnValue;
  const gaps = profile.rows
    .filter((row) => row.targetLevel !== null && row.gap > 0)
    .sort((left, right) => right.gap - left.gap || left.name.localeCompare(right.name, locale))
    .slice(0, DashboardLimits.listSize)
    .map((row) => ({
      competencyId: row.competencyId,
      name: row.name,
      currentLevel: row.currentLevel,
      targetLevel: row.targetLevel ?? 0,
      gap: row.gap,
    }));
  return { widgetCode: 'COMPETENCY', isAvailable: true, levelCount: profile.scale.length, gaps };
};
