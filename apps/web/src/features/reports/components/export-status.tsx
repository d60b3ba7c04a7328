import { Alert, Anchor, CloseButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TReportExport } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/query-state';
import type { TMessageKey } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/format-number';
import { isExportUnfinished, reportExportFileUrl, useReportExport } from '../api/report-exports';

type TExportStatusProps = {
  serviceUrl: string;
  exportId: number;
  locale: string;
  /** Saves the file: it needs the bearer token, so the app fetches it (a plain link cannot). */
  onDownload: (url: string, fileName: string) => Promise<void>;
  onClose: () => void;
};

function progressOf(exported: TReportExport): number {
  if (exported.status === 'DONE') {
    return 100;
  }
  if (!exported.totalRows) {
    return 0;
  }
  return Math.min(100, Math.round((exported.rowsWritten / exported.totalRows) * 100));
}

function useStatusText(exported: TReportExport | undefined, locale: string): string {
  const { t, i18n } = useTranslation();
  if (!exported) {
    return t('reports.export.checking');
  }
  const written = formatNumber(exported.rowsWritten, locale);
  switch (exported.status) {
    case 'QUEUED':
      return t('reports.export.queued');
    case 'RUNNING':
      return exported.totalRows === null
        ? t('reports.export.runningUncounted', { written })
        : t('reports.export.running', { written, total: formatNumber(exported.totalRows, locale) });
    case 'DONE':
      return t('reports.export.done', { written });
    default:
      // The server names the cause with a message key; an unknown one still reads as a failure.
      return exported.errorKey && i18n.exists(exported.errorKey)
        ? t(exported.errorKey as TMessageKey)
        : t('reports.export.failed');
  }
}

/** An export's progress (asked again while it runs), then its file to download, or its failure in words. */
export function ExportStatus({ serviceUrl, exportId, locale, onDownload, onClose }: TExportStatusProps) {
  const { t } = useTranslation();
  const query = useReportExport(serviceUrl, exportId);
  const exported = query.data;
  const statusText = useStatusText(exported, locale);
  const [downloadState, setDownloadState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const isRunning = !exported || isExportUnfinished(exported.status);
  const fileName = exported?.fileName ?? `report-${exportId}.xlsx`;

  return (
    <Paper p="md" component="section" aria-labelledby="report-export-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="report-export-title">
            {t('reports.export.title')}
          </Title>
          <CloseButton aria-label={t('reports.export.close')} onClick={onClose} />
        </Group>
        {query.isError && !exported ? (
          <ErrorAlert
            text={t('reports.export.loadFailed')}
            retryLabel={t('reports.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {exported?.status === 'FAILED' ? null : (
              <Progress
                value={progressOf(exported ?? ({ status: 'QUEUED', rowsWritten: 0, totalRows: null } as TReportExport))}
                striped={isRunning}
                animated={isRunning}
                aria-label={t('reports.export.progressLabel')}
                size="lg"
              />
            )}
            <Text size="sm" role="status" aria-live="polite">
              {exported?.status === 'FAILED' ? null : statusText}
            </Text>
            {exported?.status === 'FAILED' ? (
              <Alert color="red" role="alert">
                {statusText}
              </Alert>
            ) : null}
            {exported?.status === 'DONE' ? (
              <Group gap="sm">
                <Anchor
                  href={reportExportFileUrl(serviceUrl, exportId)}
                  download={fileName}
                  aria-disabled={downloadState === 'busy'}
                  onClick={(event) => {
                    event.preventDefault();
                    if (downloadState === 'busy') {
                      return;
                    }
                    setDownloadState('busy');
                    onDownload(reportExportFileUrl(serviceUrl, exportId), fileName).then(
                      () => setDownloadState('idle'),
                      () => setDownloadState('failed'),
                    );
                  }}
                >
                  {t('reports.export.download', { fileName })}
                </Anchor>
              </Group>
            ) : null}
            {downloadState === 'failed' ? (
              <Alert color="red" role="alert">
                {t('reports.export.downloadFailed')}
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
