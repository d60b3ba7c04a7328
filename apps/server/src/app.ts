import { acceptEmptyJsonBody } from './lib/empty-json-body.ts';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cleanTextValidatorCompiler } from './lib/clean-text-validator.ts';
import { DEFAULT_MEDIA_DIR, type TServerConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import type { TDatabase } from './db/kysely.ts';
import { createAccessTokenVerifier } from './modules/identity/access-token.ts';
import { loadDeploymentKeys } from './modules/identity/deployment-secrets.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createIdentityService } from './modules/identity/identity.service.ts';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.ts';
import { createClientErrorsService } from './modules/client-errors/client-errors.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { brandingRoutes } from './modules/branding/branding.routes.ts';
import { createBrandingService } from './modules/branding/branding.service.ts';
import { footerSettingsRoutes } from './modules/footer/footer-settings.routes.ts';
import { createFooterSettingsService } from './modules/footer/footer-settings.service.ts';
import { footerRoutes } from './modules/footer/footer.routes.ts';
import { createFooterService } from './modules/footer/footer.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { certificationRoutes } from './modules/learning-paths/certification.routes.ts';
import { createCertificationService } from './modules/learning-paths/certification.service.ts';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.ts';
import { createAssessmentSetsService } from './modules/assessments/assessment-sets.service.ts';
import { createQuestionBanksService } from './modules/assessments/question-banks.service.ts';
import { questionsConfigRoutes } from './modules/assessments/questions-config.routes.ts';
import { competencyAdminRoutes } from './modules/competencies/competency-admin.routes.ts';
import { createCompetencyGate, type TCompetencyGate } from './modules/competencies/competency-gate.ts';
import { createCompetencyAdminService } from './modules/competencies/competency-admin.service.ts';
import { learningPathsRoutes } from './modules/learning-paths/learning-paths.routes.ts';
import { createLearningPathsService } from './modules/learning-paths/learning-paths.service.ts';
import { createLearningRecordService } from './modules/learning-record/learning-record.service.ts';
import { USER_ASSET_STATUS } from '@portal/contracts';
import { adminHomeRoutes } from './modules/admin-home/admin-home.routes.ts';
import { createAdminHomeService } from './modules/admin-home/admin-home.service.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { createPlatformService, parsePlatformAdmins } from './modules/platform/platform.service.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import type { TBlobStore } from './lib/storage/blob-store.ts';
import { createBlobStore } from './lib/storage/create-blob-store.ts';
import { mediaDeliveryRoutes } from './modules/media/media-delivery.routes.ts';
import { deriveMediaLinkKey } from './modules/media/media-links.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createMediaService, sweepAbandonedUploads } from './modules/media/media.service.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { tenantCallsRoutes } from './modules/dashboard/tenant-calls.routes.ts';
import { createAssetListsService } from './modules/resources/asset-lists.service.ts';
import { createCategoriesService } from './modules/resources/categories.service.ts';
import { reportRoutes } from './modules/reports/report-routes.ts';
import { createReportSources } from './modules/reports/report-sources.ts';
import type { TReportSources } from './modules/reports/report-source.ts';
import { createReportExportJob, scheduleReportExports } from './modules/reports/report-export-job.ts';
import { reportExportRoutes } from './modules/reports/report-export.routes.ts';
import { createReportExportService } from './modules/reports/report-export.service.ts';
import { resourceLibraryRoutes } from './modules/resources/resource-library.routes.ts';
import { skillProfileRoutes } from './modules/skills/skills.routes.ts';
import { createSkillsService } from './modules/skills/skills.service.ts';
import { assessmentAttemptsRoutes } from './modules/assessment-attempts/assessment-attempts.routes.ts';
import { createAssessmentAttemptsService } from './modules/assessment-attempts/assessment-attempts.service.ts';
import { scheduleAttemptSweep } from './modules/assessment-attempts/attempt-sweep-job.ts';
import { createJobRunner } from './lib/jobs/job-runner.ts';
import { profileActivityRoutes } from './modules/profile-activity/profile-activity.routes.ts';
import { createProfileActivityService } from './modules/profile-activity/profile-activity.service.ts';
import { triviaRoutes } from './modules/trivia/trivia.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createEventsAdminService } from './modules/events/events-admin.service.ts';
import { scheduleEventReminders } from './modules/events/event-reminder-job.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { createTeamService } from './modules/team/team.service.ts';
import { exploreRoutes } from './modules/explore/explore.routes.ts';
import { createExploreService } from './modules/explore/explore.service.ts';
import { createNewsAdminService } from './modules/news/news-admin.service.ts';
import { createNewsReadingService } from './modules/news/news-reading.service.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { createStoresService } from './modules/stores/stores.service.ts';
import { createStoresAdminService } from './modules/stores/stores-admin.service.ts';
import { createTriviaAdminService } from './modules/trivia/trivia-admin.service.ts';
import { createTriviaLeaderboardService } from './modules/trivia/trivia-leaderboard.service.ts';
import { createTriviaPlayService } from './modules/trivia/trivia-play.service.ts';
import { globalSearchRoutes } from './modules/search/global-search.routes.ts';
import { createGlobalSearchService } from './modules/search/global-search.service.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { createPoliciesService } from './modules/policies/policies.service.ts';
import { policyAdminRoutes } from './modules/policies/policy-admin.routes.ts';
import { createPolicyAdminService } from './modules/policies/policy-admin.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { peopleAdminRoutes } from './modules/people-admin/people-admin.routes.ts';
import { createPeopleAdminService } from './modules/people-admin/people-admin.service.ts';
import { createInvitationMailer } from './modules/people-admin/invitation-mailer.ts';
import { createInvitationsService } from './modules/people-admin/invitations.service.ts';
import { invitationRoutes } from './modules/identity/invitation.routes.ts';
import { countActiveUsersWithoutRole, createRolesService } from './modules/roles/roles.service.ts';
import { countResourcesExpiringBetween } from './modules/resources/resources.service.ts';
import { countUserAssetsWithStatus } from './modules/resources/user-assets.service.ts';
import { createPermissionsService, type TPermissionsService } from './modules/permissions/permissions.service.ts';
import { serializeAppSettings } from './modules/tenant/app-settings.ts';
import { configurationRoutes } from './modules/tenant/configuration.routes.ts';
import { createWebBootWriter } from './modules/tenant/web-boot.ts';
import { tenantRoutes } from './modules/tenant/tenant.routes.ts';
import { loadSecretBox } from './modules/tenant/tenant-secrets.ts';
import { tenantSettingsRoutes } from './modules/tenant/tenant-settings.routes.ts';
import { createTenantSettingsService } from './modules/tenant/tenant-settings.service.ts';
import { createChangeSignal, type TChangeSignal } from './lib/change-signal.ts';
import { createTenantService } from './modules/tenant/tenant.service.ts';
import { tenantReferenceRoutes } from './modules/tenant-reference/tenant-reference.routes.ts';
import { createTenantReferenceService } from './modules/tenant-reference/tenant-reference.service.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { userNotificationsRoutes } from './modules/user-notifications/user-notifications.routes.ts';
import { createUserNotificationsService } from './modules/user-notifications/user-notifications.service.ts';
import { createNotificationBus, type TNotificationBus } from './modules/user-notifications/notification-bus.ts';
import { deriveStreamTicketKey } from './modules/user-notifications/stream-tickets.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { cacheControlPlugin } from './plugins/cache-control.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { metricsPlugin, type TMetricsSources } from './plugins/metrics.ts';
import { correlationIdPlugin, generateCorrelationId } from './plugins/correlation-id.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { moduleGatePlugin } from './plugins/module-gate.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { plainHostPlugin, tenantContextPlugin } from './plugins/tenant-context.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may do what; modules that change roles or groups call `forgetUserAccess()`. */
    permissions: TPermissionsService;
    /**
     * Where media bytes live (local files or an S3-compatible bucket), created once here. Modules
     * store files through the media service (`storeMediaBytes`), passing this store.
     */
    mediaStore: TBlobStore;
    /** The skills modules' gate on the tenant's competency flags; a change of them calls `forget()`. */
    competencyGate: TCompetencyGate;
  }
}

