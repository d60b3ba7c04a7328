import { Badge } from '@mantine/core';
import type { TSkillProfileRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Where a competency stands against the role's target: levels to go, met, or no target. */
export function GapBadge({ row }: { row: TSkillProfileRow }) {
  const { t } = useTranslation();
  if (row.targetLevel === null) {
    return (
      <Badge variant="outline" color="gray.8">
        {t('skills.profile.noTarget')}
      </Badge>
    );
  }
  if (row.gap > 0) {
    return (
      <Badge variant="outline" color="red.9">
        {t('skills.profile.gap', { count: row.gap })}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" color="teal.9">
      {t('skills.profile.targetMet')}
    </Badge>
  );
}
