import { AssessmentPermissions, LearningPathPermissions, REPORTS, reportsOfModule } from '@portal/contracts';
import type { TLocaleCode, TModuleCode, TReportFilter } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useAssessmentSetChoices } from '../../../features/learning-paths/api/admin-paths';
import { usePathChoices } from '../../../features/learning-paths/api/learner-path';
import { learningPathServiceUrl } from '../../../features/learning-paths/utils/service-url';
import { assessmentServiceUrl } from '../../../features/assessments/utils/service-url';
import { useTenantCompetencies } from '../../../features/reports/api/tenant-competencies';
import type { TReportChoices } from '../../../features/reports/components/report-filters';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useTenantConfiguration } from '../../tenant-context';

/**
 * The values of a module's report filters, from lists the app loads elsewhere: paths a learner may
 * choose, the tenant's locations, job roles and competencies, and published sets (the set picker
 * answers administrators only, so other report viewers get no set filter).
 */
export function useReportChoices(moduleCode: TModuleCode, locale: TLocaleCode): TReportChoices {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  const needed = new Set<TReportFilter>(reportsOfModule(moduleCode).flatMap((code) => REPORTS[code].filters));
  const paths = usePathChoices(learningPathServiceUrl(configuration), locale, needed.has('pathIds'));
  const mayPickSets = permissions.has(AssessmentPermissions.admin) || permissions.has(LearningPathPermissions.admin);
  const sets = useAssessmentSetChoices(
    needed.has('setIds') && mayPickSets ? assessmentServiceUrl(configuration) : null,
    '',
    locale,
  );
  const competencies = useTenantCompetencies(configuration.coreService, locale, needed.has('competencyIds'));
  const audience = useAssignmentChoices(configuration.coreService, locale);

  const choices: TReportChoices = {};
  if (paths.data) {
    choices.pathIds = paths.data.map((path) => ({ value: String(path.pathId), label: path.title }));
    const levelCount = Math.max(0, ...paths.data.map((path) => path.levelCount));
    choices.levels = Array.from({ length: levelCount }, (_, index) => ({
      value: String(index + 1),
      label: t('reports.filter.level', { level: index + 1 }),
    }));
  }
  if (sets.data && mayPickSets) {
    choices.setIds = sets.data.map((set) => ({ value: String(set.setId), label: set.title }));
  }
  if (competencies.data) {
    choices.competencyIds = competencies.data.map((competency) => ({
      value: String(competency.competencyId),
      label: competency.name,
    }));
  }
  if (audience.data) {
    choices.locationCodes = audience.data.locations.map((location) => ({ value: location.code, label: location.name }));
    choices.jobRoles = audience.data.jobRoles.map((role) => ({ value: role.code, label: role.name }));
  }
  return choices;
}
