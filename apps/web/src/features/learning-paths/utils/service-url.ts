import type { TTenantConfiguration } from '@portal/contracts';

/** The learning path service: the tenant's learning path module, else the core service. */
export function learningPathServiceUrl(
  configuration: Pick<TTenantConfiguration, 'modules' | 'learningPathModuleCode' | 'coreService'>,
): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === configuration.learningPathModuleCode);
  return module?.serviceUrl ?? configuration.coreService;
}
