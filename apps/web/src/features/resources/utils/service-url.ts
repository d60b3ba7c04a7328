import type { TTenantConfiguration } from '@portal/contracts';

/** The resource library's service: the tenant's RESOURCELIBRARY module, else the core service. */
export function resourceServiceUrl(
  configuration: Pick<TTenantConfiguration, 'modules' | 'resourceModuleCode' | 'coreService'>,
): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === configuration.resourceModuleCode);
  return module?.serviceUrl ?? configuration.coreService;
}
