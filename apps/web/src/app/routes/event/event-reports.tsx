import { reportsOfModule } from '@portal/contracts';
import { usePageLocale } from '../../../lib/page-locale';
import { ModuleReportsPage } from '../reports/module-reports-page';
import { useReportChoices } from '../reports/report-choices';
import { RequireModuleReports } from '../reports/require-module-reports';

function EventReports() {
  const locale = usePageLocale();
  const choices = useReportChoices('EVENTS', locale);
  return <ModuleReportsPage moduleCode="EVENTS" reportCodes={reportsOfModule('EVENTS')} choices={choices} />;
}

/** `/event/reports`: the events' reports (the shared reports page), for holders of EVENTS_VIEW_REPORTS. */
export function EventReportsRoute() {
  return (
    <RequireModuleReports moduleCode="EVENTS">
      <EventReports />
    </RequireModuleReports>
  );
}
