import { reportsOfModule } from '@portal/contracts';
import type { TModuleCode } from '@portal/contracts';
import { usePageLocale } from '../../../lib/page-locale';
import { ModuleReportsPage } from './module-reports-page';
import { RequireModuleReports } from './require-module-reports';
import { useReportChoices } from './report-choices';

function ModuleReports({ moduleCode }: { moduleCode: TModuleCode }) {
  const locale = usePageLocale();
  const choices = useReportChoices(moduleCode, locale);
  return <ModuleReportsPage moduleCode={moduleCode} reportCodes={reportsOfModule(moduleCode)} choices={choices} />;
}

/** `/learning-path/reports`: completion and overdue, for holders of LEARNINGPATH_VIEW_REPORTS. */
export function LearningPathReportsRoute() {
  return (
    <RequireModuleReports moduleCode="LEARNINGPATH">
      <ModuleReports moduleCode="LEARNINGPATH" />
    </RequireModuleReports>
  );
}

/** `/assessment/reports`: scores, questions and skill gaps, for holders of ASSESSMENT_VIEW_REPORTS. */
export function AssessmentReportsRoute() {
  return (
    <RequireModuleReports moduleCode="ASSESSMENT">
      <ModuleReports moduleCode="ASSESSMENT" />
    </RequireModuleReports>
  );
}
