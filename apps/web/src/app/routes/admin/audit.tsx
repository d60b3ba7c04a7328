import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_AREAS, AUDIT_LOG_PERMISSION } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { auditExportUrl, useAuditLog } from '../../../features/admin/api/audit';
import { AuditTable } from '../../../features/admin/components/audit-table';
import {
  AUDIT_PAGE_SIZE,
  readAuditFilters,
  toAuditExportFilters,
  toAuditSearchRequest,
  writeAuditFilters,
} from '../../../features/admin/utils/audit-filters';
import type { TAuditFilters } from '../../../features/admin/utils/audit-filters';
import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { getApiAccessToken } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

function AuditLog() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService, locale } = useAdmin(AUDIT_LOG_PERMISSION);
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const log = useAuditLog(authService, toAuditSearchRequest(filters));
  const [isExporting, setExporting] = useState(false);
  const setFilters = (next: TAuditFilters) => setParams(writeAuditFilters(next));
  const change = (patch: Partial<TAuditFilters>) => setFilters({ ...filters, ...patch, pageNo: 1 });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const url = auditExportUrl(authService, toAuditExportFilters(filters));
      await downloadWithToken({ url, fileName: 'audit-log.csv', accessToken: await getApiAccessToken(url) });
    } catch {
      showToast({ kind: 'error', message: t('admin.audit.exportError') });
    } finally {
      setExporting(false);
    }
  };

  const body = () => {
    if (log.isError) {
      return (
        <ErrorAlert text={t('admin.audit.error')} retryLabel={t('admin.retry')} onRetry={() => void log.refetch()} />
      );
    }
    if (!log.data) {
      return <ListSkeleton label={t('admin.audit.loading')} rows={8} rowHeight={48} />;
    }
    if (log.data.result.length === 0) {
      return <EmptyState title={t('admin.audit.emptyTitle')} text={t('admin.audit.empty')} />;
    }
    return (
      <Stack gap="sm" aria-busy={log.isPlaceholderData}>
        <Text size="sm" role="status">
          {t('admin.audit.count', { count: log.data.totalRecords })}
        </Text>
        <AuditTable entries={log.data.result} locale={locale} />
        <ListPager
          totalRecords={log.data.totalRecords}
          pageSize={AUDIT_PAGE_SIZE}
          pageNo={filters.pageNo}
          onPageChange={(pageNo) => setFilters({ ...filters, pageNo })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.audit.title')}
        description={t('admin.audit.description')}
        breadcrumbs={[{ label: t('admin.home.title'), to: '/admin' }]}
        actions={
          <Button variant="outline" loading={isExporting} onClick={() => void exportCsv()}>
            {t('admin.audit.export')}
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('admin.audit.filters')}>
        <Select
          label={t('admin.audit.table.area')}
          placeholder={t('admin.audit.anyArea')}
          clearable
          data={AUDIT_AREAS.map((area) => ({ value: area, label: t(`admin.audit.area.${area}`) }))}
          value={filters.area}
          onChange={(area) => change({ area })}
          style={{ flex: '1 1 12rem' }}
        />
        <TextInput
          type="date"
          label={t('admin.audit.from')}
          value={filters.fromDay}
          onChange={(event) => change({ fromDay: event.currentTarget.value })}
          style={{ flex: '1 1 10rem' }}
        />
        <TextInput
          type="date"
          label={t('admin.audit.to')}
          value={filters.toDay}
          onChange={(event) => change({ toDay: event.currentTarget.value })}
          style={{ flex: '1 1 10rem' }}
        />
      </Group>
      {body()}
    </Stack>
  );
}

/** `/admin/audit`: every change made in the admin areas, filtered, paged and exported as CSV. */
export function AuditAdminRoute() {
  const { isAllowed } = useAdmin(AUDIT_LOG_PERMISSION);
  return isAllowed ? <AuditLog /> : <AccessDeniedPage />;
}
