import type { TTenantConfiguration } from '@portal/contracts';

/** The explore service: the tenant's EXPLORE module, else the core service. */
export function exploreServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'EXPLORE');
  return module?.serviceUrl ?? configuration.coreService;
}
