import { Alert, Button, Chip, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { isSearchTextLongEnough, SEARCH_ALL_TAB, SEARCH_ASSET_TYPES } from '@portal/contracts';
import type { TSearchAssetType, TSearchModule, TSearchPageParams } from '@portal/contracts';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { StatusLoader } from '../../../components/ui/status-loader';
import { ApiError } from '../../../lib/api-client';
import { usePageLocale } from '../../../lib/page-locale';
import { useSearchModules } from '../api/get-search-modules';
import { useSearchResults } from '../api/search-global';
import { SEARCH_ASSET_TYPE_LABELS, searchModuleLabel } from '../utils/labels';
import { countSearchResults, hidesAssetTypes, mergeSearchPages } from '../utils/search-paging';
import type { TSearchCriteria, TSearchResultGroup } from '../utils/search-paging';
import { LoadMore } from './load-more';
import { ResultWidget } from './result-widget';
import { SearchForm } from './search-form';

const TAB_ROW_STYLE = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' } as const;

/** What the panel searches for (the tab: a module code or `ALL`): the search page keeps it in its URL. */
export type TSearchPanelState = Pick<TSearchPageParams, 'term' | 'tab' | 'assetTypes'>;

export const EMPTY_SEARCH_PANEL_STATE: TSearchPanelState = { term: '', tab: SEARCH_ALL_TAB, assetTypes: [] };

type TSearchRun =
  | { kind: 'idle' }
  /** Spec section 5: cleared (or empty) text says 'Please enter a search term'. */
  | { kind: 'noTerm' }
  | { kind: 'tooShort' }
  | { kind: 'search'; text: string; id: number };

/** The field the server names when the text is shorter than the tenant's minimum. */
const SEARCH_TEXT_FIELD = 'searchParameters.searchText';

function startRun(text: string, minimumLength: number, id: number): TSearchRun {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { kind: 'noTerm' };
  }
  return isSearchTextLongEnough(trimmed, minimumLength) ? { kind: 'search', text: trimmed, id } : { kind: 'tooShort' };
}

function isSearchTextRefused(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 400 && Boolean(error.problem?.errors?.[SEARCH_TEXT_FIELD]);
}

/** The tab to show: ALL, a module of the tenant, or null while the tenant's modules load. */
function resolveTab(tab: string, modules: readonly TSearchModule[] | undefined, isModulesPending: boolean) {
  if (tab === SEARCH_ALL_TAB) {
    return SEARCH_ALL_TAB;
  }
  if (modules?.some((module) => module.moduleCode === tab)) {
    return tab;
  }
  return isModulesPending ? null : SEARCH_ALL_TAB;
}

type TSearchPanelProps = {
  /** The origin of the search calls (the tenant's core service). */
  serviceUrl: string;
  /** The tenant's `minimumGlobalSearchFieldLength`. */
  minimumLength: number;
  /** Where the panel starts; a term there is searched at once. */
  initialState?: TSearchPanelState;
  /** Told of each search the panel runs (submit, tab, asset type, clear). */
  onSearch?: (state: TSearchPanelState) => void;
  /** Moves focus into the search box when the panel appears. */
  autoFocus?: boolean;
};

/**
 * The global search panel (spec sections 2, 4, 5, 9): search box, a tab per searchable module after
 * ALL, asset-type toggles (not on the resource library's tab), and the results grouped by module,
 * the next page loading at the bottom.
 */
