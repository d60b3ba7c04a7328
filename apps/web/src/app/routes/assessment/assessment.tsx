import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useMyAssessments } from '../../../features/assessments/api/my-assessments';
import { AssessmentList } from '../../../features/assessments/components/assessment-list';
import { useAssessmentLearner } from './use-assessment-learner';

/** `/assessment`: my assessments, to do, in progress and done. */
export function AssessmentRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useAssessmentLearner();
  const mine = useMyAssessments(serviceUrl);
  const body = () => {
    if (mine.isError) {
      return (
        <ErrorAlert
          text={t('assessment.list.error')}
          retryLabel={t('assessment.retry')}
          onRetry={() => void mine.refetch()}
        />
      );
    }
    if (!mine.data) {
      return <ListSkeleton label={t('assessment.list.loading')} rows={4} rowHeight={96} />;
    }
    return <AssessmentList assessments={mine.data} locale={locale} />;
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('area.assessment')} description={t('assessment.list.description')} />
      {body()}
    </Stack>
  );
}
