import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useStartAttempt } from '../../../features/assessments/api/attempts';
import { useAssessmentStatus } from '../../../features/assessments/api/my-assessments';
import { SetOverview } from '../../../features/assessments/components/set-overview';
import { localText, localTextLang } from '../../../features/assessments/utils/local-text';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { startErrorKey } from './start-error';
import { useAssessmentLearner } from './use-assessment-learner';

function AssessmentSetPage({ setId }: { setId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceUrl, locale } = useAssessmentLearner();
  const status = useAssessmentStatus(serviceUrl, setId);
  const start = useStartAttempt(serviceUrl);
  const [startError, setStartError] = useState<string | null>(null);
  const breadcrumbs = [{ label: t('area.assessment'), to: '/assessment' }];

  if (status.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.set')} breadcrumbs={breadcrumbs} />
        <LoadError
          error={status.error}
          notFound={{
            title: t('assessment.set.notFoundTitle'),
            text: t('assessment.set.notFoundText'),
            action: (
              <Button component={Link} to="/assessment" variant="default">
                {t('assessment.backToList')}
              </Button>
            ),
          }}
          errorText={t('assessment.set.error')}
          retryLabel={t('assessment.retry')}
          onRetry={() => void status.refetch()}
        />
      </Stack>
    );
  }
  if (!status.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.set')} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('assessment.set.loading')} height={260} />
        <ListSkeleton label={t('assessment.set.loading')} rows={2} rowHeight={48} />
      </Stack>
    );
  }
  const onStart = () => {
    setStartError(null);
    start.mutate(setId, {
      onSuccess: (attempt) => void navigate(`/assessment/attempt/${attempt.attemptId}`),
      onError: (error) => setStartError(t(startErrorKey(error))),
    });
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={localText(status.data.title, locale)}
        titleLang={localTextLang(status.data.title, locale)}
        breadcrumbs={breadcrumbs}
      />
      <SetOverview
        status={status.data}
        locale={locale}
        isStarting={start.isPending}
        startError={startError}
        onStart={onStart}
      />
    </Stack>
  );
}

/** `/assessment/:setId`: one of my assessments, to start or resume, with my attempts. */
export function AssessmentSetRoute() {
  const setId = useIdParam('setId');
  if (typeof setId !== 'number') {
    return <NotFoundPage />;
  }
  return <AssessmentSetPage setId={setId} />;
}
