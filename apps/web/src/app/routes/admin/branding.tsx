import { Stack } from '@mantine/core';
import { BRANDING_PERMISSION, buildImageUrl } from '@portal/contracts';
import type { TUpdateBrandingRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useBranding, useUpdateBranding } from '../../../features/branding/api/branding';
import { BrandingForm } from '../../../features/branding/components/branding-form';
import type { TLogoChoice } from '../../../features/branding/components/branding-form';
import { uploadMedia } from '../../../features/media/api/upload-media';
import { ApiError, getApiAccessToken } from '../../../lib/api-client';
import { setBrandColor } from '../../../lib/theme-brand-store';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function BrandingAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const configuration = useTenantConfiguration();
  const { coreService } = useAdmin(BRANDING_PERMISSION);
  const branding = useBranding(coreService);
  const update = useUpdateBranding(coreService);

  // The media service sits beside the core service (spec section 7 "Media service").
  const uploadLogo = async (file: File): Promise<TLogoChoice> => {
    const media = await uploadMedia({
      mediaServiceUrl: coreService,
      file,
      accessToken: await getApiAccessToken(coreService),
    });
    return { mediaId: media.mediaId, url: buildImageUrl([], media, configuration.tenantCode) };
  };

  const save = async (request: TUpdateBrandingRequest) => {
    try {
      const saved = await update.mutateAsync(request);
      // This page turns the new colour at once; other people see it on their next page load.
      setBrandColor(saved.brandColor ?? undefined);
      showToast({ kind: 'success', message: t('admin.branding.saved') });
      return undefined;
    } catch (error) {
      const fields = error instanceof ApiError ? error.problem?.errors : undefined;
      if (fields && (fields.brandColor || fields.logoMediaId)) {
        return {
          ...(fields.brandColor?.[0] ? { brandColor: fields.brandColor[0] } : {}),
          ...(fields.logoMediaId?.[0] ? { logoMediaId: fields.logoMediaId[0] } : {}),
        };
      }
      showToast({ kind: 'error', message: t('admin.branding.saveError') });
      return undefined;
    }
  };

  const body = () => {
    if (branding.isError) {
      return (
        <ErrorAlert
          text={t('admin.branding.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void branding.refetch()}
        />
      );
    }
    if (!branding.data) {
      return <BlockSkeleton label={t('admin.branding.loading')} height={320} />;
    }
    return (
      <BrandingForm
        branding={branding.data}
        tenantName={configuration.tenantName}
        isPending={update.isPending}
        uploadLogo={uploadLogo}
        onSubmit={save}
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.branding.title')}
        description={t('admin.branding.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
      />
      {body()}
    </Stack>
  );
}

/** `/admin/branding`: the tenant's brand colour and logo (USERADMIN_MANAGE_ROLES). */
export function BrandingAdminRoute() {
  const { isAllowed } = useAdmin(BRANDING_PERMISSION);
  return isAllowed ? <BrandingAdmin /> : <AccessDeniedPage />;
}
