import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { ADMIN_HOME } from '../../../features/assessment-admin/utils/routes';
import {
  frameworkExportUrl,
  useImportFramework,
  useSaveScale,
  useScale,
} from '../../../features/competency-admin/api/skills-admin';
import { CsvPanel } from '../../../features/competency-admin/components/csv-panel';
import { ScaleEditor } from '../../../features/competency-admin/components/scale-editor';
import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { getApiAccessToken } from '../../../lib/api-client';
import { AdminAreaNav } from '../assessment-admin/admin-area-nav';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useSkillAdmin } from './admin-context';
import { FrameworkPanel } from './admin-framework';
import { TagsPanel } from './admin-tags';
import { TargetsPanel } from './admin-targets';

const TABS = ['framework', 'scale', 'targets', 'tags', 'csv'] as const;
type TTab = (typeof TABS)[number];

function ScalePanel() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl } = useSkillAdmin();
  const scale = useScale(serviceUrl);
  const save = useSaveScale(serviceUrl);
  if (scale.isError) {
    return (
      <ErrorAlert
        text={t('skills.admin.scale.loadError')}
        retryLabel={t('skills.admin.retry')}
        onRetry={() => void scale.refetch()}
      />
    );
  }
  if (!scale.data) {
    return <BlockSkeleton label={t('skills.admin.scale.loading')} height={360} />;
  }
  return (
    <ScaleEditor
      key={scale.dataUpdatedAt}
      levels={scale.data}
      isPending={save.isPending}
      onSave={(request, onServerError) =>
        save.mutate(request, {
          onSuccess: () => showToast({ kind: 'success', message: t('skills.admin.scale.savedToast') }),
          onError: (error) => {
            if (!onServerError(error)) {
              showToast({ kind: 'error', message: t('skills.admin.saveError') });
            }
          },
        })
      }
    />
  );
}

function CsvTab() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl } = useSkillAdmin();
  const importFramework = useImportFramework(serviceUrl);
  const [isExporting, setIsExporting] = useState(false);
  const exportFramework = () => {
    setIsExporting(true);
    const url = frameworkExportUrl(serviceUrl);
    void getApiAccessToken(url)
      .then((accessToken) => downloadWithToken({ url, accessToken, fileName: 'competency-framework.csv' }))
      .catch(() => showToast({ kind: 'error', message: t('skills.admin.csv.exportError') }))
      .finally(() => setIsExporting(false));
  };
  return (
    <CsvPanel
      isExporting={isExporting}
      isImporting={importFramework.isPending}
      onExport={exportFramework}
      onImport={(file) => importFramework.mutateAsync(file)}
    />
  );
}

function SkillAdminPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>('framework');
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('skills.admin.title')}
        description={t('skills.admin.description')}
        breadcrumbs={[{ label: t('assessmentAdmin.pageTitle.area'), to: ADMIN_HOME }]}
      />
      <AdminAreaNav />
      <Tabs value={tab} onChange={(value) => setTab((value as TTab | null) ?? 'framework')} keepMounted={false}>
        <Tabs.List aria-label={t('skills.admin.tabsLabel')}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`skills.admin.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="framework" pt="md">
          <FrameworkPanel />
        </Tabs.Panel>
        <Tabs.Panel value="scale" pt="md">
          <ScalePanel />
        </Tabs.Panel>
        <Tabs.Panel value="targets" pt="md">
          <TargetsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="tags" pt="md">
          <TagsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="csv" pt="md">
          <CsvTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * `/skill/admin`: the competency framework, the proficiency scale, targets per job role, tags and
 * the ESCO CSV import/export. ASSESSMENT_ADMIN only; not found for a tenant without competencies.
 */
export function SkillAdminRoute() {
  const { t } = useTranslation();
  const { isAdmin, competenciesEnabled, metaDataError, retryMetaData } = useSkillAdmin();
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (competenciesEnabled === false) {
    return <NotFoundPage />;
  }
  if (competenciesEnabled === undefined) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.admin.title')} />
        {metaDataError ? (
          <ErrorAlert text={t('skills.admin.loadError')} retryLabel={t('skills.admin.retry')} onRetry={retryMetaData} />
        ) : (
          <BlockSkeleton label={t('skills.admin.loading')} height={360} />
        )}
      </Stack>
    );
  }
  return <SkillAdminPage />;
}
