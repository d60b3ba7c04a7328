import { qtiErrorsOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FileTransferPanel } from '../../../components/ui/file-transfer-panel';
import type { TFileLineError, TFileRefusal } from '../../../components/ui/file-transfer-panel';
import { ApiError } from '../../../lib/api-client';

type TQtiPanelProps = {
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  /** Resolves with how many questions came in; rejects with the server's problem. */
  onImport: (file: File) => Promise<number>;
};

/**
 * QTI 3.0: the bank as one XML file, and a file brought in (all or nothing). A bad file's errors
 * are listed with their line numbers, as the server found them.
 */
export function QtiPanel({ isImporting, isExporting, onExport, onImport }: TQtiPanelProps) {
  const { t } = useTranslation();
  const refusalOf = (error: unknown): TFileRefusal => {
    if (!(error instanceof ApiError)) {
      return { errors: [], text: t('assessmentAdmin.qti.failed') };
    }
    const errors = qtiErrorsOf(error.problem?.errors);
    if (errors.length > 0) {
      return { errors, text: null };
    }
    const other = Object.entries(error.problem?.errors ?? {})
      .filter(([key]) => !key.startsWith('qti.line.'))
      .flatMap(([, texts]) => texts);
    return { errors, text: other.length > 0 ? other.join(' ') : t('assessmentAdmin.qti.failed') };
  };
  const lineErrorText = ({ line, column, message }: TFileLineError) =>
    column === null
      ? t('assessmentAdmin.qti.lineError', { line, message })
      : t('assessmentAdmin.qti.lineColumnError', { line, column, message });
  return (
    <FileTransferPanel
      headingId="qti-heading"
      texts={{
        title: t('assessmentAdmin.qti.title'),
        text: t('assessmentAdmin.qti.text'),
        export: t('assessmentAdmin.qti.export'),
        file: t('assessmentAdmin.qti.file'),
        import: t('assessmentAdmin.qti.import'),
        rejected: t('assessmentAdmin.qti.rejected'),
      }}
      accept=".xml,application/xml,text/xml"
      clearFileLabel={t('assessmentAdmin.qti.clearFile')}
      errorsTestId="qti-errors"
      isImporting={isImporting}
      isExporting={isExporting}
      onExport={onExport}
      onImport={(file) => onImport(file).then((count) => t('assessmentAdmin.qti.imported', { count }))}
      refusalOf={refusalOf}
      lineErrorText={lineErrorText}
    />
  );
}
