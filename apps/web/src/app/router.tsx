import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { withImportRetry } from './lazy-route-retry';
import { withLazyRouteStyles } from './lazy-route-styles';
import { RequireAuth } from './auth/require-auth';
import { RequireModuleAdmin } from './auth/require-module-admin';
import { RequireOnboarding } from './auth/require-onboarding';
import { startPortal } from './bootstrap';
import { HomeShell } from './home-shell';
import { skillBannerCodeLoaded } from './skill-banner/skill-banner-area';
import { LandingRedirect } from './landing-redirect';
import type { TLocaleDependencies } from './locale';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';
import { AuthCallbackRoute } from './routes/auth-callback/auth-callback';
import { CatchAllPage } from './routes/errors/catch-all-page';
import { NotFoundPage } from './routes/errors/not-found-page';
import type { TMessageKey } from '../lib/i18n';
import type { TRouteHandle } from './page-title';
import { ServerErrorPage } from './routes/errors/server-error-page';
import { StandaloneLayout } from './standalone-layout';

const ROOT_ROUTE_ID = 'root';

/** A route's page title (an i18n key), read by the page-title announcer. */
function titled(titleKey: TMessageKey): { handle: TRouteHandle } {
  return { handle: { titleKey } };
}

const loadProfile = () => import('./routes/profile/profile');
const loadOnboarding = () => import('./routes/onboarding/onboarding');
const loadResourceAdmin = () => import('./routes/resources/resources-admin');
const loadNotificationsAdmin = () => import('./routes/notifications-admin/notifications-admin');
const loadLearningPath = () => import('./routes/learning-path/learning-path');
const loadLearningPathAdmin = () => import('./routes/learning-path/learning-path-admin');
const loadAssessmentAdmin = () => import('./routes/assessment-admin/assessment-admin');
const loadModuleReports = () => import('./routes/reports/module-reports');
const loadNewsEditor = () => import('./routes/news/news-editor');
const loadEventEditor = () => import('./routes/event/event-editor');
const loadTeam = () => import('./routes/team/team');
const loadStore = () => import('./routes/stores/stores');
const loadStoreAdmin = () => import('./routes/stores/stores-admin');

