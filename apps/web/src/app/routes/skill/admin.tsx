import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
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
import { CsvTab } from './admin-csv';
import { FrameworkPanel } from './admin-framework';
import { ScalePanel } from './admin-scale';
import { TagsPanel } from './admin-tags';
import { TargetsPanel } from './admin-targets';

const TABS = ['framework', 'scale', 'targets', 'tags', 'csv'] as const;
type TTab = (typeof TABS)[number];

// One chunk for the whole area: split per tab, each tab would carry the forms and zod again.
const PANELS: Record<TTab, ComponentType> = {
  framework: FrameworkPanel,
  scale: ScalePanel,
  targets: TargetsPanel,
  tags: TagsPanel,
  csv: CsvTab,
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
              <Panel />
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
