import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { TCreateTenantResponse } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { InvitationLink } from '../../../features/admin/components/invitation-link';
import { useCreateTenant, usePlatformTenants } from '../../../features/platform/api/tenants';
import { CreateTenantForm } from '../../../features/platform/components/create-tenant-form';
import { ApiError } from '../../../lib/api-client';
import { useTenantConfiguration } from '../../tenant-context';
import { NotFoundPage } from '../errors/not-found-page';

function CreatedTenant({ created }: { created: TCreateTenantResponse }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('platform.created.title', { code: created.tenantCode })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('platform.created.hosts', { hosts: created.hosts.join(', ') })}</Text>
        <Text size="sm">{t('platform.created.admin', { email: created.adminEmail })}</Text>
        <InvitationLink link={created.invitation.link} email={created.adminEmail} />
      </Stack>
    </Alert>
  );
}

/** `/platform/tenants`: the deployment's tenants and a new one (deployment administrators; 404 to others). */
export function PlatformTenantsRoute() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { coreService } = useTenantConfiguration();
  const tenants = usePlatformTenants(coreService);
  const create = useCreateTenant(coreService);
  const [created, setCreated] = useState<TCreateTenantResponse | null>(null);
  if (tenants.error instanceof ApiError && tenants.error.status === 404) {
    return <NotFoundPage />;
  }
  const list = () => {
    if (tenants.isError) {
      return (
        <ErrorAlert
          text={t('platform.error.load')}
          retryLabel={t('admin.retry')}
          onRetry={() => void tenants.refetch()}
        />
      );
    }
    if (!tenants.data) {
      return <ListSkeleton label={t('platform.loading')} rows={3} rowHeight={40} />;
    }
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('platform.table.code')}</Table.Th>
              <Table.Th scope="col">{t('platform.table.name')}</Table.Th>
              <Table.Th scope="col">{t('platform.table.hosts')}</Table.Th>
              <Table.Th scope="col">{t('platform.table.locales')}</Table.Th>
              <Table.Th scope="col">{t('platform.table.modules')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tenants.data.map((tenant) => (
              <Table.Tr key={tenant.tenantCode}>
                <Table.Td ff="monospace">{tenant.tenantCode}</Table.Td>
                <Table.Td>{tenant.name}</Table.Td>
                <Table.Td>{tenant.hosts.join(', ')}</Table.Td>
                <Table.Td>{tenant.locales.join(', ')}</Table.Td>
                <Table.Td>{tenant.modules.length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('platform.title')} description={t('platform.description')} />
      <Stack gap="sm" component="section" aria-labelledby="platform-tenants-heading">
        <Title order={2} size="h3" id="platform-tenants-heading">
          {t('platform.heading')}
        </Title>
        {list()}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="platform-new-heading">
        <Title order={2} size="h3" id="platform-new-heading">
          {t('platform.newHeading')}
        </Title>
        {created ? <CreatedTenant created={created} /> : null}
        <CreateTenantForm
          key={created?.tenantCode ?? 'new'}
          isPending={create.isPending}
          onSubmit={(request, onServerError) =>
            create.mutate(request, {
              onSuccess: setCreated,
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('platform.error.create') });
                }
              },
            })
          }
        />
      </Stack>
    </Stack>
  );
}
