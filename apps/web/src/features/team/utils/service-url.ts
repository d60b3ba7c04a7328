import type { TTenantConfiguration } from '@portal/contracts';

/** The teams service: the tenant's TEAMS module, else the core service. */
export function teamServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'TEAMS');
  return module?.serviceUrl ?? configuration.coreService;
}
