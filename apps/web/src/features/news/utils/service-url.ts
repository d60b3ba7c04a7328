import type { TTenantConfiguration } from '@portal/contracts';

/** The news service: the tenant's NEWS module, else the core service. */
export function newsServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'NEWS');
  return module?.serviceUrl ?? configuration.coreService;
}
