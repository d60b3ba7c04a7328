import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { managerAssessmentPath, SKILL_PATHS } from '@portal/contracts';
import type { TReporteeSkills } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useReporteeSkills } from '../../../features/skill-team/api/team-skills';
import { AssessmentStatusBadge } from '../../../features/skill-team/components/assessment-status-badge';
import { CalibrationForm } from '../../../features/skill-team/components/calibration-form';
import { useTeamAccess } from './team-access';
import { ApiError } from '../../../lib/api-client';
import { usePageLocale } from '../../../lib/page-locale';
import { NotFoundPage } from '../errors/not-found-page';

/** The reportee's SKILL sets: their own status, and where the manager rates them on each. */
function ReporteeAssessments({ skills, userCode }: { skills: TReporteeSkills; userCode: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h3" id={headingId}>
        {t('skills.team.member.assessments')}
      </Title>
      {skills.assessments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('skills.team.noAssessments')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {skills.assessments.map((assessment) => (
            <Group component="li" key={assessment.assessmentSetId} gap="sm">
              <Text size="sm" fw={600}>
                {assessment.title}
              </Text>
              <AssessmentStatusBadge assessment={assessment} />
              <Anchor component={Link} to={managerAssessmentPath(assessment.assessmentSetId, userCode)} size="sm">
                {t('skills.team.member.rateOn', { title: assessment.title })}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `/skill/team/:userCode`: one reportee's skills, to rate and to calibrate (404: not my reportee). */
export function TeamMemberSkillsRoute() {
  const { t } = useTranslation();
  const { userCode = '' } = useParams();
  const access = useTeamAccess();
  const locale = usePageLocale();
  const serviceUrl = access.status === 'allowed' ? access.serviceUrl : '';
  const skills = useReporteeSkills(serviceUrl, userCode, locale, access.status === 'allowed');
  if (access.status === 'denied') {
    return <NotFoundPage />;
  }
  if (access.status === 'error') {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.team.member.pageTitle')} />
        <ErrorAlert text={t('skills.team.error')} retryLabel={t('skills.team.retry')} onRetry={access.retry} />
      </Stack>
    );
  }
  const breadcrumbs = [{ label: t('skills.team.title'), to: SKILL_PATHS.team }];
  const isMissing = skills.error instanceof ApiError && skills.error.status === 404;
  if (isMissing) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.team.member.notFoundTitle')} breadcrumbs={breadcrumbs} />
        <EmptyState title={t('skills.team.member.notFoundTitle')} text={t('skills.team.member.notFoundText')} />
      </Stack>
    );
  }
  if (skills.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.team.member.pageTitle')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('skills.team.member.error')}
          retryLabel={t('skills.team.retry')}
          onRetry={() => void skills.refetch()}
        />
      </Stack>
    );
  }
  if (!skills.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.team.member.pageTitle')} breadcrumbs={breadcrumbs} />
        <ListSkeleton label={t('skills.team.member.loading')} rows={6} rowHeight={48} />
      </Stack>
    );
  }
  const { profile } = skills.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={profile.displayName}
        description={profile.jobRoleName ?? undefined}
        breadcrumbs={breadcrumbs}
      />
      <ReporteeAssessments skills={skills.data} userCode={userCode} />
      {skills.data.calibration.length === 0 ? (
        <EmptyState
          title={t('skills.team.member.emptyTitle')}
          text={t('skills.team.member.emptyText')}
          headingOrder={2}
          isCompact
        />
      ) : (
        <CalibrationForm key={userCode} serviceUrl={serviceUrl} userCode={userCode} skills={skills.data} />
      )}
    </Stack>
  );
}
