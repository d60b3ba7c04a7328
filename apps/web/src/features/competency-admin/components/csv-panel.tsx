import { csvErrorsOf, skillMessageKeyOf } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FileTransferPanel } from '../../../components/ui/file-transfer-panel';
import type { TFileLineError, TFileRefusal } from '../../../components/ui/file-transfer-panel';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';

type TCsvPanelProps = {
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  /** Resolves with what came in; rejects with the server's problem (or a file too large). */
  onImport: (file: File) => Promise<{ created: number; updated: number }>;
};

/**
 * The framework as one CSV file in ESCO's skills layout (both languages), and a file brought in:
 * all or nothing, a bad file's errors listed with their line numbers as the server found them.
 */
export function CsvPanel({ isImporting, isExporting, onExport, onImport }: TCsvPanelProps) {
  const { t } = useTranslation();
  // The server's English message in the page's language when the catalogue has it.
  const messageText = (message: string) => {
    const key = skillMessageKeyOf(message);
    return key ? t(key as TMessageKey) : message;
  };
  const refusalOf = (error: unknown): TFileRefusal => {
    const errors = error instanceof ApiError ? csvErrorsOf(error.problem?.errors) : [];
    return {
      errors: errors.filter((item) => item.line > 0),
      text:
        errors
          .filter((item) => item.line === 0)
          .map((item) => messageText(item.message))
          .join(' ') || (errors.length === 0 ? messageText(error instanceof Error ? error.message : '') : null),
    };
  };
  const lineErrorText = ({ line, column, message }: TFileLineError) =>
    column === null
      ? t('skills.admin.csv.lineError', { line, message: messageText(message) })
      : t('skills.admin.csv.lineColumnError', { line, column, message: messageText(message) });
  return (
    <FileTransferPanel
      headingId="skills-csv-heading"
      texts={{
        title: t('skills.admin.csv.title'),
        text: t('skills.admin.csv.text'),
        export: t('skills.admin.csv.export'),
        file: t('skills.admin.csv.file'),
        import: t('skills.admin.csv.import'),
        rejected: t('skills.admin.csv.rejected'),
      }}
      clearFileLabel={t('skills.admin.csv.clearFile')}
      accept=".csv,text/csv"
      errorsTestId="csv-errors"
      isImporting={isImporting}
      isExporting={isExporting}
      onExport={onExport}
      onImport={(file) => onImport(file).then((result) => t('skills.admin.csv.imported', result))}
      refusalOf={refusalOf}
      lineErrorText={lineErrorText}
    />
  );
}
