import type { TTenantConfiguration } from '@portal/contracts';

/** The store's service: the tenant's STORES module, else the core service. */
export function storesServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'STORES');
  return module?.serviceUrl ?? configuration.coreService;
}
