import { Stack, Tabs } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { ADMIN_HOME } from '../../../features/assessment-admin/utils/routes';
import { AdminAreaNav } from '../assessment-admin/admin-area-nav';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useSkillAdmin } from './admin-context';

const TABS = ['framework', 'scale', 'targets', 'tags', 'csv'] as const;
type TTab = (typeof TABS)[number];

// Each tab loads with its first opening: the page itself stays small (an admin opens one or two).
const lazyPanel = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const PANELS: Record<TTab, ComponentType> = {
  framework: lazyPanel(async () => (await import('./admin-framework')).FrameworkPanel),
  scale: lazyPanel(async () => (await import('./admin-scale')).ScalePanel),
  targets: lazyPanel(async () => (await import('./admin-targets')).TargetsPanel),
  tags: lazyPanel(async () => (await import('./admin-tags')).TagsPanel),
  csv: lazyPanel(async () => (await import('./admin-csv')).CsvTab),
};

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
        {TABS.map((name) => {
          const Panel = PANELS[name];
          return (
            <Tabs.Panel key={name} value={name} pt="md">
              <Suspense fallback={<BlockSkeleton label={t('skills.admin.loading')} height={360} />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          );
        })}
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