export function SearchPanel({
  serviceUrl,
  minimumLength,
  initialState = EMPTY_SEARCH_PANEL_STATE,
  onSearch,
  autoFocus = false,
}: TSearchPanelProps) {
  const { t } = useTranslation();
  // Spec section 9: the search's locale filter is the page's language.
  const locale = usePageLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  // Every run gets its own number, so the same words searched again start from an empty result.
  const runCount = useRef(0);
  const [text, setText] = useState(initialState.term);
  const [tab, setTab] = useState(initialState.tab);
  const [assetTypes, setAssetTypes] = useState<TSearchAssetType[]>(initialState.assetTypes);
  const [run, setRun] = useState<TSearchRun>(() =>
    initialState.term.trim() === '' ? { kind: 'idle' } : startRun(initialState.term, minimumLength, 0),
  );

  const modules = useSearchModules(serviceUrl);
  const activeTab = resolveTab(tab, modules.data, modules.isPending);
  // A tab the tenant does not have (say from an old address) shows ALL.
  const displayedTab = activeTab ?? tab;
  const criteria: TSearchCriteria | null =
    run.kind === 'search' && activeTab !== null ? { text: run.text, tab: activeTab, assetTypes, locale } : null;
  const results = useSearchResults(serviceUrl, criteria, run.kind === 'search' ? run.id : 0);

  // Spec section 4: submitting, changing tab or asset type, and clearing each run the search anew.
  const search = (next: { text: string; tab: string; assetTypes: TSearchAssetType[] }) => {
    runCount.current += 1;
    setRun(startRun(next.text, minimumLength, runCount.current));
    onSearch?.({ term: next.text.trim(), tab: next.tab, assetTypes: next.assetTypes });
  };

  const changeTab = (value: string | null) => {
    const nextTab = value ?? SEARCH_ALL_TAB;
    setTab(nextTab);
    search({ text, tab: nextTab, assetTypes });
  };

  const changeAssetTypes = (values: string[]) => {
    const next = SEARCH_ASSET_TYPES.filter((type) => values.includes(type));
    setAssetTypes(next);
    search({ text, tab: displayedTab, assetTypes: next });
  };

  const clear = () => {
    setText('');
    setAssetTypes([]);
    search({ text: '', tab: displayedTab, assetTypes: [] });
    inputRef.current?.focus();
  };

  const isTooShort = run.kind === 'tooShort' || (criteria !== null && isSearchTextRefused(results.error));
  const textError = isTooShort ? t('search.textTooShort', { count: minimumLength }) : undefined;

  const tabs = [
    { value: SEARCH_ALL_TAB, label: t('search.panel.allTab') },
    ...(modules.data ?? []).map((module) => ({
      value: module.moduleCode,
      label: searchModuleLabel(t, module.moduleCode, module.moduleName),
    })),
  ];

  let resultsArea: ReactNode = null;
  if (run.kind === 'noTerm') {
    resultsArea = <Text role="status">{t('search.enterTerm')}</Text>;
  } else if (run.kind === 'search' && !isTooShort) {
    resultsArea =
      criteria === null ? (
        <ListSkeleton label={t('search.panel.loading')} rows={4} rowHeight={88} />
      ) : (
        <SearchResults results={results} />
      );
  }

  return (
    <Stack gap="md">
      <SearchForm
        text={text}
        error={textError}
        autoFocus={autoFocus}
        inputRef={inputRef}
        onTextChange={setText}
        onSubmit={() => search({ text, tab: displayedTab, assetTypes })}
        onClear={clear}
      />
      <Tabs value={displayedTab} onChange={changeTab} keepMounted={false}>
        {/* One row that scrolls sideways: the tenant's modules arriving never push the results down. */}
        <Tabs.List aria-label={t('search.panel.tabs')} style={TAB_ROW_STYLE}>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((entry) => (
          // keepMounted={false}: only the displayed tab's panel renders its content.
          <Tabs.Panel key={entry.value} value={entry.value} pt="md">
            <Stack gap="md">
              {hidesAssetTypes(displayedTab) ? null : (
                <Group role="group" aria-label={t('search.panel.assetTypes')} gap="xs">
                  <Chip.Group multiple value={assetTypes} onChange={changeAssetTypes}>
                    {SEARCH_ASSET_TYPES.map((type) => (
                      <Chip key={type} value={type} size="sm">
                        {t(SEARCH_ASSET_TYPE_LABELS[type])}
                      </Chip>
                    ))}
                  </Chip.Group>
                </Group>
              )}
              {resultsArea}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The results of a search run: loading, its error, nothing found, or the groups and the next page. */
function SearchResults({ results }: { results: ReturnType<typeof useSearchResults> }) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = results;
  // Spec section 4: the next page of the active tab, unless a load is running.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isFetchingNextPage) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [hasNextPage, isFetching, isFetchingNextPage, fetchNextPage]);

  if (results.isPending) {
    return <ListSkeleton label={t('search.panel.loading')} rows={4} rowHeight={88} />;
  }
  if (results.isError && !results.data) {
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{t('search.panel.error')}</Text>
        <Button size="compact-sm" variant="outline" color="red.9" mt="xs" onClick={() => void results.refetch()}>
          {t('search.panel.retry')}
        </Button>
      </Alert>
    );
  }
  const pages = results.data?.pages ?? [];
  const groups = mergeSearchPages(pages).filter((group) => group.items.length > 0);
  if (groups.length === 0) {
    return (
      <div role="status">
        <EmptyState title={t('search.noResultsTitle')} text={t('search.noResults')} />
      </div>
    );
  }
  // One boundary for the widgets and the sentinel: the sentinel appears with the results.
  return (
    <Suspense fallback={<StatusLoader label={t('search.panel.loading')} />}>
      <Stack gap="lg">
        <Text role="status" size="sm" c="dimmed">
          {t('search.panel.resultCount', { count: countSearchResults(pages) })}
        </Text>
        {groups.map((group) => (
          <ResultGroup key={group.moduleCode} group={group} />
        ))}
        {results.isFetchNextPageError ? (
          <Alert color="red" role="alert">
            <Text size="sm">{t('search.panel.loadMoreError')}</Text>
          </Alert>
        ) : null}
        {hasNextPage ? <LoadMore isLoading={isFetchingNextPage} onLoadMore={loadMore} /> : null}
      </Stack>
    </Suspense>
  );
}

/** One module's results (heading: the module's name and how many it found). */
function ResultGroup({ group }: { group: TSearchResultGroup }) {
  const { t } = useTranslation();
  const headingId = `${useId()}-heading`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {t('search.panel.groupHeading', {
          moduleName: searchModuleLabel(t, group.moduleCode, group.moduleName),
          count: group.totalRecords,
        })}
      </Title>
      <ResultWidget group={group} />
    </Stack>
  );
}
