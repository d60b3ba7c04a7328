import { Anchor, Badge, Button, Stack, Table, Title } from '@mantine/core';
import { MANAGE_ROLES_PERMISSION, MANAGE_USERS_PERMISSION } from '@portal/contracts';
import type { TGroup, TRole } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useGroups } from '../../../features/admin/api/grants';
import { useRoles } from '../../../features/admin/api/roles';
import { useSignedInSession } from '../../auth/signed-in-session';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function RoleTable({ roles }: { roles: readonly TRole[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.roles.table.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.roles.table.description')}</Table.Th>
            <Table.Th scope="col">{t('admin.roles.table.permissions')}</Table.Th>
            <Table.Th scope="col">{t('admin.roles.table.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/roles/${role.id}`} fw={600}>
                  {role.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{role.description ?? '—'}</Table.Td>
              <Table.Td>{t('admin.roles.table.permissionCount', { count: role.permissions.length })}</Table.Td>
              <Table.Td>
                <Badge color={role.status === 'Active' ? 'green.9' : 'gray.8'} variant="light">
                  {t(`admin.roles.status.${role.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GroupTable({ groups, canSeePeople }: { groups: readonly TGroup[]; canSeePeople: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.groups.table.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.groups.table.description')}</Table.Th>
            <Table.Th scope="col">{t('admin.groups.table.members')}</Table.Th>
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
                {canSeePeople ? (
                  <Anchor component={Link} to={`/admin/people?group=${group.id}`}>
                    {t('admin.groups.table.seeMembers', { name: group.name })}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RolesAdmin() {
  const { t } = useTranslation();
  const { authService } = useAdmin(MANAGE_ROLES_PERMISSION);
  const { permissions } = useSignedInSession();
  const roles = useRoles(authService);
  const groups = useGroups(authService);
  const newRole = (
    <Button component={Link} to="/admin/roles/new">
      {t('admin.roles.new')}
    </Button>
  );

  const roleBody = () => {
    if (roles.isError) {
      return (
        <ErrorAlert text={t('admin.roles.error')} retryLabel={t('admin.retry')} onRetry={() => void roles.refetch()} />
      );
    }
    if (!roles.data) {
      return <ListSkeleton label={t('admin.roles.loading')} rows={4} rowHeight={48} />;
    }
    if (roles.data.length === 0) {
      return (
        <EmptyState
          title={t('admin.roles.emptyTitle')}
          text={t('admin.roles.empty')}
          headingOrder={3}
          isCompact
          action={newRole}
        />
      );
    }
    return <RoleTable roles={roles.data} />;
  };

  const groupBody = () => {
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
      return <ListSkeleton label={t('admin.groups.loading')} rows={2} rowHeight={48} />;
    }
    if (groups.data.length === 0) {
      return (
        <EmptyState title={t('admin.groups.emptyTitle')} text={t('admin.groups.empty')} headingOrder={3} isCompact />
      );
    }
    return <GroupTable groups={groups.data} canSeePeople={permissions.has(MANAGE_USERS_PERMISSION)} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.roles.title')}
        description={t('admin.roles.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={newRole}
      />
      <Stack gap="sm" component="section" aria-labelledby="admin-roles-heading">
        <Title order={2} size="h3" id="admin-roles-heading">
          {t('admin.roles.heading')}
        </Title>
        {roleBody()}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="admin-groups-heading">
        <Title order={2} size="h3" id="admin-groups-heading">
          {t('admin.groups.heading')}
        </Title>
        {groupBody()}
      </Stack>
    </Stack>
  );
}

/** `/admin/roles`: the tenant's roles and groups (USERADMIN_MANAGE_ROLES). */
export function RolesAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_ROLES_PERMISSION);
  return isAllowed ? <RolesAdmin /> : <AccessDeniedPage />;
}
