import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { reporteeSkillsPath, SKILL_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useManagerSkillAssessment, useStartManagerAttempt } from '../../../features/assessments/api/manager-attempts';
import { formatDateTime } from '../../../features/assessments/utils/format';
import { useReporteeSkills } from '../../../features/skill-team/api/team-skills';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { startErrorKey } from './start-error';
import type { TSubjectNameState } from './subject-name';
import { useAssessmentLearner } from './use-assessment-learner';

// A user code as the server takes one in a path (contracts: ZManagerAttemptParamsSchema).
const USER_CODE = /^[A-Za-z0-9._@-]{1,64}$/;

function RatePage({ setId, employee }: { setId: number; employee: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceUrl, locale } = useAssessmentLearner();
  const status = useManagerSkillAssessment(serviceUrl, setId, employee);
  // The reportee's name and the set's title; the page still works with the code alone.
  const reportee = useReporteeSkills(serviceUrl, employee, locale, true);
  const start = useStartManagerAttempt(serviceUrl, setId, employee);
  const person = reportee.data?.profile.displayName ?? employee;
  const setTitle = reportee.data?.assessments.find((entry) => entry.assessmentSetId === setId)?.title ?? null;
  const breadcrumbs = [
    { label: t('assessment.rating.teamCrumb'), to: SKILL_PATHS.team },
    { label: person, to: reporteeSkillsPath(employee) },
  ];
  const title = t('assessment.rating.rateTitle', { person });

  if (status.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.rating.pageTitle')} breadcrumbs={breadcrumbs} />
        <LoadError
          error={status.error}
          notFound={{
            title: t('assessment.rating.notFoundTitle'),
            text: t('assessment.rating.notFoundText'),
            action: (
              <Button component={Link} to={SKILL_PATHS.team} variant="default">
                {t('assessment.rating.backToTeam')}
              </Button>
            ),
          }}
          errorText={t('assessment.rating.rateError')}
          retryLabel={t('assessment.retry')}
          onRetry={() => void status.refetch()}
        />
      </Stack>
    );
  }
  if (!status.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.rating.pageTitle')} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('assessment.rating.rateLoading')} height={180} />
      </Stack>
    );
  }
  const { inProgress, latestCompleted } = status.data;
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (attempt) => {
        const state: TSubjectNameState = { subjectName: person };
        void navigate(`/assessment/attempt/${attempt.attemptId}`, { state });
      },
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={setTitle ? t('assessment.rating.rateOnSet', { title: setTitle }) : undefined}
        breadcrumbs={breadcrumbs}
      />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('assessment.rating.rateText', { person })}</Text>
          {latestCompleted?.completedAt ? (
            <Text size="sm" c="dimmed">
              {t('assessment.rating.lastRated', { date: formatDateTime(latestCompleted.completedAt, locale) })}
            </Text>
          ) : null}
          {start.isError ? (
            <Alert color="red" role="alert">
              {t(startErrorKey(start.error))}
            </Alert>
          ) : null}
          <Button onClick={onStart} loading={start.isPending}>
            {inProgress
              ? t('assessment.rating.resumeRating')
              : latestCompleted
                ? t('assessment.rating.rateAgain')
                : t('assessment.rating.startRating')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/assessment/:setId/rate/:userCode` (`managerAssessmentPath`): a manager rates a reportee on a SKILL set. */
export function AssessmentRateRoute() {
  const setId = useIdParam('setId');
  const employee = useParams().userCode ?? '';
  if (typeof setId !== 'number' || !USER_CODE.test(employee)) {
    return <NotFoundPage />;
  }
  return <RatePage setId={setId} employee={employee} />;
}
