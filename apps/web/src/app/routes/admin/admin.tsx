import { Button, Group, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MANAGE_USERS_PERMISSION } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useAdminAttention } from '../../../features/admin/api/get-attention';
import { useActivePeopleCount } from '../../../features/admin/api/get-people-count';
import { AdminAreaCard } from '../../../features/admin/components/admin-area-card';
import { AttentionLine } from '../../../features/admin/components/attention-line';
import { listAdminAreas } from '../../../features/admin/utils/admin-areas';
import type { TAdminArea } from '../../../features/admin/utils/admin-areas';
import type { TMessageKey } from '../../../lib/i18n';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

const GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;

function PeopleCount({ authService }: { authService: string }) {
  const { t } = useTranslation();
  const count = useActivePeopleCount(authService, true);
  if (count.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.9">
          {t('admin.home.peopleCount.error')}
        </Text>
        <Button size="compact-sm" variant="outline" color="red.9" onClick={() => void count.refetch()}>
          {t('admin.retry')}
        </Button>
      </Group>
    );
  }
  if (count.data === undefined) {
    return <Skeleton h={20} w="60%" aria-label={t('admin.home.peopleCount.loading')} role="status" />;
  }
  return <Text size="sm">{t('admin.home.peopleCount.value', { count: count.data })}</Text>;
}

/** What needs attention in an area (issue 21): counts the server gives only for areas the person administers. */
function AreaAttention({ areaId, authService }: { areaId: string; authService: string }) {
  const { t } = useTranslation();
  const attention = useAdminAttention(authService);
  const counts = attention.data;
  if (areaId === 'people') {
    const count = counts?.peopleWithoutRole;
    return <AttentionLine count={count} text={t('admin.home.attention.peopleWithoutRole', { count: count ?? 0 })} />;
  }
  if (areaId === 'resources') {
    const uploads = counts?.pendingUploads;
    const expiring = counts?.expiringResources;
    return (
      <>
        <AttentionLine count={uploads} text={t('admin.home.attention.pendingUploads', { count: uploads ?? 0 })} />
        <AttentionLine count={expiring} text={t('admin.home.attention.expiringResources', { count: expiring ?? 0 })} />
      </>
    );
  }
  return null;
}

function AreaSection({
  headingKey,
  areas,
  status,
}: {
  headingKey: TMessageKey;
  areas: TAdminArea[];
  status?: (area: TAdminArea) => ReactNode;
}) {
  const { t } = useTranslation();
  if (areas.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={`admin-home-${headingKey}`}>
      <Title order={2} size="h3" id={`admin-home-${headingKey}`}>
        {t(headingKey)}
      </Title>
      <SimpleGrid cols={GRID_COLS} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {areas.map((area) => (
          <AdminAreaCard
            key={area.id}
            to={area.to}
            title={t(`admin.home.area.${area.id}.title` as TMessageKey)}
            description={t(`admin.home.area.${area.id}.description` as TMessageKey)}
            linkLabel={t(`admin.home.area.${area.id}.link` as TMessageKey)}
            status={status?.(area)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** `/admin`: a card per area the person administers (spec sections 2 and 6). */
export function AdminRoute() {
  const { t } = useTranslation();
  const { permissions } = useSignedInSession();
  const configuration = useTenantConfiguration();
  const areas = listAdminAreas(permissions, configuration.modules);
  const authService = configuration.authService.serviceUrl;
  const isEmpty = areas.modules.length === 0 && areas.users.length === 0;
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.home.title')} description={t('admin.home.description')} />
      {isEmpty ? <EmptyState title={t('admin.home.emptyTitle')} text={t('admin.home.empty')} /> : null}
      <AreaSection
        headingKey="admin.home.usersHeading"
        areas={areas.users}
        status={(area) =>
          area.id === 'people' && permissions.has(MANAGE_USERS_PERMISSION) ? (
            <>
              <PeopleCount authService={authService} />
              <AreaAttention areaId={area.id} authService={authService} />
            </>
          ) : undefined
        }
      />
      <AreaSection
        headingKey="admin.home.modulesHeading"
        areas={areas.modules}
        status={(area) =>
          area.id === 'resources' ? <AreaAttention areaId={area.id} authService={authService} /> : undefined
        }
      />
    </Stack>
  );
}
