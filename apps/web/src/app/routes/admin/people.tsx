import { Button, Group, Stack, Text } from '@mantine/core';
import { MANAGE_USERS_PERMISSION } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useRoleSummaries } from '../../../features/admin/api/grants';
import { usePeople } from '../../../features/admin/api/people';
import { PeopleFilterBar } from '../../../features/admin/components/people-filter-bar';
import { PeopleTable } from '../../../features/admin/components/people-table';
import {
  PEOPLE_PAGE_SIZE,
  readPeopleFilters,
  toSearchPeopleRequest,
  writePeopleFilters,
} from '../../../features/admin/utils/people-filters';
import type { TPeopleFilters } from '../../../features/admin/utils/people-filters';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { formatNumber } from '../../../lib/format-number';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function PeopleAdmin() {
  const { t } = useTranslation();
  const { authService, coreService, locale } = useAdmin(MANAGE_USERS_PERMISSION);
  const [params, setParams] = useSearchParams();
  const filters = readPeopleFilters(params);
  const people = usePeople(authService, toSearchPeopleRequest(filters));
  const choices = useAssignmentChoices(coreService, locale);
  const roles = useRoleSummaries(authService);
  const setFilters = (next: TPeopleFilters) => setParams(writePeopleFilters(next));
  const jobRoles = choices.data?.jobRoles ?? [];
  const locations = choices.data?.locations ?? [];
  const hasFilters =
    filters.searchText.trim() !== '' ||
    filters.status ||
    filters.locationId ||
    filters.jobRoleCode ||
    filters.roleId ||
    filters.groupId;

  const body = () => {
    if (people.isError) {
      return (
        <ErrorAlert
          text={t('admin.people.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void people.refetch()}
        />
      );
    }
    if (!people.data) {
      return <ListSkeleton label={t('admin.people.loading')} rows={8} rowHeight={48} />;
    }
    if (people.data.result.length === 0) {
      return hasFilters ? (
        <EmptyState title={t('admin.people.noMatchTitle')} text={t('admin.people.noMatch')} />
      ) : (
        <EmptyState title={t('admin.people.emptyTitle')} text={t('admin.people.empty')} />
      );
    }
    return (
      <Stack gap="sm" aria-busy={people.isPlaceholderData}>
        <Text size="sm" role="status">
          {t('admin.people.count', {
            count: people.data.totalRecords,
            formatted: formatNumber(people.data.totalRecords, locale),
          })}
        </Text>
        <PeopleTable
          people={people.data.result}
          jobRoleNames={new Map(jobRoles.map((jobRole) => [jobRole.code, jobRole.name]))}
          locationNames={new Map(locations.map((location) => [location.locationId, location.name]))}
        />
        <ListPager
          totalRecords={people.data.totalRecords}
          pageSize={PEOPLE_PAGE_SIZE}
          pageNo={filters.pageNo}
          onPageChange={(pageNo) => setFilters({ ...filters, pageNo })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.people.title')}
        description={t('admin.people.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/admin/people/import" variant="default">
              {t('admin.people.import')}
            </Button>
            <Button component={Link} to="/admin/people/new">
              {t('admin.people.add')}
            </Button>
          </Group>
        }
      />
      {choices.isError || roles.isError ? (
        <ErrorAlert
          text={t('admin.people.filtersError')}
          retryLabel={t('admin.retry')}
          onRetry={() => {
            void choices.refetch();
            void roles.refetch();
          }}
        />
      ) : null}
      <PeopleFilterBar
        filters={filters}
        jobRoles={jobRoles}
        locations={locations}
        roles={roles.data ?? []}
        onChange={setFilters}
      />
      {body()}
    </Stack>
  );
}

/** `/admin/people`: the tenant's people with search, filters and pages (USERADMIN_MANAGE_USERS). */
export function PeopleAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_USERS_PERMISSION);
  return isAllowed ? <PeopleAdmin /> : <AccessDeniedPage />;
}