export type TBuildAppOptions = {
  config: Pick<TServerConfig, 'logLevel' | 'isProduction' | 'webDistDir'> &
    Partial<
      Pick<TServerConfig, 'trustProxy' | 'signinAttemptsPerAddress' | 'media' | 'redisUrl' | 'smtp' | 'metricsToken'>
    >;
  database: TDatabase;
  /** The media store to use instead of the one `config.media` names (tests: a temporary folder). */
  mediaStore?: TBlobStore;
  /** The user-notification bus to use instead of the one `config.redisUrl` decides (tests: several nodes). */
  notificationBus?: TNotificationBus;
  /** The report sources to use instead of the modules' own (tests: synthetic rows). */
  reportSources?: TReportSources;
  /** The tenant change signal instead of the one `config.redisUrl` decides (tests: several nodes). */
  tenantChanges?: TChangeSignal;
  /** The logger (main.ts: one writing asynchronously, flushed on exit); by default one on stdout. */
  logger?: FastifyBaseLogger;
};

/**
 * Builds the portal on a migrated database: core plugins (the request pipeline of
 * docs/architecture.md), then public routes, then the tenant-scoped API, then the web app.
 * The caller owns listen() and close().
 */
export async function buildApp({
  config,
  database,
  mediaStore: givenMediaStore,
  notificationBus,
  reportSources: givenReportSources,
  tenantChanges: givenTenantChanges,
  logger,
}: TBuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance,
    genReqId: generateCorrelationId,
    // One access-log line per request (accessLogPlugin) instead of Fastify's two.
    logController: new LogController({ requestIdLogLabel: 'correlationId', disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Origins (and so issuers and redirect URIs) come from the forwarded headers behind a proxy.
    trustProxy: config.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's schema, plus the shared text rule (no NUL, no lone surrogate) on every string.
  app.setValidatorCompiler(cleanTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(databasePlugin, { database });
  await app.register(routeAccessPlugin);
  await app.register(correlationIdPlugin);
  await app.register(accessLogPlugin);
  // Read when Prometheus scrapes; set below once the notifications module and the job runner exist.
  const metricSources: TMetricsSources = {
    openStreams: () => 0,
    jobQueue: () => Promise.resolve({ queued: 0, active: 0 }),
    databasePool: () => database.poolStats?.() ?? null,
  };
  await app.register(metricsPlugin, { token: config.metricsToken, sources: metricSources });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  // Before anything builds an origin from the Host header.
  await app.register(plainHostPlugin);
  await app.register(cacheControlPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);

  const tenants = createTenantService(database.db);
  // A tenant's settings changed on some node: every node drops what it cached of that tenant.
  const tenantChanges = givenTenantChanges ?? createChangeSignal(config.redisUrl, 'portal:tenant-changes:v1', app.log);
  if (!givenTenantChanges) {
    app.addHook('onClose', async () => tenantChanges.close());
  }
  const stopForgettingTenants = tenantChanges.listen(tenants.forgetTenant);
  app.addHook('onClose', async () => stopForgettingTenants());
  const translations = createTranslationsService(database.db);
  const permissions = createPermissionsService(database.db);
  app.decorate('permissions', permissions);
  const competencyGate = createCompetencyGate(database.db);
  app.decorate('competencyGate', competencyGate);
  // Every module's reports, for their routes and the export job alike.
  const reportSources =
    givenReportSources ?? createReportSources(database.db, { record: createLearningRecordService(), competencyGate });
  const keys = await loadDeploymentKeys(database.db);
  const secrets = await loadSecretBox(database.db);
  const verifier = createAccessTokenVerifier(keys, tenants);
  const identity = createIdentityService({
    db: database.db,
    keys,
    translations,
    log: app.log,
    trustProxy: config.trustProxy ?? false,
    signinAttemptsPerAddress: config.signinAttemptsPerAddress,
    openSecret: secrets.open,
  });
  const stopHousekeeping = identity.startHousekeeping();
  app.addHook('onClose', async () => stopHousekeeping());

  const mediaStore = givenMediaStore ?? createBlobStore(config.media ?? { kind: 'local', dir: DEFAULT_MEDIA_DIR });
  app.decorate('mediaStore', mediaStore);
  const media = createMediaService({
    db: database.db,
    store: mediaStore,
    linkKey: deriveMediaLinkKey(keys.cookieKeys[0] ?? ''),
    permissionsOf: async (tenantCode, userCode) => (await permissions.getUserAccess(tenantCode, userCode))?.list ?? [],
    log: app.log,
  });
  app.addHook('onReady', (done) => {
    // Uploads a stopped process left half-way; never in the way of starting.
    sweepAbandonedUploads(mediaStore, 60 * 60 * 1000).catch((error: unknown) => {
      app.log.warn({ err: error }, 'abandoned uploads could not be swept');
    });
    done();
  });

  // One user-notification bus: the notifications module's, which the export job tells too.
  const bus = notificationBus ?? createNotificationBus(config.redisUrl, app.log);
  if (!notificationBus) {
    app.addHook('onClose', async () => bus.close());
  }
  // Events tell the open notification streams of what they stored, once committed.
  const announceNotifications = (tenantCode: string, notificationIds: readonly number[]) => {
    for (const notificationId of notificationIds) {
      void bus.publish({ kind: 'notification', tenantCode, notificationId });
    }
  };
  const reportExportJob = createReportExportJob({
    db: database.db,
    store: mediaStore,
    sources: reportSources,
    // The catalogue is the tenant's: only its code is read.
    strings: (tenantCode, locale) =>
      translations.getResourceStrings({ tenantCode, name: tenantCode, defaultLocale: locale }, locale),
    enabledModules: tenants.listEnabledModuleCodes,
    permissionsOf: async (tenantCode, userCode) =>
      (await permissions.getUserAccess(tenantCode, userCode))?.list ?? null,
    announce: (tenantCode, notificationId) => void bus.publish({ kind: 'notification', tenantCode, notificationId }),
    log: app.log,
  });
  // Before the job runner stops (preClose hooks run in order): the export running gives its row back.
  app.addHook('preClose', async () => reportExportJob.stop());

  await app.register(healthRoutes, {
    mediaStore,
    // One node without Redis has no fan-out to lose.
    isFanOutLive: config.redisUrl === undefined && notificationBus === undefined ? undefined : () => bus.isLive(),
  });
  await app.register(configurationRoutes, { tenants, isProduction: config.isProduction });
  // Images and playback links for <img>, <video> and PDF frames: public, tenant named in the URL.
  await app.register(mediaDeliveryRoutes, { media });

  // Everything in this scope belongs to the tenant of the Host header.
  await app.register(async (tenantScoped) => {
    acceptEmptyJsonBody(tenantScoped);
    await tenantScoped.register(tenantContextPlugin, { tenants });
    await tenantScoped.register(authenticationPlugin, { verifier, permissions });
    await tenantScoped.register(moduleGatePlugin, { tenants });
    await tenantScoped.register(tenantRoutes, { tenants });
    await tenantScoped.register(permissionsRoutes);
    await tenantScoped.register(identityRoutes, { identity, cookieSecret: keys.cookieKeys[0] ?? '' });
    await tenantScoped.register(translationsRoutes, { translations, isProduction: config.isProduction });
    const users = createUsersService(database.db, {
      limitPasswordCheck: identity.checkPasswordWithLimit,
      discardPicture: media.discardUploadedMedia,
    });
    await tenantScoped.register(usersRoutes, { users });
    await tenantScoped.register(rolesRoutes, { roles: createRolesService(database.db, { tenants, permissions }) });
    await tenantScoped.register(groupsRoutes, {
      groups: createGroupsService(database.db, { permissions, peopleChanged: tenantChanges.announce }),
    });
    await tenantScoped.register(adminHomeRoutes, {
      adminHome: createAdminHomeService({
        tenants,
        counters: {
          peopleWithoutRole: (tenantCode) => countActiveUsersWithoutRole(database.db, tenantCode),
          pendingUploads: (tenantCode) => countUserAssetsWithStatus(database.db, tenantCode, USER_ASSET_STATUS.Pending),
          expiringResources: (tenantCode, from, until) =>
            countResourcesExpiringBetween(database.db, tenantCode, from, until),
        },
      }),
    });
    await tenantScoped.register(auditRoutes, { audit: createAuditService(database.db) });
    const mailer = createInvitationMailer(config.smtp);
    app.addHook('onClose', async () => mailer?.close());
    const branding = createBrandingService(database.db, { announce: tenantChanges.announce, media });
    const invitations = createInvitationsService(database.db, {
      mailer,
      log: app.log,
      renderEmailHtml: branding.renderEmailHtml,
      // The email is in the person's language, in the tenant's own wording when it has one.
      strings: (tenantCode, locale) =>
        translations.getResourceStrings({ tenantCode, name: tenantCode, defaultLocale: locale }, locale),
      peopleChanged: tenantChanges.announce,
    });
    await tenantScoped.register(platformRoutes, {
      platform: createPlatformService(database.db, {
        // Deployment administrators (docs/architecture.md, "New tenants"): `<tenantCode>:<email>`, comma-separated.
        platformAdmins: parsePlatformAdmins(process.env.PLATFORM_ADMINS),
        announce: tenantChanges.announce,
        invitations,
      }),
    });
    // People writes (here, in groups, an invitation accepted) announce the tenant: every node drops its kept lists.
    const people = createPeopleAdminService(database.db, {
      permissions,
      invitations,
      announce: tenantChanges.announce,
    });
    const stopForgettingPeople = tenantChanges.listen(people.forgetTenant);
    tenantScoped.addHook('onClose', async () => stopForgettingPeople());
    await tenantScoped.register(peopleAdminRoutes, { people, invitations });
    const reference = createTenantReferenceService(database.db);
    await tenantScoped.register(invitationRoutes, {
      db: database.db,
      invitations,
      pages: identity.pages,
      passwordPolicyOf: reference.getPasswordConfig,
      cookieSecret: keys.cookieKeys[0] ?? '',
    });
    await tenantScoped.register(tenantReferenceRoutes, { reference });
    await tenantScoped.register(locationsRoutes, { locations: createLocationsService(database.db, { reference }) });
    const footer = createFooterService(database.db);
    const stopForgettingFooters = tenantChanges.listen(footer.forgetTenantFooter);
    tenantScoped.addHook('onClose', async () => stopForgettingFooters());
    await tenantScoped.register(footerRoutes, { footer });
    await tenantScoped.register(footerSettingsRoutes, {
      footerSettings: createFooterSettingsService(database.db, { announce: tenantChanges.announce }),
    });
    await tenantScoped.register(brandingRoutes, { branding });
    await tenantScoped.register(policiesRoutes, { policies: createPoliciesService(database.db) });
    await tenantScoped.register(policyAdminRoutes, { policyAdmin: createPolicyAdminService(database.db) });
    await tenantScoped.register(contactRoutes, { contact: createContactService(database.db) });
    await tenantScoped.register(clientErrorsRoutes, { clientErrors: createClientErrorsService(database.db) });
    const menu = createMenuService(database.db, { tenants });
    const stopForgettingMenus = tenantChanges.listen(menu.forgetTenant);
    tenantScoped.addHook('onClose', async () => stopForgettingMenus());
    await tenantScoped.register(menuRoutes, { menu });
    await tenantScoped.register(tenantSettingsRoutes, {
      settings: createTenantSettingsService(database.db, { secrets, announce: tenantChanges.announce }),
    });
    const notifications = createUserNotificationsService(database.db, {
      log: app.log,
      ticketKey: deriveStreamTicketKey(keys.cookieKeys[0] ?? ''),
      permissions,
      redisUrl: config.redisUrl,
      bus,
    });
    metricSources.openStreams = notifications.openStreamCount;
    await tenantScoped.register(userNotificationsRoutes, { notifications, tenants });
    await tenantScoped.register(resourceLibraryRoutes, { db: database.db, users, tenants, translations });
    await tenantScoped.register(mediaRoutes, { media });
    await tenantScoped.register(globalSearchRoutes, { search: createGlobalSearchService(database, { tenants }) });
    const learningRecord = createLearningRecordService();
    const attempts = createAssessmentAttemptsService(database.db, { record: learningRecord, users });
    await tenantScoped.register(assessmentAttemptsRoutes, { attempts });
    const paths = createLearningPathsService(database.db, { record: learningRecord });
    // Its view cache hears the (process-wide) learning record: it stops when the app closes.
    tenantScoped.addHook('onClose', async () => paths.close());
    await tenantScoped.register(learningPathsRoutes, { paths });
    await tenantScoped.register(certificationRoutes, {
      certification: createCertificationService(database.db, { enabledModuleCodes: tenants.listEnabledModuleCodes }),
    });
    await tenantScoped.register(assessmentsRoutes, {
      banks: createQuestionBanksService(database.db),
      sets: createAssessmentSetsService(database.db),
    });
    await tenantScoped.register(questionsConfigRoutes);
    await tenantScoped.register(competencyAdminRoutes, {
      competencies: createCompetencyAdminService(database.db),
      gate: competencyGate,
    });
    const skills = createSkillsService(database.db, { record: learningRecord, users });
    // Its view cache hears the (process-wide) learning record: it stops when the app closes.
    tenantScoped.addHook('onClose', async () => skills.close());
    await tenantScoped.register(skillProfileRoutes, { skills, gate: competencyGate });
    const dashboard = createDashboardService(database.db, {
      tenants,
      sources: {
        record: learningRecord,
        paths,
        attempts,
        skills,
        gate: competencyGate,
        users,
        assetLists: createAssetListsService(database.db, { enabledModuleCodes: tenants.listEnabledModuleCodes }),
      },
    });
    // Its data cache hears the (process-wide) learning record: it stops when the app closes.
    tenantScoped.addHook('onClose', async () => dashboard.close());
    await tenantScoped.register(dashboardRoutes, { dashboard });
    await tenantScoped.register(tenantCallsRoutes, { tenants, categories: createCategoriesService(database.db) });
    // Explore reads the search index, categories, the framework, the record and skills' recommendations.
    const explore = createExploreService(database.db, {
      tenants,
      categories: createCategoriesService(database.db),
      skills,
      competencyGate,
    });
    const stopForgettingExplore = tenantChanges.listen(explore.forgetTenant);
    tenantScoped.addHook('onClose', async () => stopForgettingExplore());
    await tenantScoped.register(exploreRoutes, { explore });
    await tenantScoped.register(reportRoutes, { sources: reportSources });
    await tenantScoped.register(reportExportRoutes, {
      exports: createReportExportService({
        db: database.db,
        store: mediaStore,
        sources: reportSources,
        job: reportExportJob,
        enabledModules: tenants.listEnabledModuleCodes,
      }),
    });
    await tenantScoped.register(profileActivityRoutes, { activity: createProfileActivityService(database.db) });
    await tenantScoped.register(triviaRoutes, {
      plays: createTriviaPlayService(database.db),
      leaderboards: createTriviaLeaderboardService(database.db),
      admin: createTriviaAdminService(database.db),
    });
    const events = createEventsService(database.db, { announce: announceNotifications });
    await tenantScoped.register(eventsRoutes, {
      db: database.db,
      events,
      admin: createEventsAdminService(database.db, {
        announce: announceNotifications,
        onChange: (tenantCode) => events.forgetTenant(tenantCode),
      }),
      record: learningRecord,
    });
    // Teams read every learning module's records of the caller's line; assignments write each module's own rows.
    const team = createTeamService(database.db, {
      record: learningRecord,
      gate: competencyGate,
      tenants,
      announce: announceNotifications,
      eventsChanged: (tenantCode) => events.forgetTenant(tenantCode),
    });
    // Its kept lines hear the (process-wide) learning record: it stops when the app closes.
    tenantScoped.addHook('onClose', async () => team.close());
    await tenantScoped.register(teamRoutes, { team });
    const newsReading = createNewsReadingService(database.db, { record: learningRecord });
    await tenantScoped.register(newsRoutes, {
      reading: newsReading,
      admin: createNewsAdminService(database.db, { record: learningRecord, reading: newsReading }),
    });
    const stores = createStoresService(database.db);
    // Its kept leaderboards hear the (process-wide) learning record: it stops when the app closes.
    tenantScoped.addHook('onClose', async () => stores.close());
    await tenantScoped.register(storesRoutes, {
      stores,
      admin: createStoresAdminService(database.db, {
        onChange: (tenantCode, userCode) =>
          userCode === undefined ? stores.forgetTenant(tenantCode) : stores.forgetOrder(tenantCode, userCode),
      }),
    });
  });

  // Background jobs (lib/jobs): pg-boss on PostgreSQL, in process on SQLite. A runner that cannot
  // start is logged; the portal still serves (attempts past their deadline are also completed when read).
  const jobs = createJobRunner(database, { log: app.log });
  metricSources.jobQueue = jobs.depth;
  scheduleAttemptSweep(jobs, database.db, createLearningRecordService());
  scheduleReportExports(jobs, reportExportJob);
  scheduleEventReminders(jobs, database.db, announceNotifications);
  app.addHook('onReady', async () => {
    await jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'background jobs could not start'));
  });
  // Before the database closes (its onClose hook): a run in progress finishes first.
  app.addHook('preClose', async () => jobs.stop());

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    webBoot: createWebBootWriter({
      tenants,
      appSettingsJson: serializeAppSettings(config.isProduction),
      log: app.log,
    }),
  });
  return app;
}
