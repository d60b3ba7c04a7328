import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LOCATION_HAS_CHILDREN, LOCATION_HAS_PEOPLE } from '@portal/contracts';
import type { TLocation } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useBusinessTypes,
  useDeleteLocation,
  useLocationsWithTypes,
  useSaveLocation,
} from '../../../features/admin/api/locations';
import { LocationForm } from '../../../features/admin/components/location-form';
import { LocationTreeView } from '../../../features/admin/components/location-tree-view';
import { MANAGE_LOCATIONS_PERMISSION } from '../../../features/admin/utils/admin-areas';
import { buildLocationTree } from '../../../features/admin/utils/location-tree';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

/** What the form dialog shows: a new location (under a parent or at the top) or one to edit. */
type TEditing = { location: null; parentId: number | null } | { location: TLocation; parentId: null };

/** Why a delete was refused, in the person's words. */
function deleteErrorKey(error: unknown): TMessageKey {
  const codes = error instanceof ApiError ? Object.values(error.problem?.errors ?? {}).flat() : [];
  if (codes.includes(LOCATION_HAS_CHILDREN)) {
    return 'admin.locations.deleteError.children';
  }
  if (codes.includes(LOCATION_HAS_PEOPLE)) {
    return 'admin.locations.deleteError.people';
  }
  return 'admin.locations.deleteError.other';
}

function LocationsAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { coreService, locale } = useAdmin(MANAGE_LOCATIONS_PERMISSION);
  const tree = useLocationsWithTypes(coreService, locale);
  const businessTypes = useBusinessTypes(coreService, locale);
  const save = useSaveLocation(coreService);
  const remove = useDeleteLocation(coreService);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);

  const confirmDelete = () => {
    if (!deleting) {
      return;
    }
    const { name } = deleting;
    remove.mutate(deleting.locationId, {
      onSuccess: () => showToast({ kind: 'success', message: t('admin.locations.deleted', { name }) }),
      onError: (error) => showToast({ kind: 'error', message: t(deleteErrorKey(error), { name }) }),
      onSettled: () => setDeleting(null),
    });
  };

  const actions = (location: TLocation) => (
    <Group gap={4}>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('admin.locations.edit', { name: location.name })}
        onClick={() => setEditing({ location, parentId: null })}
      >
        {t('admin.locations.editShort')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('admin.locations.addUnder', { name: location.name })}
        onClick={() => setEditing({ location: null, parentId: location.locationId })}
      >
        {t('admin.locations.addUnderShort')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        c="red.9"
        aria-label={t('admin.locations.delete', { name: location.name })}
        onClick={() => setDeleting(location)}
      >
        {t('admin.locations.deleteShort')}
      </Button>
    </Group>
  );

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
          <LocationTreeView
            nodes={buildLocationTree(tree.data.locations, locale)}
            typeNames={typeNames}
            actions={actions}
          />
        </section>
      </Stack>
    );
  };

  const formTitle = editing?.location
    ? t('admin.locations.editTitle', { name: editing.location.name })
    : t('admin.locations.newTitle');

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.locations.title')}
        description={t('admin.locations.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={
          <Button onClick={() => setEditing({ location: null, parentId: null })} disabled={!tree.data}>
            {t('admin.locations.new')}
          </Button>
        }
      />
      {body()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={formTitle}
        size="lg"
        closeButtonProps={{ 'aria-label': t('admin.locations.close') }}
      >
        {editing && tree.data ? (
          <LocationForm
            location={editing.location}
            parentId={editing.parentId}
            locations={tree.data.locations}
            types={tree.data.types}
            businessTypes={businessTypes.data ?? []}
            isPending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(data, onServerError) =>
              save.mutate(
                { id: editing.location?.locationId ?? null, data },
                {
                  onSuccess: (saved) => {
                    showToast({ kind: 'success', message: t('admin.locations.saved', { name: saved.name }) });
                    setEditing(null);
                  },
                  onError: (error) => {
                    if (!onServerError(error)) {
                      showToast({ kind: 'error', message: t('admin.locations.saveError') });
                    }
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.locations.deleteTitle')}
        message={t('admin.locations.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.locations.deleteConfirm')}
        cancelLabel={t('admin.locations.form.cancel')}
        closeLabel={t('admin.locations.close')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** `/admin/locations`: the tenant's location tree, edited in place (USERADMIN_MANAGE_LOCATIONS). */
export function LocationsAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_LOCATIONS_PERMISSION);
  return isAllowed ? <LocationsAdmin /> : <AccessDeniedPage />;
}
