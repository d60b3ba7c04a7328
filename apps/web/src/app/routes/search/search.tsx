import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { formatSearchPageUrl, parseSearchPageParams, SEARCH_ALL_TAB } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSearchModules } from '../../../features/search/api/get-search-modules';
import { SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import type { TMessageKey } from '../../../lib/i18n';
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
  const { coreService, minimumGlobalSearchFieldLength } = useTenantConfiguration();
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

  const writeAddress = (state: TSearchPanelState) => {
    // The people filters of the address are kept as they came.
    const historyState: TSearchPageHistoryState = { searchPanelKey: panelKey };
    void navigate(formatSearchPageUrl({ ...params, ...state }), { replace: true, state: historyState });
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
    </Stack>
  );
}
