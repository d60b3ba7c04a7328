import { Stack, Tabs } from '@mantine/core';
import { TENANT_SETTINGS_PERMISSION } from '@portal/contracts';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useTenantSettings } from '../../../features/admin/api/settings';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

// Each tab's form loads when it is opened: the page's first paint needs only the modules' checkboxes.
const SettingsModulesForm = lazyWhenOnline(async () => ({
  default: (await import('../../../features/admin/components/settings-modules-form')).SettingsModulesForm,
}));
const SettingsGeneralForm = lazyWhenOnline(async () => ({
  default: (await import('../../../features/admin/components/settings-general-form')).SettingsGeneralForm,
}));
const SettingsMenusForm = lazyWhenOnline(async () => ({
  default: (await import('../../../features/admin/components/settings-menus-form')).SettingsMenusForm,
}));
const SettingsIntegrations = lazyWhenOnline(async () => ({
  default: (await import('../../../features/admin/components/settings-integrations-forms')).SettingsIntegrationsForms,
}));

const TABS = ['modules', 'general', 'menus', 'integrations'] as const;
type TTab = (typeof TABS)[number];

function TabLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<ListSkeleton label={t('admin.settings.loading')} rows={4} rowHeight={40} />}>
      {children}
    </Suspense>
  );
}

function TenantSettings() {
  const { t } = useTranslation();
  const { coreService } = useAdmin(TENANT_SETTINGS_PERMISSION);
  const settings = useTenantSettings(coreService);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = TABS.find((name) => name === requested) ?? 'modules';

  const body = () => {
    if (settings.isError) {
      return (
        <ErrorAlert
          text={t('admin.settings.error.load')}
          retryLabel={t('admin.retry')}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    if (!settings.data) {
      return <ListSkeleton label={t('admin.settings.loading')} rows={6} rowHeight={40} />;
    }
    const props = { settings: settings.data, coreService };
    return (
      <Tabs
        value={tab}
        onChange={(next) => setParams(next ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`admin.settings.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="modules" pt="md">
          <TabLoading>
            <SettingsModulesForm {...props} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="general" pt="md">
          <TabLoading>
            <SettingsGeneralForm {...props} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="menus" pt="md">
          <TabLoading>
            <SettingsMenusForm {...props} />
          </TabLoading>
        </Tabs.Panel>
        <Tabs.Panel value="integrations" pt="md">
          <TabLoading>
            <SettingsIntegrations {...props} />
          </TabLoading>
        </Tabs.Panel>
      </Tabs>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.settings.title')}
        description={t('admin.settings.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
      />
      {body()}
    </Stack>
  );
}

/** `/admin/settings`: the tenant's settings (USERADMIN_MANAGE_ROLES, `TENANT_SETTINGS_PERMISSION`). */
export function TenantSettingsAdminRoute() {
  const { isAllowed } = useAdmin(TENANT_SETTINGS_PERMISSION);
  return isAllowed ? <TenantSettings /> : <AccessDeniedPage />;
}
