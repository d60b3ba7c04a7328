import { Stack, Tabs } from '@mantine/core';
import { REPORT_CODES } from '@portal/contracts';
import type { TModuleCode, TReportCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ExportStatus } from '../../../features/reports/components/export-status';
import { ReportView } from '../../../features/reports/components/report-view';
import type { TReportChoices } from '../../../features/reports/components/report-filters';
import { readReportSearch, writeReportSearch } from '../../../features/reports/utils/report-search';
import { usePageLocale } from '../../../lib/page-locale';
import { useTenantConfiguration } from '../../tenant-context';
import { downloadReportFile } from './download-report-file';
import { moduleServiceUrl } from './report-access';
import { MODULE_REPORTS_TITLES, REPORT_NAMES, REPORTS_PATH } from './report-names';

type TModuleReportsPageProps = {
  moduleCode: TModuleCode;
  reportCodes: TReportCode[];
  choices: TReportChoices;
};

/**
 * `{module route}/reports`: the module's reports (tabs when it has several), each with its filters,
 * chart, table and export; `?export=<id>` (the ready notification's link) shows that export.
 */
export function ModuleReportsPage({ moduleCode, reportCodes, choices }: TModuleReportsPageProps) {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const locale = usePageLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('report');
  const reportCode = reportCodes.find((code) => code === asked) ?? reportCodes[0] ?? REPORT_CODES[0];
  const search = readReportSearch(searchParams, reportCode);
  const exportId = Number(searchParams.get('export'));
  const hasExport = Number.isInteger(exportId) && exportId > 0;
  const exportServiceUrl = configuration.coreService;

  const update = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    setSearchParams(next);
  };
  const selectReport = (next: TReportCode) =>
    // Another report: its own filters start empty; an open export stays.
    setSearchParams(() => {
      const params = new URLSearchParams();
      if (next !== reportCodes[0]) {
        params.set('report', next);
      }
      if (hasExport) {
        params.set('export', String(exportId));
      }
      return params;
    });

  const view = (code: TReportCode) => (
    <ReportView
      key={code}
      reportCode={code}
      serviceUrl={moduleServiceUrl(configuration, moduleCode)}
      exportServiceUrl={exportServiceUrl}
      name={t(REPORT_NAMES[code])}
      search={search}
      choices={choices}
      locale={locale}
      onSearchChange={(next) => setSearchParams(writeReportSearch(searchParams, next))}
      onExportStarted={(id) => update((params) => params.set('export', String(id)))}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(MODULE_REPORTS_TITLES[moduleCode] ?? 'area.reports')}
        breadcrumbs={[{ label: t('area.reports'), to: REPORTS_PATH }]}
      />
      {hasExport ? (
        <ExportStatus
          key={exportId}
          serviceUrl={exportServiceUrl}
          exportId={exportId}
          locale={locale}
          onDownload={downloadReportFile}
          onClose={() => update((params) => params.delete('export'))}
        />
      ) : null}
      {reportCodes.length > 1 ? (
        <Tabs value={reportCode} onChange={(next) => next && selectReport(next as TReportCode)}>
          <Tabs.List>
            {reportCodes.map((code) => (
              <Tabs.Tab key={code} value={code}>
                {t(REPORT_NAMES[code])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {reportCodes.map((code) => (
            <Tabs.Panel key={code} value={code} pt="md">
              {code === reportCode ? view(code) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        view(reportCode)
      )}
    </Stack>
  );
}
