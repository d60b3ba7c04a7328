import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useAttempt } from '../../../features/assessments/api/attempts';
import { AttemptView } from '../../../features/assessments/components/attempt-view';
import { localText, localTextLang } from '../../../features/assessments/utils/local-text';
import { ApiError } from '../../../lib/api-client';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { subjectNameOf } from './subject-name';
import { useAssessmentLearner } from './use-assessment-learner';

function AttemptPage({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceUrl, locale, imageUrlOf } = useAssessmentLearner();
  const attempt = useAttempt(serviceUrl, attemptId);
  const subject = attempt.data?.subjectUserCode ?? null;
  // A manager's attempt about a reportee names that person: the rate page hands the name over
  // (kept by the browser across reloads); the code stands in otherwise.
  const subjectName = subjectNameOf(useLocation().state);
  const resultUrl = `/assessment/attempt/${attemptId}/result`;
  const isCompleted = attempt.data?.status === 'COMPLETED';

  // A completed attempt (submitted elsewhere, graded by the sweep) opens as its result.
  useEffect(() => {
    if (isCompleted) {
      void navigate(resultUrl, { replace: true });
    }
  }, [isCompleted, navigate, resultUrl]);

  if (attempt.isError) {
    const isMissing = attempt.error instanceof ApiError && attempt.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.attempt')} />
        {isMissing ? (
          <EmptyState
            title={t('assessment.attempt.notFoundTitle')}
            text={t('assessment.attempt.notFoundText')}
            action={
              <Button component={Link} to="/assessment" variant="default">
                {t('assessment.backToList')}
              </Button>
            }
          />
        ) : (
          <ErrorAlert
            text={t('assessment.attempt.error')}
            retryLabel={t('assessment.retry')}
            onRetry={() => void attempt.refetch()}
          />
        )}
      </Stack>
    );
  }
  if (!attempt.data || isCompleted) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.attempt')} />
        <BlockSkeleton label={t('assessment.attempt.loading')} height={56} />
        <BlockSkeleton label={t('assessment.attempt.loading')} height={320} />
      </Stack>
    );
  }
  const { set } = attempt.data;
  return (
    <Stack gap="lg">
      <PageHeader title={localText(set.title, locale)} titleLang={localTextLang(set.title, locale)} />
      {subject ? (
        // The answers rate that person, not the manager.
        <Alert color="blue" variant="light">
          {t('assessment.rating.ratingFor', { person: subjectName ?? subject })}
        </Alert>
      ) : null}
      <AttemptView
        serviceUrl={serviceUrl}
        attempt={attempt.data}
        locale={locale}
        imageUrlOf={imageUrlOf}
        onFinished={() => void navigate(resultUrl, { replace: true })}
      />
    </Stack>
  );
}

/** `/assessment/attempt/:attemptId`: the focused page where an attempt is taken. */
export function AssessmentAttemptRoute() {
  const attemptId = useIdParam('attemptId');
  if (typeof attemptId !== 'number') {
    return <NotFoundPage />;
  }
  return <AttemptPage attemptId={attemptId} />;
}
