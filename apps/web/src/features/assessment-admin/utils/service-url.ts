import type { TTenantConfiguration } from '@portal/contracts';

/** The assessment service: the tenant's assessment module, else the core service. */
export function assessmentServiceUrl(
  configuration: Pick<TTenantConfiguration, 'modules' | 'assessmentModuleCode' | 'coreService'>,
): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === configuration.assessmentModuleCode);
  return module?.serviceUrl ?? configuration.coreService;
}
