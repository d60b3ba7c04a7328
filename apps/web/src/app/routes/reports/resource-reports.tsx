import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ExportReportButton } from '../../../features/reports/components/export-report-button';
import { ExportStatus } from '../../../features/reports/components/export-status';
import { PopularAssetsReport } from '../../../features/resources/components/popular-assets-report';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useTenantConfiguration } from '../../tenant-context';
import { downloadReportFile } from './download-report-file';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { RequireModuleReports } from './require-module-reports';
import { REPORTS_PATH } from './report-names';

/** `/resources/reports`: the resource library's popular-assets report (it lived in the resource admin). */
export function ResourceReportsPage() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const locale = usePageLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  // The ready notification of a background export of this report links here with `?export=<id>`.
  const exportId = Number(searchParams.get('export'));
  const exportServiceUrl = configuration.coreService;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reports.pageTitle.RESOURCELIBRARY')}
        breadcrumbs={[{ label: t('area.reports'), to: REPORTS_PATH }]}
        description={t('reports.name.POPULAR_ASSETS')}
      />
      {Number.isInteger(exportId) && exportId > 0 ? (
        <ExportStatus
          key={exportId}
          serviceUrl={exportServiceUrl}
          exportId={exportId}
          locale={locale}
          onDownload={downloadReportFile}
          onClose={() => setSearchParams({})}
        />
      ) : null}
      <PopularAssetsReport
        serviceUrl={resourceServiceUrl(configuration)}
        renderExport={({ isExportable, ...query }) => (
          // The same background export as the other module reports: its progress shows above.
          <ExportReportButton
            exportServiceUrl={exportServiceUrl}
            request={{ reportCode: 'POPULAR_ASSETS', query: { ...query, locale } }}
            disabled={!isExportable}
            onExportStarted={(id) => setSearchParams({ export: String(id) })}
          />
        )}
      />
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
