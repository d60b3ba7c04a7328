import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { PopularAssetsReport } from '../../../features/resources/components/popular-assets-report';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { useTenantConfiguration } from '../../tenant-context';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { RequireModuleReports } from './require-module-reports';
import { REPORTS_PATH } from './report-names';

/** `/resources/reports`: the resource library's popular-assets report (it lived in the resource admin). */
export function ResourceReportsPage() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reports.pageTitle.RESOURCELIBRARY')}
        breadcrumbs={[{ label: t('area.reports'), to: REPORTS_PATH }]}
        description={t('reports.name.POPULAR_ASSETS')}
      />
      <PopularAssetsReport serviceUrl={resourceServiceUrl(configuration)} />
    </Stack>
  );
}

export function ResourceReportsRoute() {
  return (
    <RequireModuleReports moduleCode="RESOURCELIBRARY">
      <ResourceMediaProvider>
        <ResourceReportsPage />
      </ResourceMediaProvider>
    </RequireModuleReports>
  );
}
