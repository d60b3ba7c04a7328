import { reportsOfModule } from '@portal/contracts';
import { usePageLocale } from '../../../lib/page-locale';
import { ModuleReportsPage } from '../reports/module-reports-page';
import { RequireModuleReports } from '../reports/require-module-reports';
import { useReportChoices } from '../reports/report-choices';

function NewsReports() {
  const locale = usePageLocale();
  const choices = useReportChoices('NEWS', locale);
  return <ModuleReportsPage moduleCode="NEWS" reportCodes={reportsOfModule('NEWS')} choices={choices} />;
}

/** `/news/reports`: article reads and likes, for holders of NEWS_VIEW_REPORTS (the shared reports page). */
export function NewsReportsRoute() {
  return (
    <RequireModuleReports moduleCode="NEWS">
      <NewsReports />
    </RequireModuleReports>
  );
}
