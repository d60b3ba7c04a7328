import { Group, Stack, Text } from '@mantine/core';
import { PageDefaults } from '@portal/contracts';
import type { TLocaleCode, TReportCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { formatNumber } from '../../../lib/format-number';
import { useReportPage } from '../api/report-page';
import { toReportQuery } from '../utils/report-search';
import type { TReportSearch } from '../utils/report-search';
import { ExportReportButton } from './export-report-button';
import { ReportChartView } from './report-chart';
import { ReportFilters } from './report-filters';
import type { TReportChoices } from './report-filters';
import { ReportTable } from './report-table';

const PAGE_SIZE = PageDefaults.pageSize;

type TReportViewProps = {
  reportCode: TReportCode;
  /** The service of the report's module (its rows). */
  serviceUrl: string;
  /** The service of the exports (`/api/reports/exports`). */
  exportServiceUrl: string;
  name: string;
  search: TReportSearch;
  choices: TReportChoices;
  locale: TLocaleCode;
  onSearchChange: (search: TReportSearch) => void;
  onExportStarted: (exportId: number) => void;
};

/** One report: its filters, a chart above the table, the sortable and paged table, and its Excel export. */
export function ReportView({
  reportCode,
  serviceUrl,
  exportServiceUrl,
  name,
  search,
  choices,
  locale,
  onSearchChange,
  onExportStarted,
}: TReportViewProps) {
  const { t } = useTranslation();
  const query = toReportQuery(search, PAGE_SIZE, locale);
  const report = useReportPage(serviceUrl, reportCode, query);

  const onSort = (columnKey: string) =>
    onSearchChange({
      ...search,
      sortBy: columnKey,
      sortDirection: search.sortBy === columnKey && search.sortDirection === 'asc' ? 'desc' : 'asc',
      pageNo: 1,
    });
  const { pageNo: _pageNo, pageSize: _pageSize, ...exportQuery } = query;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ReportFilters
          key={reportCode}
          reportCode={reportCode}
          search={search}
          choices={choices}
          locale={locale}
          onApply={(filters) => onSearchChange({ ...search, ...filters, pageNo: 1 })}
        />
        <ExportReportButton
          exportServiceUrl={exportServiceUrl}
          request={{ reportCode, query: exportQuery }}
          disabled={!report.data || report.data.totalRecords === 0}
          onExportStarted={onExportStarted}
        />
      </Group>
      {report.isPending ? (
        <Stack gap="md">
          <BlockSkeleton label={t('reports.loading')} height={280} />
          <ListSkeleton label={t('reports.loading')} rows={8} rowHeight={40} />
        </Stack>
      ) : report.isError ? (
        <ErrorAlert text={t('reports.error')} retryLabel={t('reports.retry')} onRetry={() => void report.refetch()} />
      ) : report.data.totalRecords === 0 ? (
        <EmptyState title={t('reports.empty.title')} text={t('reports.empty.text')} headingOrder={2} isCompact />
      ) : (
        <Stack gap="md" aria-busy={report.isFetching}>
          {report.data.chart ? (
            <ReportChartView
              chart={report.data.chart}
              columns={report.data.columns}
              title={t('reports.chart.title', { name })}
              locale={locale}
            />
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('reports.count', {
              count: report.data.totalRecords,
              formatted: formatNumber(report.data.totalRecords, locale),
            })}
          </Text>
          <ReportTable
            caption={name}
            columns={report.data.columns}
            rows={report.data.rows}
            sortBy={search.sortBy}
            sortDirection={search.sortDirection}
            locale={locale}
            onSort={onSort}
          />
          <ListPager
            totalRecords={report.data.totalRecords}
            pageSize={PAGE_SIZE}
            pageNo={search.pageNo}
            onPageChange={(pageNo) => onSearchChange({ ...search, pageNo })}
          />
        </Stack>
      )}
    </Stack>
  );
}
