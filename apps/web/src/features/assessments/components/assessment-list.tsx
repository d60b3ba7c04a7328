import { Stack, Title } from '@mantine/core';
import type { TLocaleCode, TMyAssessment, TMyAssessmentsResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { AssessmentCard } from './assessment-card';

type TGroup = 'toDo' | 'inProgress' | 'done';

const GROUPS: readonly TGroup[] = ['inProgress', 'toDo', 'done'];

function AssessmentGroup({ group, items, locale }: { group: TGroup; items: TMyAssessment[]; locale: TLocaleCode }) {
  const { t } = useTranslation();
  const headingId = `assessment-group-${group}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(`assessment.list.${group}`)}
      </Title>
      {items.length === 0 ? (
        <EmptyState
          isCompact
          headingOrder={3}
          title={t(`assessment.list.${group}EmptyTitle`)}
          text={t(`assessment.list.${group}EmptyText`)}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((assessment) => (
            <AssessmentCard key={assessment.setId} assessment={assessment} locale={locale} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** My assessments in three groups: in progress, to do, done (with scores). */
export function AssessmentList({ assessments, locale }: { assessments: TMyAssessmentsResponse; locale: TLocaleCode }) {
  const { t } = useTranslation();
  const total = assessments.toDo.length + assessments.inProgress.length + assessments.done.length;
  if (total === 0) {
    return <EmptyState title={t('assessment.list.emptyTitle')} text={t('assessment.list.emptyText')} />;
  }
  return (
    <Stack gap="xl">
      {GROUPS.map((group) => (
        <AssessmentGroup key={group} group={group} items={assessments[group]} locale={locale} />
      ))}
    </Stack>
  );
}
