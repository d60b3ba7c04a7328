import { MODULE_CATALOGUE, reportPermission, reportsOfModule } from '@portal/contracts';
import type { TModuleCode, TReportCode, TTenantConfiguration } from '@portal/contracts';

export type TReportArea = { moduleCode: TModuleCode; path: string; reportCodes: TReportCode[] };

/**
 * The module report areas a person may open: modules the tenant enabled that have reports and whose
 * `{MODULE}_VIEW_REPORTS` they hold, in the tenant's order (as the header's Reports item lists them).
 * The server checks every call anyway.
 */
export function reportAreasOf(
  held: ReadonlySet<string>,
  configuration: Pick<TTenantConfiguration, 'modules'>,
): TReportArea[] {
  return configuration.modules.flatMap((module) => {
    const reportCodes = reportsOfModule(module.moduleCode);
    if (reportCodes.length === 0 || !held.has(reportPermission(module.moduleCode))) {
      return [];
    }
    return [
      { moduleCode: module.moduleCode, path: `${MODULE_CATALOGUE[module.moduleCode].route}/reports`, reportCodes },
    ];
  });
}

/** The service a module's calls go to: its own, else the core service. */
export function moduleServiceUrl(
  configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>,
  moduleCode: TModuleCode,
): string {
  return (
    configuration.modules.find((module) => module.moduleCode === moduleCode)?.serviceUrl ?? configuration.coreService
  );
}
