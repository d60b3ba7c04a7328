import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { frameworkExportUrl, useImportFramework } from '../../../features/competency-admin/api/skills-admin';
import { CsvPanel } from '../../../features/competency-admin/components/csv-panel';
import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { getApiAccessToken } from '../../../lib/api-client';
import { useSkillAdmin } from './admin-context';

/** The import and export tab: the framework downloaded as CSV, and a CSV file brought in. */
export function CsvTab() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl } = useSkillAdmin();
  const importFramework = useImportFramework(serviceUrl);
  const [isExporting, setIsExporting] = useState(false);
  const exportFramework = () => {
    setIsExporting(true);
    const url = frameworkExportUrl(serviceUrl);
    void getApiAccessToken(url)
      .then((accessToken) => downloadWithToken({ url, accessToken, fileName: 'competency-framework.csv' }))
      .catch(() => showToast({ kind: 'error', message: t('skills.admin.csv.exportError') }))
      .finally(() => setIsExporting(false));
  };
  return (
    <CsvPanel
      isExporting={isExporting}
      isImporting={importFramework.isPending}
      onExport={exportFramework}
      onImport={(file) => importFramework.mutateAsync(file)}
    />
  );
}
