import { Button, Stack, Title } from '@mantine/core';
import { TEAM_PATHS } from '@portal/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useTeamMember } from '../../../features/team/api/team-members';
import { MemberActivity } from '../../../features/team/components/member-activity';
import { MemberAssignments } from '../../../features/team/components/member-assignments';
import { MemberSummary } from '../../../features/team/components/member-summary';
import { ApiError } from '../../../lib/api-client';
import { TeamActions } from './team-actions';
import { useTeam } from './use-team';

/** `/team/:userCode`: one member of my line, their assignments and recent activity (404: not in my line). */
export function TeamMemberRoute() {
  const { t } = useTranslation();
  const { userCode = '' } = useParams();
  const { serviceUrl, locale } = useTeam();
  const assignmentsId = useId();
  const activityId = useId();
  const detail = useTeamMember(serviceUrl, userCode, locale);
  const member = detail.data?.member;
  const people = useMemo(
    () => ({ userCodes: member ? [member.userCode] : [], names: member ? [member.displayName] : [] }),
    [member],
  );
  const breadcrumbs = [{ label: t('area.team'), to: TEAM_PATHS.team }];

  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('team.member.notFoundTitle')} breadcrumbs={breadcrumbs} />
        <EmptyState
          title={t('team.member.notFoundTitle')}
          text={t('team.member.notFoundText')}
          action={
            <Button component={Link} to={TEAM_PATHS.team} variant="default">
              {t('team.member.backToTeam')}
            </Button>
          }
        />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('team.member.pageTitle')} breadcrumbs={breadcrumbs} />
        <ErrorAlert text={t('team.member.error')} retryLabel={t('team.retry')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  if (!detail.data || !member) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('team.member.pageTitle')} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('team.member.loading')} height={120} />
        <ListSkeleton label={t('team.member.loading')} rows={4} rowHeight={48} />
      </Stack>
    );
  }
  const { assignments, recentActivity } = detail.data;
  const description = [member.jobRole, ...member.locationNames].filter(Boolean).join(' · ');
  return (
    <Stack gap="xl">
      <PageHeader
        title={member.displayName}
        description={description || undefined}
        breadcrumbs={breadcrumbs}
        actions={<TeamActions serviceUrl={serviceUrl} locale={locale} people={people} />}
      />
      <MemberSummary member={member} locale={locale} />
      <Stack component="section" aria-labelledby={assignmentsId} gap="sm">
        <Title order={2} size="h3" id={assignmentsId}>
          {t('team.assignments.title')}
        </Title>
        {assignments.length === 0 ? (
          <EmptyState
            headingOrder={3}
            isCompact
            title={t('team.assignments.emptyTitle')}
            text={t('team.assignments.emptyText')}
          />
        ) : (
          <MemberAssignments assignments={assignments} captionId={assignmentsId} locale={locale} />
        )}
      </Stack>
      <Stack component="section" aria-labelledby={activityId} gap="sm">
        <Title order={2} size="h3" id={activityId}>
          {t('team.activity.title')}
        </Title>
        {recentActivity.length === 0 ? (
          <EmptyState
            headingOrder={3}
            isCompact
            title={t('team.activity.emptyTitle')}
            text={t('team.activity.emptyText')}
          />
        ) : (
          <MemberActivity activity={recentActivity} locale={locale} />
        )}
      </Stack>
    </Stack>
  );
}
