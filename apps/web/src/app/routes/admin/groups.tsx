import { Anchor, Badge, Button, Stack, Table } from '@mantine/core';
import { MANAGE_ROLES_PERMISSION } from '@portal/contracts';
import type { TGroup } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useGroups } from '../../../features/admin/api/grants';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function GroupList({ groups }: { groups: readonly TGroup[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.groups.table.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.groups.table.description')}</Table.Th>
            <Table.Th scope="col">{t('admin.groups.table.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/groups/${group.id}`} fw={600}>
                  {group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{group.description ?? '—'}</Table.Td>
              <Table.Td>
                <Badge
                  color={group.status === 'ACTIVE' ? 'green.9' : 'gray.8'}
                  variant={group.status === 'ACTIVE' ? 'light' : 'outline'}
                >
                  {t(`admin.groups.status.${group.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GroupsAdmin() {
  const { t } = useTranslation();
  const { authService } = useAdmin(MANAGE_ROLES_PERMISSION);
  const groups = useGroups(authService);
  const newGroup = (
    <Button component={Link} to="/admin/groups/new">
      {t('admin.groups.new')}
    </Button>
  );
  const body = () => {
    if (groups.isError) {
      return (
        <ErrorAlert
          text={t('admin.groups.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void groups.refetch()}
        />
      );
    }
    if (!groups.data) {
      return <ListSkeleton label={t('admin.groups.loading')} rows={3} rowHeight={48} />;
    }
    if (groups.data.length === 0) {
      return <EmptyState title={t('admin.groups.emptyTitle')} text={t('admin.groups.empty')} action={newGroup} />;
    }
    return <GroupList groups={groups.data} />;
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.groups.title')}
        description={t('admin.groups.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={newGroup}
      />
      {body()}
    </Stack>
  );
}

/** `/admin/groups`: the tenant's groups (USERADMIN_MANAGE_ROLES). */
export function GroupsAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_ROLES_PERMISSION);
  return isAllowed ? <GroupsAdmin /> : <AccessDeniedPage />;
}
