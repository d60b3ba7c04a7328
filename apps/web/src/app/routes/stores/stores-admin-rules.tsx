import { Stack, Text } from '@mantine/core';
import { STORE_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { usePointRules, useSavePointRules } from '../../../features/stores/api/admin-store';
import { PointRulesForm } from '../../../features/stores/components/point-rules-form';
import { formatMediumDate } from '../../../lib/format-date';
import { RequireStoresAdmin } from './require-stores-admin';
import { StoreAdminLinks } from './store-links';
import { useStores } from './use-stores';

function PointRulesPage() {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useStores();
  const { showToast } = useToast();
  const rules = usePointRules(serviceUrl);
  const save = useSavePointRules(serviceUrl);

  const body = () => {
    if (rules.isError) {
      return (
        <ErrorAlert
          text={t('stores.admin.rules.error')}
          retryLabel={t('stores.retry')}
          onRetry={() => void rules.refetch()}
        />
      );
    }
    if (!rules.data) {
      return <TextSkeleton label={t('stores.admin.rules.loading')} lines={6} />;
    }
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {rules.data.effectiveFrom
            ? t('stores.admin.rules.effectiveFrom', { date: formatMediumDate(rules.data.effectiveFrom, locale) })
            : t('stores.admin.rules.defaults')}
        </Text>
        <PointRulesForm
          key={rules.dataUpdatedAt}
          rules={rules.data}
          isPending={save.isPending}
          onSubmit={(request, onServerError) =>
            save.mutate(request, {
              onSuccess: () => showToast({ kind: 'success', message: t('stores.admin.rules.saved') }),
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('stores.admin.rules.saveError') });
                }
              },
            })
          }
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('stores.admin.rules.title')}
        description={t('stores.admin.rules.description')}
        breadcrumbs={[{ label: t('stores.title'), to: STORE_PATHS.catalogue }]}
        actions={<StoreAdminLinks />}
      />
      {body()}
    </Stack>
  );
}

/** `/stores/admin/rules`: the points each verb of the learning record earns, for STORES_ADMIN. */
export function StoresAdminRulesRoute() {
  return (
    <RequireStoresAdmin>
      <PointRulesPage />
    </RequireStoresAdmin>
  );
}
