import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useLocationsWithTypes } from '../../../features/admin/api/locations';
import { LocationTreeView } from '../../../features/admin/components/location-tree-view';
import { MANAGE_LOCATIONS_PERMISSION } from '../../../features/admin/utils/admin-areas';
import { buildLocationTree } from '../../../features/admin/utils/location-tree';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function LocationsAdmin() {
  const { t } = useTranslation();
  const { coreService, locale } = useAdmin(MANAGE_LOCATIONS_PERMISSION);
  const tree = useLocationsWithTypes(coreService, locale);

  const body = () => {
    if (tree.isError) {
      return (
        <ErrorAlert
          text={t('admin.locations.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void tree.refetch()}
        />
      );
    }
    if (!tree.data) {
      return <ListSkeleton label={t('admin.locations.loading')} rows={6} rowHeight={32} />;
    }
    if (tree.data.locations.length === 0) {
      return <EmptyState title={t('admin.locations.emptyTitle')} text={t('admin.locations.empty')} />;
    }
    const typeNames = new Map(tree.data.types.map((type) => [type.code, type]));
    return (
      <Stack gap="sm">
        <Text size="sm">{t('admin.locations.count', { count: tree.data.locations.length })}</Text>
        <section aria-label={t('admin.locations.treeLabel')}>
          <LocationTreeView nodes={buildLocationTree(tree.data.locations, locale)} typeNames={typeNames} />
        </section>
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.locations.title')}
        description={t('admin.locations.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
      />
      {body()}
    </Stack>
  );
}

/** `/admin/locations`: the tenant's location tree with types and levels (USERADMIN_MANAGE_LOCATIONS). */
export function LocationsAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_LOCATIONS_PERMISSION);
  return isAllowed ? <LocationsAdmin /> : <AccessDeniedPage />;
}
