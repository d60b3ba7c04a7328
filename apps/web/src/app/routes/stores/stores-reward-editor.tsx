import { Stack } from '@mantine/core';
import { STORE_PATHS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAdminReward, useSaveReward } from '../../../features/stores/api/admin-store';
import { RewardForm } from '../../../features/stores/components/reward-form';
import { ApiError } from '../../../lib/api-client';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { RequireStoresAdmin } from './require-stores-admin';
import { RewardImageField } from './reward-image-field';
import { useStores } from './use-stores';

function EditorBody({ rewardId }: { rewardId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceUrl, locale, imageUrlOf } = useStores();
  const { showToast } = useToast();
  const reward = useAdminReward(serviceUrl, rewardId);
  const save = useSaveReward(serviceUrl);
  const breadcrumbs = [
    { label: t('stores.title'), to: STORE_PATHS.catalogue },
    { label: t('stores.admin.rewards.title'), to: STORE_PATHS.adminRewards },
  ];

  if (reward.isError) {
    if (reward.error instanceof ApiError && reward.error.code === 'not_found') {
      return <NotFoundPage />;
    }
    return (
      <Stack gap="lg">
        <PageHeader title={t('stores.admin.editor.editTitle')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('stores.admin.editor.loadError')}
          retryLabel={t('stores.retry')}
          onRetry={() => void reward.refetch()}
        />
      </Stack>
    );
  }
  const saved = reward.data ?? null;
  if (rewardId !== null && !saved) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('stores.admin.editor.editTitle')} breadcrumbs={breadcrumbs} />
        <TextSkeleton label={t('stores.admin.editor.loading')} lines={8} />
      </Stack>
    );
  }
  const title = saved ? (locale === 'fr-CA' ? saved.nameFr : saved.nameEn) : t('stores.admin.editor.newTitle');
  return (
    <Stack gap="lg">
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <ResourceMediaProvider>
        <RewardForm
          key={saved?.updatedAt ?? 'new'}
          reward={saved}
          renderImage={(props) => <RewardImageField {...props} imageUrlOf={imageUrlOf} />}
          isPending={save.isPending}
          onSubmit={(request, onServerError) =>
            save.mutate(
              { rewardId, request },
              {
                onSuccess: (result) => {
                  showToast({ kind: 'success', message: t('stores.admin.editor.saved') });
                  if (rewardId === null) {
                    void navigate(`${STORE_PATHS.adminRewards}/${result.rewardId}`, { replace: true });
                  }
                },
                onError: (error) => {
                  if (!onServerError(error)) {
                    showToast({ kind: 'error', message: t('stores.admin.editor.saveError') });
                  }
                },
              },
            )
          }
        />
      </ResourceMediaProvider>
    </Stack>
  );
}

/** `/stores/admin/rewards/new` and `/stores/admin/rewards/:rewardId`: a reward's texts, image, price and stock. */
export function StoresRewardEditorRoute() {
  const rewardId = useIdParam('rewardId');
  if (rewardId === null) {
    return <NotFoundPage />;
  }
  return (
    <RequireStoresAdmin>
      <EditorBody key={rewardId ?? 'new'} rewardId={rewardId ?? null} />
    </RequireStoresAdmin>
  );
}
