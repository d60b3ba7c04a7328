import { Badge } from '@mantine/core';
import type { TTeamMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TAssessmentStatus = TTeamMember['assessments'][number];

/** Where a person is with a SKILL set's self-assessment: done, expired (to do again) or to do. */
export function AssessmentStatusBadge({ assessment }: { assessment: TAssessmentStatus }) {
  const { t } = useTranslation();
  if (assessment.isComplete && !assessment.isExpired) {
    return (
      <Badge color="teal.9" variant="outline">
        {t('skills.team.status.done')}
      </Badge>
    );
  }
  return assessment.isExpired ? (
    <Badge color="orange.9" variant="outline">
      {t('skills.team.status.expired')}
    </Badge>
  ) : (
    <Badge color="gray.8" variant="outline">
      {t('skills.team.status.toDo')}
    </Badge>
  );
}
