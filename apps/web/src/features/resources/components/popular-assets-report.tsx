import { Button, Group, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { countPages, PageDefaults, POPULAR_ASSETS_EXCEL, ResourceValidation } from '@portal/contracts';
import type { TPopularAssetsReportRequest, POPULAR_ASSETS_SORT_COLUMNS } from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import type { TMessageKey } from '../../../lib/i18n';
import { popularAssetsExcelUrl, usePopularAssetsReport } from '../api/popular-assets-report';
import { formatNumber } from '../../../lib/format-number';
import { formatDate, fromDateInputValue } from '../utils/format';
import { RESOURCE_STATUS_LABELS } from '../utils/labels';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { usePageLocale } from '../../../lib/page-locale';
import { useResourceMedia } from '../utils/resource-media';
import { ErrorState, LoadingState } from './query-state';

type TSortColumn = (typeof POPULAR_ASSETS_SORT_COLUMNS)[number];

type TFilters = { text: string; from: string; to: string };

const COLUMNS: { column: TSortColumn | undefined; label: TMessageKey }[] = [
  { column: 'title', label: 'resources.report.title' },
  { column: undefined, label: 'resources.report.status' },
  { column: undefined, label: 'resources.report.assetTypes' },
  { column: 'viewCount', label: 'resources.report.views' },
  { column: 'uniqueViewerCount', label: 'resources.report.uniqueViewers' },
  { column: 'favoriteCount', label: 'resources.report.favorites' },
  { column: 'lastViewedDate', label: 'resources.report.lastViewed' },
  { column: 'createdDate', label: 'resources.report.created' },
];

/** End of the chosen day: the report's dates are inclusive. */
function endOfDay(value: string): string | null {
  const start = fromDateInputValue(value);
  return start === null ? null : new Date(new Date(start).getTime() + 24 * 60 * 60 * 1000 - 1).toISOString();
}

/** What the page's background export gets: the applied dates and order, and whether it can apply them. */
export type TPopularAssetsExportFilters = {
  /** Inclusive dates (YYYY-MM-DD), as the report query of `/api/reports/exports` takes them. */
  from?: string;
  to?: string;
  sortBy: TSortColumn;
  sortDirection: 'asc' | 'desc';
  /** False while a search text is applied (the background export has no text filter) or nothing shows. */
  isExportable: boolean;
};

type TPopularAssetsReportProps = {
  serviceUrl: string;
  /** More actions beside the download, given the applied filters (the reports page's background export). */
  renderExport?: (filters: TPopularAssetsExportFilters) => ReactNode;
};

/** The popular-assets report: resources by views within dates, and its Excel export. */
export function PopularAssetsReport({ serviceUrl, renderExport }: TPopularAssetsReportProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { showToast } = useToast();
  const media = useResourceMedia();
  const [draft, setDraft] = useState<TFilters>({ text: '', from: '', to: '' });
  const [filters, setFilters] = useState<TFilters>(draft);
  const [sort, setSort] = useState<{ column: TSortColumn; direction: 'asc' | 'desc' }>({
    column: 'viewCount',
    direction: 'desc',
  });
  const [page, setPage] = useState(1);
  const [isDownloading, setIsDownloading] = useState(false);

  const from = fromDateInputValue(filters.from);
  const to = endOfDay(filters.to);
  const searchParameters: TPopularAssetsReportRequest['searchParameters'] = {
    ...(filters.text ? { searchText: filters.text } : {}),
    ...(from ? { fromDate: from } : {}),
    ...(to ? { toDate: to } : {}),
    locales: [locale],
  };
  const request: TPopularAssetsReportRequest = {
    displayAll: false,
    pageNo: page,
    pageSize: PageDefaults.pageSize,
    sortColumns: [{ colId: sort.column, sort: sort.direction }],
    searchParameters,
  };
  const { data, isPending, isError, refetch } = usePopularAssetsReport(serviceUrl, request);
  const pageCount = data ? countPages(data.totalRecords) : 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ ...draft, text: draft.text.trim() });
    setPage(1);
  };
  const sortBy = (column: TSortColumn) => {
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc',
    }));
    setPage(1);
  };
  const download = () => {
    setIsDownloading(true);
    media
      .downloadAuthorized({
        url: popularAssetsExcelUrl(serviceUrl),
        method: 'POST',
        body: { ...request, pageNo: 1, displayAll: true },
        fileName: POPULAR_ASSETS_EXCEL.fileName,
      })
      .then(() => showToast({ kind: 'success', message: t('resources.report.downloaded') }))
      .catch(() => showToast({ kind: 'error', message: t('resources.report.downloadFailed') }))
      .finally(() => setIsDownloading(false));
  };

  return (
    <Stack gap="md">
      <form aria-label={t('resources.report.filters')} onSubmit={onSubmit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('resources.report.search')}
            value={draft.text}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setDraft((current) => ({ ...current, text }));
            }}
            maxLength={ResourceValidation.maxSearchTextLength}
          />
          <TextInput
            type="date"
            label={t('resources.report.from')}
            value={draft.from}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, from: value }));
            }}
          />
          <TextInput
            type="date"
            label={t('resources.report.to')}
            value={draft.to}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, to: value }));
            }}
          />
          <Button type="submit" variant="default">
            {t('resources.report.apply')}
          </Button>
          <Button onClick={download} loading={isDownloading} disabled={!data || data.totalRecords === 0}>
            {t('resources.report.downloadExcel')}
          </Button>
          {renderExport?.({
            ...(filters.from ? { from: filters.from } : {}),
            ...(filters.to ? { to: filters.to } : {}),
            sortBy: sort.column,
            sortDirection: sort.direction,
            isExportable: !filters.text && data !== undefined && data.totalRecords > 0,
          })}
        </Group>
      </form>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.result.length === 0 ? (
        <Text c="dimmed">{t('resources.report.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped>
            <Table.Caption>
              {t('resources.report.caption', { formatted: formatNumber(data.totalRecords, locale) })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map(({ column, label }) =>
                  column ? (
                    <Table.Th
                      key={label}
                      scope="col"
                      aria-sort={
                        sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <UnstyledButton onClick={() => sortBy(column)} fw={700} fz="sm">
                        {t(label)}
                        <span aria-hidden>
                          {sort.column === column ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </span>
                      </UnstyledButton>
                    </Table.Th>
                  ) : (
                    <Table.Th key={label} scope="col">
                      {t(label)}
                    </Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.result.map((row) => (
                <Table.Tr key={row.resourceId}>
                  <Table.Td>{row.title}</Table.Td>
                  <Table.Td>{t(RESOURCE_STATUS_LABELS[row.status])}</Table.Td>
                  <Table.Td>
                    {[...new Set(row.assetTypeCodes)].map((code) => t(ASSET_TYPE_LABELS[code])).join(', ')}
                  </Table.Td>
                  <Table.Td>{formatNumber(row.viewCount, locale)}</Table.Td>
                  <Table.Td>{formatNumber(row.uniqueViewerCount, locale)}</Table.Td>
                  <Table.Td>{formatNumber(row.favoriteCount, locale)}</Table.Td>
                  <Table.Td>{formatDate(row.lastViewedDate, locale)}</Table.Td>
                  <Table.Td>{formatDate(row.createdDate, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
