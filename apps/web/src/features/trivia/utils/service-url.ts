import type { TTenantConfiguration } from '@portal/contracts';

/** The trivia service: the tenant's TRIVIA module, else the core service. */
export function triviaServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'TRIVIA');
  return module?.serviceUrl ?? configuration.coreService;
}
