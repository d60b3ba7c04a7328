import type { TTenantConfiguration } from '@portal/contracts';

/** The events service: the tenant's EVENTS module, else the core service. */
export function eventsServiceUrl(configuration: Pick<TTenantConfiguration, 'modules' | 'coreService'>): string {
  const module = configuration.modules.find((entry) => entry.moduleCode === 'EVENTS');
  return module?.serviceUrl ?? configuration.coreService;
}