// Factories, not constants: React Router writes into `lazy` objects once they resolve.
function createHomeAreas(): RouteObject[] {
  return [
    {
      path: 'dashboard',
      ...titled('area.dashboard'),
      lazy: { Component: async () => (await import('./routes/dashboard/dashboard')).DashboardRoute },
    },
    {
      path: 'dashboard/notifications',
      ...titled('notifications.title'),
      lazy: { Component: async () => (await import('./routes/notifications/notifications')).NotificationsRoute },
    },
    {
      // Lazy area "resource feed": the feed, and a resource opened from it (its own chunk).
      path: 'resources',
      ...titled('area.resources'),
      children: [
        { index: true, lazy: { Component: async () => (await import('./routes/resources/resources')).ResourcesRoute } },
        {
          path: ':resourceId',
          ...titled('pageTitle.resource'),
          lazy: {
            Component: async () => (await import('./routes/resources/resource-detail-route')).ResourceDetailRoute,
          },
        },
        {
          // The library's reports (issue 18): holders of RESOURCELIBRARY_VIEW_REPORTS.
          path: 'reports',
          ...titled('reports.pageTitle.RESOURCELIBRARY'),
          lazy: {
            Component: async () => (await import('./routes/reports/resource-reports')).ResourceReportsRoute,
          },
        },
      ],
    },
    {
      // Test and Trivia, the learner's side (issue 16): my assessments, a set, an attempt, its result.
      path: 'assessment',
      ...titled('area.assessment'),
      children: [
        {
          index: true,
          lazy: { Component: async () => (await import('./routes/assessment/assessment')).AssessmentRoute },
        },
        {
          // Test and Trivia's reports (issue 18): holders of ASSESSMENT_VIEW_REPORTS.
          path: 'reports',
          ...titled('reports.pageTitle.ASSESSMENT'),
          lazy: { Component: async () => (await loadModuleReports()).AssessmentReportsRoute },
        },
        {
          path: ':setId',
          ...titled('assessment.title.set'),
          lazy: { Component: async () => (await import('./routes/assessment/assessment-set')).AssessmentSetRoute },
        },
        {
          path: 'attempt/:attemptId',
          ...titled('assessment.title.attempt'),
          lazy: {
            Component: async () => (await import('./routes/assessment/assessment-attempt')).AssessmentAttemptRoute,
          },
        },
        {
          // A manager rates a reportee on a SKILL set (issue 17, managerAssessmentPath).
          path: ':setId/rate/:userCode',
          ...titled('assessment.rating.pageTitle'),
          lazy: {
            Component: async () => (await import('./routes/assessment/assessment-rate')).AssessmentRateRoute,
          },
        },
        {
          path: 'attempt/:attemptId/result',
          ...titled('assessment.title.result'),
          lazy: {
            Component: async () => (await import('./routes/assessment/assessment-result')).AssessmentResultRoute,
          },
        },
      ],
    },
    {
      // Trivia (issue 16): quizzes and leaderboards, a play, the quizzes' admin (TRIVIA_ADMIN or ASSESSMENT_ADMIN).
      path: 'trivia',
      ...titled('area.trivia'),
      children: [
        { index: true, lazy: { Component: async () => (await import('./routes/trivia/trivia')).TriviaRoute } },
        {
          path: ':quizId/play',
          ...titled('trivia.play.title'),
          lazy: { Component: async () => (await import('./routes/trivia/trivia-play')).TriviaPlayRoute },
        },
        {
          path: 'admin',
          ...titled('triviaAdmin.title'),
          lazy: { Component: async () => (await import('./routes/trivia/trivia-admin')).TriviaAdminRoute },
        },
      ],
    },
    {
      path: 'explore',
      ...titled('area.explore'),
      lazy: { Component: async () => (await import('./routes/explore/explore')).ExploreRoute },
    },
    {
      // Events (issue 19): upcoming, mine and past sessions, an event, the events' admin and reports.
      path: 'event',
      ...titled('area.event'),
      children: [
        { index: true, lazy: { Component: async () => (await import('./routes/event/event')).EventRoute } },
        {
          path: 'reports',
          ...titled('events.pageTitle.reports'),
          lazy: { Component: async () => (await import('./routes/event/event-reports')).EventReportsRoute },
        },
        {
          path: 'admin',
          ...titled('events.pageTitle.admin'),
          lazy: { Component: async () => (await import('./routes/event/event-admin')).EventsAdminRoute },
        },
        {
          path: 'admin/new',
          ...titled('events.pageTitle.newEvent'),
          lazy: { Component: async () => (await loadEventEditor()).EventEditorRoute },
        },
        {
          path: 'admin/:eventId',
          ...titled('events.pageTitle.editEvent'),
          lazy: { Component: async () => (await loadEventEditor()).EventEditorRoute },
        },
        {
          path: ':eventId',
          ...titled('events.pageTitle.event'),
          lazy: { Component: async () => (await import('./routes/event/event-detail')).EventDetailRoute },
        },
      ],
    },
    {
      // Lazy area "learn": the learner's core path, an item opened in place, a path's summary.
      path: 'learning-path',
      ...titled('area.learningPath'),
      children: [
        { index: true, lazy: { Component: async () => (await loadLearningPath()).LearningPathRoute } },
        {
          path: 'items/:itemId',
          ...titled('pageTitle.learningPathItem'),
          lazy: {
            Component: async () => (await import('./routes/learning-path/learning-path-item')).LearningPathItemRoute,
          },
        },
        {
          path: 'paths/:pathId',
          ...titled('pageTitle.learningPathInfo'),
          lazy: { Component: async () => (await loadLearningPath()).PathInfoRoute },
        },
        {
          path: 'goals',
          ...titled('pageTitle.learningPathGoals'),
          lazy: { Component: async () => (await import('./routes/learning-path/learning-path-goals')).GoalsRoute },
        },
        {
          // Learning path reports (issue 18): holders of LEARNINGPATH_VIEW_REPORTS.
          path: 'reports',
          ...titled('reports.pageTitle.LEARNINGPATH'),
          lazy: { Component: async () => (await loadModuleReports()).LearningPathReportsRoute },
        },
      ],
    },
    {
      // News (issue 19): the list, an article, the news admin (NEWS_ADMIN) and reports (NEWS_VIEW_REPORTS).
      path: 'news',
      ...titled('area.news'),
      children: [
        { index: true, lazy: { Component: async () => (await import('./routes/news/news')).NewsRoute } },
        {
          path: ':articleId',
          ...titled('news.article.title'),
          lazy: { Component: async () => (await import('./routes/news/news-article')).NewsArticleRoute },
        },
        {
          path: 'admin',
          ...titled('newsAdmin.title'),
          lazy: { Component: async () => (await import('./routes/news/news-admin')).NewsAdminRoute },
        },
        {
          path: 'admin/topics',
          ...titled('newsAdmin.topics.title'),
          lazy: { Component: async () => (await import('./routes/news/news-topics')).NewsTopicsRoute },
        },
        {
          path: 'admin/new',
          ...titled('newsAdmin.newTitle'),
          lazy: { Component: async () => (await loadNewsEditor()).NewsEditorRoute },
        },
        {
          path: 'admin/:articleId',
          ...titled('newsAdmin.editTitle'),
          lazy: { Component: async () => (await loadNewsEditor()).NewsEditorRoute },
        },
        {
          path: 'reports',
          ...titled('news.reports.title'),
          lazy: { Component: async () => (await import('./routes/news/news-reports')).NewsReportsRoute },
        },
      ],
    },
    {
      // Teams (issue 20): a manager's line and everyone's own team; one member of the line. One
      // lazy module for both: a second one would add its preload list to the first page.
      path: 'team',
      ...titled('area.team'),
      children: [
        { index: true, lazy: { Component: async () => (await loadTeam()).TeamRoute } },
        {
          path: ':userCode',
          ...titled('team.member.pageTitle'),
          lazy: { Component: async () => (await loadTeam()).TeamMemberRoute },
        },
      ],
    },
    {
      path: 'reports',
      ...titled('area.reports'),
      lazy: { Component: async () => (await import('./routes/reports/reports')).ReportsRoute },
    },
    {
      // Lazy areas "store" (wallet and catalogue, my orders, leaderboards) and "store admin" (STORES_ADMIN), issue 20.
      path: 'stores',
      ...titled('stores.title'),
      children: [
        { index: true, lazy: { Component: async () => (await loadStore()).StoresRoute } },
        {
          path: 'orders',
          ...titled('stores.orders.title'),
          lazy: { Component: async () => (await loadStore()).StoresOrdersRoute },
        },
        {
          path: 'leaderboard',
          ...titled('stores.leaderboard.title'),
          lazy: {
            Component: async () => (await loadStore()).StoresLeaderboardRoute,
          },
        },
        {
          path: 'admin/rewards',
          ...titled('stores.admin.rewards.title'),
          lazy: {
            Component: async () => (await loadStoreAdmin()).StoresAdminRewardsRoute,
          },
        },
        {
          path: 'admin/rewards/new',
          ...titled('stores.admin.editor.newTitle'),
          lazy: { Component: async () => (await loadStoreAdmin()).StoresRewardEditorRoute },
        },
        {
          path: 'admin/rewards/:rewardId',
          ...titled('stores.admin.editor.editTitle'),
          lazy: { Component: async () => (await loadStoreAdmin()).StoresRewardEditorRoute },
        },
        {
          path: 'admin/orders',
          ...titled('stores.admin.orders.title'),
          lazy: {
            Component: async () => (await loadStoreAdmin()).StoresAdminOrdersRoute,
          },
        },
        {
          path: 'admin/rules',
          ...titled('stores.admin.rules.title'),
          lazy: {
            Component: async () => (await loadStoreAdmin()).StoresAdminRulesRoute,
          },
        },
      ],
    },
    {
      path: 'skill',
      // Named as its heading: the learner's own skills.
      ...titled('skills.profile.title'),
      lazy: { Component: async () => (await import('./routes/skill/skill')).SkillRoute },
    },
    {
      // A manager's team skills (issue 17): the reportees, then one reportee's calibration.
      path: 'skill/team',
      ...titled('skills.team.title'),
      lazy: { Component: async () => (await import('./routes/skill/team')).TeamSkillsRoute },
    },
    {
      path: 'skill/team/:userCode',
      ...titled('skills.team.member.pageTitle'),
      lazy: { Component: async () => (await import('./routes/skill/team-member')).TeamMemberSkillsRoute },
    },
    // Global search as a page: its address carries the search (spec section 2).
    {
      path: 'search',
      ...titled('search.panel.title'),
      lazy: { Component: async () => (await import('./routes/search/search')).SearchRoute },
    },
    {
      path: 'contact-us',
      ...titled('area.contactUs'),
      lazy: { Component: async () => (await import('./routes/contact-us/contact-us')).ContactUsRoute },
    },
    {
      path: 'privacy-policy',
      ...titled('area.privacyPolicy'),
      lazy: { Component: async () => (await import('./routes/privacy-policy/privacy-policy')).PrivacyPolicyRoute },
    },
    {
      path: 'profile',
      ...titled('area.profile'),
      children: [
        { index: true, lazy: { Component: async () => (await loadProfile()).ProfileRoute } },
        {
          path: 'accomplishments',
          ...titled('area.profileAccomplishments'),
          lazy: {
            Component: async () =>
              (await import('./routes/profile/profile-accomplishments')).ProfileAccomplishmentsRoute,
          },
        },
        {
          path: 'activity',
          ...titled('area.profileActivity'),
          lazy: { Component: async () => (await import('./routes/profile/profile-activity')).ProfileActivityRoute },
        },
        {
          path: 'preferences',
          ...titled('area.profilePreferences'),
          lazy: { Component: async () => (await loadProfile()).ProfilePreferencesRoute },
        },
        {
          path: 'security',
          ...titled('area.profileSecurity'),
          lazy: { Component: async () => (await loadProfile()).ProfileSecurityRoute },
        },
      ],
    },
    {
      // The platform page (issue 21): deployment administrators create tenants; 404 to anyone else.
      path: 'platform/tenants',
      ...titled('platform.title'),
      lazy: { Component: async () => (await import('./routes/platform/platform-tenants')).PlatformTenantsRoute },
    },
    {
      // The admin area: module admins only (spec section 6).
      Component: RequireModuleAdmin,
      children: [
        {
          // The admin home and the user admin's areas (issue 21): people, roles and groups, locations, audit.
          path: 'admin',
          ...titled('area.admin'),
          children: [
            { index: true, lazy: { Component: async () => (await import('./routes/admin/admin')).AdminRoute } },
            {
              path: 'people',
              ...titled('admin.people.title'),
              lazy: { Component: async () => (await import('./routes/admin/people')).PeopleAdminRoute },
            },
            {
              path: 'people/import',
              ...titled('admin.peopleImport.title'),
              lazy: { Component: async () => (await import('./routes/admin/people-import')).PeopleImportAdminRoute },
            },
            {
              path: 'people/new',
              ...titled('admin.personNew.title'),
              lazy: { Component: async () => (await import('./routes/admin/person-new')).NewPersonAdminRoute },
            },
            {
              path: 'people/:userCode',
              ...titled('admin.person.title'),
              lazy: { Component: async () => (await import('./routes/admin/person')).PersonAdminRoute },
            },
            {
              path: 'roles',
              ...titled('admin.roles.title'),
              lazy: { Component: async () => (await import('./routes/admin/roles')).RolesAdminRoute },
            },
            {
              path: 'roles/new',
              ...titled('admin.roles.newTitle'),
              lazy: { Component: async () => (await import('./routes/admin/role')).RoleAdminRoute },
            },
            {
              path: 'roles/:roleId',
              ...titled('admin.roles.editTitle'),
              lazy: { Component: async () => (await import('./routes/admin/role')).RoleAdminRoute },
            },
            {
              path: 'groups',
              ...titled('admin.groups.title'),
              lazy: { Component: async () => (await import('./routes/admin/groups')).GroupsAdminRoute },
            },
            {
              path: 'groups/new',
              ...titled('admin.groups.newTitle'),
              lazy: { Component: async () => (await import('./routes/admin/group')).GroupAdminRoute },
            },
            {
              path: 'groups/:groupId',
              ...titled('admin.groups.editTitle'),
              lazy: { Component: async () => (await import('./routes/admin/group')).GroupAdminRoute },
            },
            {
              path: 'locations',
              ...titled('admin.locations.title'),
              lazy: { Component: async () => (await import('./routes/admin/locations')).LocationsAdminRoute },
            },
            {
              path: 'audit',
              ...titled('admin.audit.title'),
              lazy: { Component: async () => (await import('./routes/admin/audit')).AuditAdminRoute },
            },
            {
              path: 'settings',
              ...titled('admin.settings.title'),
              lazy: { Component: async () => (await import('./routes/admin/settings')).TenantSettingsAdminRoute },
            },
            {
              path: 'branding',
              ...titled('admin.branding.title'),
              lazy: { Component: async () => (await import('./routes/admin/branding')).BrandingAdminRoute },
            },
            {
              path: 'footer',
              ...titled('admin.footer.title'),
              lazy: { Component: async () => (await import('./routes/admin/footer')).FooterAdminRoute },
            },
            {
              path: 'footer/policies',
              ...titled('admin.policies.title'),
              lazy: {
                Component: async () => (await import('./routes/admin/footer-policies')).FooterPoliciesAdminRoute,
              },
            },
          ],
        },
        {
          // Lazy area "resource admin": the list, the editor (new and saved), uploads and reports.
          path: 'resources/admin',
          ...titled('area.resourcesAdmin'),
          children: [
            { index: true, lazy: { Component: async () => (await loadResourceAdmin()).ResourcesAdminRoute } },
            {
              path: 'new',
              ...titled('pageTitle.resourceEditor'),
              lazy: { Component: async () => (await loadResourceAdmin()).ResourceEditorRoute },
            },
            {
              path: ':resourceId',
              ...titled('pageTitle.resourceEditor'),
              lazy: { Component: async () => (await loadResourceAdmin()).ResourceEditorRoute },
            },
          ],
        },
        {
          // Lazy area "learning path admin" (issue 15): the tenant's paths, the editor (new and saved).
          path: 'learning-path/admin',
          ...titled('pageTitle.learningPathsAdmin'),
          children: [
            { index: true, lazy: { Component: async () => (await loadLearningPathAdmin()).LearningPathsAdminRoute } },
            {
              path: 'new',
              ...titled('pageTitle.learningPathEditor'),
              lazy: { Component: async () => (await loadLearningPathAdmin()).PathEditorRoute },
            },
            {
              path: ':pathId',
              ...titled('pageTitle.learningPathEditor'),
              lazy: { Component: async () => (await loadLearningPathAdmin()).PathEditorRoute },
            },
          ],
        },
        {
          // Lazy area "assessment admin" (issue 16): banks and their questions, sets, preview, statistics.
          path: 'assessment/admin',
          ...titled('assessmentAdmin.pageTitle.area'),
          children: [
            { index: true, lazy: { Component: async () => (await loadAssessmentAdmin()).AssessmentAdminHomeRoute } },
            {
              path: 'banks',
              ...titled('assessmentAdmin.pageTitle.banks'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).BanksRoute },
            },
            {
              path: 'bank/:bankId',
              ...titled('assessmentAdmin.pageTitle.bank'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).BankRoute },
            },
            {
              path: 'bank/:bankId/question/new',
              ...titled('assessmentAdmin.pageTitle.newQuestion'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).QuestionRoute },
            },
            {
              path: 'bank/:bankId/question/:questionId',
              ...titled('assessmentAdmin.pageTitle.question'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).QuestionRoute },
            },
            {
              path: 'sets',
              ...titled('assessmentAdmin.pageTitle.sets'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).SetsRoute },
            },
            {
              path: 'set/new',
              ...titled('assessmentAdmin.pageTitle.newSet'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).SetRoute },
            },
            {
              path: 'set/:setId',
              ...titled('assessmentAdmin.pageTitle.set'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).SetRoute },
            },
            {
              path: 'set/:setId/preview',
              ...titled('assessmentAdmin.pageTitle.setPreview'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).SetPreviewRoute },
            },
            {
              path: 'set/:setId/statistics',
              ...titled('assessmentAdmin.pageTitle.setStatistics'),
              lazy: { Component: async () => (await loadAssessmentAdmin()).SetStatisticsRoute },
            },
          ],
        },
        {
          // Lazy area "skills admin" (issue 17): framework, scale, targets, tags, CSV (ASSESSMENT_ADMIN).
          path: 'skill/admin',
          ...titled('skills.admin.pageTitle'),
          lazy: { Component: async () => (await import('./routes/skill/admin')).SkillAdminRoute },
        },
        {
          // Lazy area "notification admin" (issue 7): the tenant's notifications and a new one.
          path: 'notifications/admin',
          ...titled('area.notificationsAdmin'),
          children: [
            { index: true, lazy: { Component: async () => (await loadNotificationsAdmin()).NotificationsAdminRoute } },
            {
              path: 'new',
              ...titled('notificationsAdmin.new'),
              lazy: { Component: async () => (await loadNotificationsAdmin()).NewNotificationRoute },
            },
          ],
        },
      ],
    },
  ];
}

