import { Alert, Button, Stack } from '@mantine/core';
import type { TCreateExportRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateReportExport } from '../api/report-exports';

type TExportReportButtonProps = {
  /** The service of the exports (`/api/reports/exports`). */
  exportServiceUrl: string;
  /** The report and the filters the page shows (no page: the export writes every row). */
  request: TCreateExportRequest;
  /** Nothing to export (no rows yet), or filters the export cannot apply. */
  disabled?: boolean;
  onExportStarted: (exportId: number) => void;
};

/**
 * "Export to Excel" as a background job (issue 18): queues the export and hands its id to the page,
 * which shows its progress (ExportStatus); says so when the export could not start.
 */
export function ExportReportButton({ exportServiceUrl, request, disabled, onExportStarted }: TExportReportButtonProps) {
  const { t } = useTranslation();
  const startExport = useCreateReportExport(exportServiceUrl);
  return (
    <Stack gap="xs" align="flex-end">
      <Button
        onClick={() => startExport.mutate(request, { onSuccess: (created) => onExportStarted(created.exportId) })}
        loading={startExport.isPending}
        disabled={disabled}
      >
        {t('reports.export.button')}
      </Button>
      {startExport.isError ? (
        <Alert color="red" role="alert" maw={420}>
          {t('reports.export.startFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
