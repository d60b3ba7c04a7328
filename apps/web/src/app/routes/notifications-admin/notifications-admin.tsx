import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { NOTIFICATIONS_ADMIN_ROUTE } from '@portal/contracts';
import type { TNotificationTypeId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminNotificationForm } from '../../../features/notifications/components/admin-notification-form';
import { AdminNotificationList } from '../../../features/notifications/components/admin-notification-list';
import { toNotificationTypeId } from '../../../features/notifications/utils/notification-type-id';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { isNotificationsAdmin } from './notifications-admin-access';

const NEW_NOTIFICATION_PATH = `${NOTIFICATIONS_ADMIN_ROUTE}/new`;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function writeListParams(pageNo: number, typeId: TNotificationTypeId | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (typeId !== undefined) {
    params.set('type', String(typeId));
  }
  if (pageNo > 1) {
    params.set('page', String(pageNo));
  }
  return params;
}

/** `/notifications/admin` (lazy area "notification admin", issue 7): the tenant's notifications. */
export function NotificationsAdminRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!isNotificationsAdmin(permissions, configuration)) {
    return <AccessDeniedPage />;
  }
  const pageNo = readPage(searchParams);
  const typeId = toNotificationTypeId(searchParams.get('type'));
  return (
    <Stack gap="lg">
      <PageHeader title={t('area.notificationsAdmin')} />
      <AdminNotificationList
        coreService={configuration.coreService}
        pageNo={pageNo}
        typeId={typeId}
        onPageChange={(next) => setSearchParams(writeListParams(next, typeId))}
        onTypeChange={(next) => setSearchParams(writeListParams(1, next))}
        newPath={NEW_NOTIFICATION_PATH}
      />
    </Stack>
  );
}

/** `/notifications/admin/new`: a notification for all users, a group, a role or chosen users. */
export function NewNotificationRoute() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const navigate = useNavigate();
  if (!isNotificationsAdmin(permissions, configuration)) {
    return <AccessDeniedPage />;
  }
  return (
    <AdminNotificationForm
      coreService={configuration.coreService}
      authService={configuration.authService.serviceUrl}
      onCreated={() => void navigate(NOTIFICATIONS_ADMIN_ROUTE)}
      onCancel={() => void navigate(NOTIFICATIONS_ADMIN_ROUTE)}
    />
  );
}
