import type { TTenantConfiguration } from '@portal/contracts';

/** A tenant configuration as the server answers it, served from the test page's own origin. */
export function buildTestTenant(overrides: Partial<TTenantConfiguration> = {}): TTenantConfiguration {
  const origin = window.location.origin;
  return {
    tenantCode: 'acme',
    tenantName: 'Acme Corporation',
    authService: {
      serviceUrl: origin,
      clientId: 'portal-web',
      scopes: 'openid profile',
      useExernalProvider: false,
      externalProviderConfigurationName: null,
    },
    coreService: origin,
    permissionService: origin,
    defaultLocale: 'en',
    locales: ['en', 'fr-CA'],
    clockSkewInSec: 30,
    listOfCDNs: [],
    minimumGlobalSearchFieldLength: 3,
    defaultLandingPage: '/dashboard',
    userAdminModuleCode: 'USERADMIN',
    assessmentModuleCode: 'ASSESSMENT',
    resourceModuleCode: 'RESOURCELIBRARY',
    testModuleCode: 'ASSESSMENT',
    eventAdminModuleCode: 'EVENTS',
    learningPathModuleCode: 'LEARNINGPATH',
    modules: [],
    ...overrides,
  };
}

/** The resource library as a module whose administrators may switch to the admin area. */
export function resourceLibraryModule(): TTenantConfiguration['modules'][number] {
  const origin = window.location.origin;
  return {
    moduleCode: 'RESOURCELIBRARY',
    displayName: 'Resource Library',
    serviceUrl: origin,
    spaUrl: `${origin}/resources`,
    permissions: ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_USER_UPLOAD'],
  };
}

/** The notifications module, whose administrators may open the notification admin. */
export function notificationsModule(): TTenantConfiguration['modules'][number] {
  const origin = window.location.origin;
  return {
    moduleCode: 'NOTIFICATIONS',
    displayName: 'Notifications',
    serviceUrl: origin,
    spaUrl: `${origin}/dashboard/notifications`,
    permissions: ['NOTIFICATIONS_ADMIN'],
  };
}
