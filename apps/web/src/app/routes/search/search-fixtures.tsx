import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TGlobalSearchGroup,
  TGlobalSearchItem,
  TGlobalSearchRequest,
  TGlobalSearchResponse,
  TLocaleCode,
  TSearchModule,
  TTenantConfiguration,
} from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { SEARCH_MODULES_PATH } from '../../../features/search/api/get-search-modules';
import { GLOBAL_SEARCH_PATH } from '../../../features/search/api/search-global';
import { SearchPanel } from '../../../features/search/components/search-panel';
import type { TSearchPanelState } from '../../../features/search/components/search-panel';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import type { TSignedInSession } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, requestUrl, testTenant, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for global search (panel, overlay, page, mobile menu). */

// Registered here, as test-utils registers its cleanup: every search test stubs fetch or spies.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const searchModules: TSearchModule[] = [
  { moduleCode: 'RESOURCELIBRARY', moduleName: 'Resource Library', spaUrl: '/resources', serviceUrl: '' },
  { moduleCode: 'ASSESSMENT', moduleName: 'Assessments', spaUrl: '/assessment', serviceUrl: '' },
  { moduleCode: 'NEWS', moduleName: 'News', spaUrl: '/news', serviceUrl: '' },
];

export function buildSearchItem(overrides: Partial<TGlobalSearchItem> = {}): TGlobalSearchItem {
  const title = overrides.title ?? 'Fire safety basics';
  return {
    moduleCode: 'RESOURCELIBRARY',
    entityKind: 'RESOURCE',
    entityId: '1',
    locale: 'en',
    title,
    titleHighlights: [{ text: title, match: false }],
    snippet: [],
    assetTypeCode: null,
    url: '/resources/1',
    effectiveDate: null,
    modifiedDate: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` items of a module, numbered from `first`, titled `{prefix} {n}`. */
export function buildSearchItems(
  moduleCode: TGlobalSearchItem['moduleCode'],
  prefix: string,
  count: number,
  first = 1,
): TGlobalSearchItem[] {
  return Array.from({ length: count }, (_, index) =>
    buildSearchItem({
      moduleCode,
      entityKind: moduleCode === 'ASSESSMENT' ? 'ASSESSMENTSET' : 'RESOURCE',
      entityId: `${moduleCode}-${first + index}`,
      title: `${prefix} ${first + index}`,
      url: `/${moduleCode.toLowerCase()}/${first + index}`,
    }),
  );
}

export function buildSearchGroup(
  overrides: Partial<TGlobalSearchGroup> & Pick<TGlobalSearchGroup, 'moduleCode' | 'moduleName'>,
): TGlobalSearchGroup {
  const items = overrides.items ?? [];
  return { pageNo: 1, pageSize: 30, totalRecords: items.length, items, ...overrides };
}

export function searchResponse(groups: TGlobalSearchGroup[], totalRecords?: number): TGlobalSearchResponse {
  return { result: groups, totalRecords: totalRecords ?? groups.reduce((sum, group) => sum + group.totalRecords, 0) };
}

/** A search answer of one News result titled `About <the searched text>`, linking to `/news`. */
export function answerAboutText(body: TGlobalSearchRequest): Response {
  return jsonResponse(
    searchResponse([
      buildSearchGroup({
        moduleCode: 'NEWS',
        moduleName: 'News',
        items: [
          buildSearchItem({
            moduleCode: 'NEWS',
            entityKind: 'NEWS',
            entityId: '3',
            title: `About ${body.searchParameters.searchText}`,
            url: '/news',
          }),
        ],
      }),
    ]),
  );
}

/**
 * Fakes the search API: the modules list, a search answered by `answer` (a Response, or a promise
 * of one to hold a call open) and the `otherRoutes` given. Returns the fetch mock.
 */
export function stubSearchApi(
  answer: (body: TGlobalSearchRequest) => Response | Promise<Response> = () => jsonResponse(searchResponse([])),
  otherRoutes: Record<string, () => Response> = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = requestUrl(input);
    if (pathname === SEARCH_MODULES_PATH) {
      return jsonResponse(searchModules);
    }
    if (pathname === GLOBAL_SEARCH_PATH) {
      return answer(requestBody(init) as TGlobalSearchRequest);
    }
    const route = otherRoutes[pathname];
    return route
      ? route()
      : jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the search calls made so far. */
export function searchBodies(fetchMock: ReturnType<typeof stubSearchApi>): TGlobalSearchRequest[] {
  return callsTo(fetchMock, GLOBAL_SEARCH_PATH).map(([, init]) => requestBody(init) as TGlobalSearchRequest);
}

type TRenderSearchOptions = {
  url?: string;
  /** The tenant (the test tenant, which has no modules, by default). */
  configuration?: TTenantConfiguration;
  locale?: TLocaleCode;
  /** The signed-in user and permissions (the test user, without permissions, by default). */
  session?: TSignedInSession;
  queryClient?: QueryClient;
};

/** Renders `routes` (each element below the tenant and a signed-in session) at `url`. */
export function renderSearchRoutes(
  routes: RouteObject[],
  {
    url = '/',
    locale = 'en',
    queryClient,
    configuration = testTenant,
    session = { user: testUser, permissions: new Set() },
  }: TRenderSearchOptions = {},
) {
  const inSession = (content: ReactNode) => (
    <TenantProvider value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration }}>
      <SignedInSessionContext value={session}>{content}</SignedInSessionContext>
    </TenantProvider>
  );
  return renderRoutes(
    routes.map((route) => ({ ...route, element: inSession(route.element) })),
    { locale, initialEntries: [url], ...(queryClient ? { queryClient } : {}) },
  );
}

/** Renders `element` at any path, below the tenant and a signed-in session. */
export function renderSearch(element: ReactNode, options: TRenderSearchOptions = {}) {
  return renderSearchRoutes([{ path: '*', element }], options);
}

/** The search panel of a tenant whose minimum search length is 3 (the test tenant's). */
export function renderPanel(
  props: { initialState?: TSearchPanelState; onSearch?: (state: TSearchPanelState) => void } = {},
  options: TRenderSearchOptions = {},
) {
  return renderSearch(<SearchPanel serviceUrl={window.location.origin} minimumLength={3} {...props} />, options);
}

/** Types `text` in the search box (of `scope`, the whole page by default) and submits it. */
export function typeAndSubmit(text: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  fireEvent.change(scope.getByRole('searchbox', { name: 'What are you looking for?' }), { target: { value: text } });
  fireEvent.click(scope.getByRole('button', { name: 'Search' }));
}

/** Lets the calls an event started reach fetch (they await the access token first). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((done) => setTimeout(done, 20));
  });
}