function createOnboardingRoute(): RouteObject {
  return {
    path: 'onboarding',
    ...titled('pageTitle.onboarding'),
    children: [
      { index: true, lazy: { Component: async () => (await loadOnboarding()).OnboardingRoute } },
      {
        path: 'policy',
        ...titled('onboarding.policy.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingPolicyRoute },
      },
      {
        path: 'preferences',
        ...titled('onboarding.preferences.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingPreferencesRoute },
      },
      { path: 'welcome-begin', lazy: { Component: async () => (await loadOnboarding()).OnboardingWelcomeBeginRoute } },
      {
        path: 'skill-assessment',
        ...titled('onboarding.skillAssessment.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingSkillAssessmentRoute },
      },
      {
        path: 'recommendations',
        ...titled('onboarding.recommendations.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingRecommendationsRoute },
      },
      {
        path: 'learning-path',
        ...titled('learningPaths.onboarding.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingLearningPathRoute },
      },
      {
        path: 'welcome-end',
        ...titled('onboarding.welcomeEnd.title'),
        lazy: { Component: async () => (await loadOnboarding()).OnboardingWelcomeEndRoute },
      },
    ],
  };
}

/** Route table of spec section 2. The root loader runs the start-up sequence once per page load. */
export function createRoutes(dependencies: TLocaleDependencies): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: () => startPortal(dependencies),
      // Tenant and locale do not change with the URL; a language switch updates i18n directly.
      shouldRevalidate: () => false,
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // The root guard: a valid token (spec section 5), then the user and their permissions.
          Component: RequireAuth,
          children: [
            {
              // The onboarding check (spec section 4): new users go through /onboarding first.
              Component: RequireOnboarding,
              children: [
                {
                  path: '/',
                  Component: HomeShell,
                  // The banner's code before the shell's first paint (skill-banner-area.tsx), once.
                  loader: skillBannerCodeLoaded,
                  shouldRevalidate: () => false,
                  children: [{ index: true, Component: LandingRedirect }, ...createHomeAreas()],
                },
              ],
            },
            { Component: StandaloneLayout, children: [createOnboardingRoute()] },
          ],
        },
        {
          // Public: the provider's callbacks, the logout page and the error pages.
          Component: StandaloneLayout,
          children: [
            { path: 'index.html', ...titled('pageTitle.signingIn'), Component: AuthCallbackRoute },
            { path: 'silent-refresh.html', ...titled('pageTitle.signingIn'), Component: AuthCallbackRoute },
            {
              path: 'logout',
              ...titled('logout.title'),
              lazy: { Component: async () => (await import('./routes/logout/logout')).LogoutRoute },
            },
            { path: '404', ...titled('catchAll.title'), Component: NotFoundPage },
            { path: '500', ...titled('app.serverError'), Component: ServerErrorPage },
            { path: '*', ...titled('catchAll.title'), Component: CatchAllPage },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(dependencies: TLocaleDependencies) {
  return createBrowserRouter(withImportRetry(withLazyRouteStyles(createRoutes(dependencies))));
}
