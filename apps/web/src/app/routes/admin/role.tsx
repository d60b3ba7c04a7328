import { Stack } from '@mantine/core';
import { MANAGE_ROLES_PERMISSION } from '@portal/contracts';
import type { TRole } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useRole, useSaveRole } from '../../../features/admin/api/roles';
import { RoleForm } from '../../../features/admin/components/role-form';
import { isLastUserAdminError, isNotFoundError } from '../../../features/admin/utils/admin-errors';
import { groupGrantablePermissions } from '../../../features/admin/utils/permission-groups';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useAdmin } from './use-admin';

function RoleEditor({ roleId }: { roleId: number | null }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { authService } = useAdmin(MANAGE_ROLES_PERMISSION);
  const { modules } = useTenantConfiguration();
  const role = useRole(authService, roleId);
  const save = useSaveRole(authService);
  const groups = groupGrantablePermissions(modules.map((module) => module.moduleCode));
  const breadcrumbs = [
    { label: t('admin.home.title'), to: '/admin' },
    { label: t('admin.roles.title'), to: '/admin/roles' },
  ];
  const title = roleId === null ? t('admin.roles.newTitle') : (role.data?.name ?? t('admin.roles.editTitle'));
  if (role.isError && isNotFoundError(role.error)) {
    return <NotFoundPage />;
  }
  const body = () => {
    if (role.isError) {
      return (
        <ErrorAlert
          text={t('admin.roles.loadError')}
          retryLabel={t('admin.retry')}
          onRetry={() => void role.refetch()}
        />
      );
    }
    if (roleId !== null && !role.data) {
      return <TextSkeleton label={t('admin.roles.loadingOne')} lines={8} />;
    }
    const current: TRole | null = role.data ?? null;
    return (
      <RoleForm
        key={current?.updatedAt ?? 'new'}
        role={current}
        groups={groups}
        isPending={save.isPending}
        onCancel={() => void navigate('/admin/roles')}
        onSubmit={(data, onServerError) =>
          save.mutate(
            { id: roleId, data },
            {
              onSuccess: (saved) => {
                showToast({ kind: 'success', message: t('admin.roles.saved', { name: saved.name }) });
                void navigate('/admin/roles');
              },
              onError: (error) => {
                if (isLastUserAdminError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.error.lastUserAdmin') });
                } else if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.saveError') });
                }
              },
            },
          )
        }
      />
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('admin.roles.editorDescription')} breadcrumbs={breadcrumbs} />
      {body()}
    </Stack>
  );
}

/** `/admin/roles/new` and `/admin/roles/:roleId`: the role editor (USERADMIN_MANAGE_ROLES). */
export function RoleAdminRoute() {
  const { roleId } = useParams();
  const { isAllowed } = useAdmin(MANAGE_ROLES_PERMISSION);
  if (!isAllowed) {
    return <AccessDeniedPage />;
  }
  if (roleId === undefined) {
    return <RoleEditor key="new" roleId={null} />;
  }
  return /^[1-9][0-9]{0,9}$/.test(roleId) ? <RoleEditor key={roleId} roleId={Number(roleId)} /> : <NotFoundPage />;
}
