import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatSearchPageUrl, LearningPathPermissions, parseSearchPageParams, SEARCH_ALL_TAB } from '@portal/contracts';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSearchModules } from '../../../features/search/api/get-search-modules';
import { SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import type { TCertificationFilters } from '../../../features/learning-paths/components/people-certification';
import { learningPathServiceUrl } from '../../../features/learning-paths/utils/service-url';
import type { TMessageKey } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useIsRouteEnabled } from '../../module-route-gate';
import { useTenantConfiguration } from '../../tenant-context';

/** How the page names each query parameter it could not read. */
const PARAMETER_LABELS: Record<string, TMessageKey> = {
  term: 'search.page.param.term',
  tab: 'search.page.param.tab',
  assetType: 'search.page.param.assetType',
  locationType: 'search.page.param.locationType',
  locationCode: 'search.page.param.locationCode',
  jobRoles: 'search.page.param.jobRoles',
  incompeleteAssessments: 'search.page.param.incompeleteAssessments',
  incompeleteManagerAssessments: 'search.page.param.incompeleteManagerAssessments',
  certificationScore: 'search.page.param.certificationScore',
  certificationStatus: 'search.page.param.certificationStatus',
};

// Only managers and path administrators see it: learners do not download it with the page.
const PeopleCertification = lazyWhenOnline(async () => ({
  default: (await import('../../../features/learning-paths/components/people-certification')).PeopleCertification,
}));

/**
 * Whether the page lists people and their certification: the tenant has learning paths and the
 * caller sees someone (their direct reports, or everyone as a path administrator or report viewer).
 */
function useSeesPeople(): boolean {
  const { user, permissions } = useSignedInSession();
  const hasPaths = useIsRouteEnabled('/learning-path');
  return (
    hasPaths &&
    (user.hasReportees ||
      permissions.has(LearningPathPermissions.admin) ||
      permissions.has(LearningPathPermissions.viewReports))
  );
}

/** Set in the history entries the page writes itself: the panel they belong to stays mounted. */
type TSearchPageHistoryState = { searchPanelKey: string };

function readPanelKey(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'searchPanelKey' in state) {
    const { searchPanelKey } = state as Partial<TSearchPageHistoryState>;
    return typeof searchPanelKey === 'string' ? searchPanelKey : undefined;
  }
  return undefined;
}

/**
 * `/search` (spec section 2): the search panel as a page whose address carries the search, so it can
 * be shared and reloaded. A value the page cannot read is named and ignored; the rest applies.
 */
export function SearchRoute() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const configuration = useTenantConfiguration();
  const { coreService, minimumGlobalSearchFieldLength } = configuration;
  const locale = usePageLocale();
  const seesPeople = useSeesPeople();
  const hasAssessments = useIsRouteEnabled('/assessment');
  const parsed = useMemo(() => parseSearchPageParams(new URLSearchParams(location.search)), [location.search]);
  const { params } = parsed;
  const modules = useSearchModules(coreService);

  const invalid = new Set(parsed.ok ? [] : parsed.invalid);
  if (
    params.tab !== SEARCH_ALL_TAB &&
    modules.data &&
    !modules.data.some((module) => module.moduleCode === params.tab)
  ) {
    invalid.add('tab');
  }
  // Named in the order the page lists its parameters.
  const order = Object.keys(PARAMETER_LABELS);
  const ignored = [...invalid]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((name) => {
      const label = PARAMETER_LABELS[name];
      return label ? t(label) : name;
    });

  // The page's own address updates keep the panel; any other navigation to /search starts it anew.
  const panelKey = readPanelKey(location.state) ?? location.key;

  const historyState: TSearchPageHistoryState = { searchPanelKey: panelKey };
  const writeAddress = (state: TSearchPanelState) => {
    // The people filters of the address are kept as they came.
    void navigate(formatSearchPageUrl({ ...params, ...state }), { replace: true, state: historyState });
  };
  const writePeopleFilters = (change: Partial<TCertificationFilters>) => {
    void navigate(formatSearchPageUrl({ ...params, ...change }), { replace: true, state: historyState });
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('search.panel.title')} />
      {ignored.length > 0 ? (
        <Alert color="yellow" role="alert">
          {t('search.page.ignored', {
            params: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(ignored),
          })}
        </Alert>
      ) : null}
      <SearchPanel
        key={panelKey}
        serviceUrl={coreService}
        minimumLength={minimumGlobalSearchFieldLength}
        initialState={params}
        onSearch={writeAddress}
      />
      {seesPeople ? (
        <Suspense fallback={<ListSkeleton label={t('certification.loading')} rows={5} rowHeight={44} />}>
          <PeopleCertification
            serviceUrl={learningPathServiceUrl(configuration)}
            coreServiceUrl={coreService}
            locale={locale}
            filters={{
              term: params.term,
              locationType: params.locationType,
              locationCodes: params.locationCodes,
              jobRoles: params.jobRoles,
              // Without assessments the page neither shows nor applies their filters.
              incompeleteAssessments: hasAssessments ? params.incompeleteAssessments : null,
              incompeleteManagerAssessments: hasAssessments ? params.incompeleteManagerAssessments : null,
              certificationStatuses: params.certificationStatuses,
              certificationScores: params.certificationScores,
            }}
            showsAssessmentFilters={hasAssessments}
            onFiltersChange={writePeopleFilters}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
