import { Button, Group, Stack } from '@mantine/core';
import { reporteeSkillsPath, SKILL_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useAttemptResult } from '../../../features/assessments/api/attempts';
import { AttemptResultView } from '../../../features/assessments/components/attempt-result-view';
import { localText, localTextLang } from '../../../features/assessments/utils/local-text';
import { useReporteeSkills } from '../../../features/skill-team/api/team-skills';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { useAssessmentLearner } from './use-assessment-learner';

function AttemptResultPage({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useAssessmentLearner();
  const attempt = useAttemptResult(serviceUrl, attemptId);
  const subject = attempt.data?.subjectUserCode ?? null;
  // A manager's attempt about a reportee names that person (their code until the name is read).
  const reportee = useReporteeSkills(serviceUrl, subject ?? '', locale, subject !== null);
  const person = reportee.data?.profile.displayName ?? subject ?? '';
  const breadcrumbs = [{ label: t('area.assessment'), to: '/assessment' }];

  if (attempt.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.result')} breadcrumbs={breadcrumbs} />
        <LoadError
          error={attempt.error}
          notFound={{
            title: t('assessment.attempt.notFoundTitle'),
            text: t('assessment.attempt.notFoundText'),
            action: (
              <Button component={Link} to="/assessment" variant="default">
                {t('assessment.backToList')}
              </Button>
            ),
          }}
          errorText={t('assessment.result.error')}
          retryLabel={t('assessment.retry')}
          onRetry={() => void attempt.refetch()}
        />
      </Stack>
    );
  }
  if (!attempt.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessment.title.result')} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('assessment.result.loading')} height={180} />
      </Stack>
    );
  }
  const { set, result, setId } = attempt.data;
  // In progress and still taking answers: not submitted yet (past that, the sweep grades it shortly).
  const isOpen =
    attempt.data.status === 'IN_PROGRESS' &&
    (attempt.data.acceptsSavesUntil === null ||
      Date.parse(attempt.data.serverNow) < Date.parse(attempt.data.acceptsSavesUntil));
  // A manager's attempt about a reportee leads back to that person's skills, not to a set of mine.
  const backTo = subject ? reporteeSkillsPath(subject) : `/assessment/${setId}`;
  const setBreadcrumbs = subject
    ? [
        { label: t('assessment.rating.teamCrumb'), to: SKILL_PATHS.team },
        { label: person, to: backTo },
      ]
    : [...breadcrumbs, { label: localText(set.title, locale), to: backTo }];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assessment.result.title', { title: localText(set.title, locale) })}
        titleLang={localTextLang(set.title, locale)}
        breadcrumbs={setBreadcrumbs}
        actions={
          subject ? (
            <Button component={Link} to={backTo} variant="default">
              {t('assessment.rating.backToPerson', { person })}
            </Button>
          ) : (
            <Group gap="sm">
              <Button component={Link} to={backTo} variant="default">
                {t('assessment.result.backToSet')}
              </Button>
              <Button component={Link} to="/assessment" variant="default">
                {t('assessment.backToList')}
              </Button>
            </Group>
          )
        }
      />
      {result ? (
        <AttemptResultView result={result} locale={locale} />
      ) : isOpen ? (
        <EmptyState
          title={t('assessment.result.notSubmittedTitle')}
          text={t('assessment.result.notSubmittedText')}
          action={
            <Button component={Link} to={`/assessment/attempt/${attemptId}`}>
              {t('assessment.set.resume')}
            </Button>
          }
        />
      ) : (
        <LoadingIndicator label={t('assessment.result.grading')} />
      )}
    </Stack>
  );
}

/** `/assessment/attempt/:attemptId/result`: score, pass or fail, and the review the set allows. */
export function AssessmentResultRoute() {
  const attemptId = useIdParam('attemptId');
  if (typeof attemptId !== 'number') {
    return <NotFoundPage />;
  }
  return <AttemptResultPage attemptId={attemptId} />;
}
