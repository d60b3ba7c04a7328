import { Button, Stack, Text } from '@mantine/core';
import { FOOTER_SETTINGS_PERMISSION } from '@portal/contracts';
import type { TTenantNotificationType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useFooterSettings, useUpdateFooterSettings } from '../../../features/footer/api/footer-settings';
import { FooterSettingsForm } from '../../../features/footer/components/footer-settings-form';
import { useLastNotification } from '../../../features/policies/api/get-last-notification';
import { formatPolicyDate } from '../../../lib/format-policy-date';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

/** The policy version the footer links now (the tenant notifications, versioned there). */
function PolicyVersion({ type }: { type: TTenantNotificationType }) {
  const { t } = useTranslation();
  const { coreService, locale } = useAdmin(FOOTER_SETTINGS_PERMISSION);
  const { tenantCode } = useTenantConfiguration();
  const policy = useLastNotification({ coreService, tenantCode, type, locale });
  if (policy.isPending) {
    return null;
  }
  if (!policy.data) {
    return <Text size="sm">{t('admin.footer.policy.none')}</Text>;
  }
  const since = formatPolicyDate(policy.data.effectiveFrom, locale);
  return <Text size="sm">{t('admin.footer.policy.version', { version: policy.data.version, date: since })}</Text>;
}

function FooterAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { coreService } = useAdmin(FOOTER_SETTINGS_PERMISSION);
  const settings = useFooterSettings(coreService);
  const update = useUpdateFooterSettings(coreService);

  const body = () => {
    if (settings.isError) {
      return (
        <ErrorAlert
          text={t('admin.footer.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    if (!settings.data) {
      return <BlockSkeleton label={t('admin.footer.loading')} height={480} />;
    }
    return (
      <FooterSettingsForm
        settings={settings.data}
        isPending={update.isPending}
        policyStatus={{
          termsAndConditions: <PolicyVersion type="TERMS_CONDITIONS" />,
          privacy: <PolicyVersion type="PRIVACY_POLICY" />,
        }}
        onSubmit={(request, onServerError) =>
          update.mutate(request, {
            onSuccess: () => showToast({ kind: 'success', message: t('admin.footer.saved') }),
            onError: (error) => {
              if (!onServerError(error)) {
                showToast({ kind: 'error', message: t('admin.footer.saveError') });
              }
            },
          })
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.footer.title')}
        description={t('admin.footer.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={
          <Button component={Link} to="/admin/footer/policies" variant="default">
            {t('admin.footer.policy.manage')}
          </Button>
        }
      />
      {body()}
    </Stack>
  );
}

/** `/admin/footer`: the footer's settings and links (USERADMIN_MANAGE_ROLES). */
export function FooterAdminRoute() {
  const { isAllowed } = useAdmin(FOOTER_SETTINGS_PERMISSION);
  return isAllowed ? <FooterAdmin /> : <AccessDeniedPage />;
}
