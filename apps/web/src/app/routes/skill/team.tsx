import { Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList } from '../../../components/ui/paged-list';
import { ErrorAlert, QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TEAM_PAGE_SIZE, useTeamSkills } from '../../../features/skill-team/api/team-skills';
import { TeamSkillsTable } from '../../../features/skill-team/components/team-skills-table';
import { useTeamAccess } from './team-access';
import { usePageLocale } from '../../../lib/page-locale';
import { NotFoundPage } from '../errors/not-found-page';

/** `/skill/team`: a manager's reportees, their skill assessments and how their skills stand. */
export function TeamSkillsRoute() {
  const { t } = useTranslation();
  const access = useTeamAccess();
  const locale = usePageLocale();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const serviceUrl = access.status === 'allowed' ? access.serviceUrl : '';
  const team = useTeamSkills(serviceUrl, locale, pageNo, access.status === 'allowed');
  if (access.status === 'denied') {
    return <NotFoundPage />;
  }
  if (access.status === 'error') {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.team.title')} />
        <ErrorAlert text={t('skills.team.error')} retryLabel={t('skills.team.retry')} onRetry={access.retry} />
      </Stack>
    );
  }
  const skeleton = <ListSkeleton label={t('skills.team.loading')} rows={5} rowHeight={56} />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('skills.team.title')} description={t('skills.team.description')} />
      <Stack component="section" aria-labelledby={headingId} gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('skills.team.listTitle')}
        </Title>
        {access.status === 'loading' ? (
          skeleton
        ) : (
          <QueryState
            query={team}
            loadingLabel={t('skills.team.loading')}
            errorText={t('skills.team.error')}
            retryLabel={t('skills.team.retry')}
            skeleton={skeleton}
          >
            {(answer) => (
              <PagedList
                page={answer}
                emptyTitle={t('skills.team.emptyTitle')}
                emptyText={t('skills.team.emptyText')}
                countText={t('skills.team.count', { count: answer.totalRecords })}
                pageSize={TEAM_PAGE_SIZE}
                pageNo={pageNo}
                onPageChange={setPageNo}
              >
                {(members) => <TeamSkillsTable members={members} captionId={headingId} />}
              </PagedList>
            )}
          </QueryState>
        )}
      </Stack>
    </Stack>
  );
}
