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
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { callsTo, jsonResponse, requestBody, requestUrl, testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for global search (panel, overlay, page). */

export const SEARCH_PATH = '/api/GlobalSearch/search';
export const MODULES_PATH = '/api/GlobalSearch/Modules';

export const searchTenant: TTenantConfiguration = buildTestTenant({ minimumGlobalSearchFieldLength: 3 });

export const searchModules: TSearchModule[] = [
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

/**
 * Fakes the search API: the modules list and a search answered by `answer` (a Response, or a
 * promise of one to hold a call open). Returns the fetch mock.
 */
export function stubSearchApi(
  answer: (body: TGlobalSearchRequest) => Response | Promise<Response> = () => jsonResponse(searchResponse([])),
  modules: TSearchModule[] = searchModules,
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    if (url.pathname === MODULES_PATH) {
      return jsonResponse(modules);
    }
    if (url.pathname === SEARCH_PATH) {
      return answer(requestBody(init) as TGlobalSearchRequest);
    }
    return jsonResponse({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the search calls made so far. */
export function searchBodies(fetchMock: ReturnType<typeof stubSearchApi>): TGlobalSearchRequest[] {
  return callsTo(fetchMock, SEARCH_PATH).map(([, init]) => requestBody(init) as TGlobalSearchRequest);
}

type TRenderSearchOptions = {
  url?: string;
  path?: string;
  locale?: TLocaleCode;
  extraRoutes?: RouteObject[];
  queryClient?: QueryClient;
  tenant?: TTenantConfiguration;
};

/** Renders `element` below the tenant and a signed-in session, at `path` (any by default). */
export function renderSearch(element: ReactNode, options: TRenderSearchOptions = {}) {
  const wrap = (content: ReactNode) => (
    <TenantProvider
      value={{
        settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' },
        configuration: options.tenant ?? searchTenant,
      }}
    >
      <SignedInSessionContext value={{ user: testUser, permissions: new Set() }}>{content}</SignedInSessionContext>
    </TenantProvider>
  );
  return renderRoutes(
    [
      { path: options.path ?? '*', element: wrap(element) },
      ...(options.extraRoutes ?? []).map((route) => ({ ...route, element: wrap(route.element) })),
    ],
    {
      locale: options.locale ?? 'en',
      initialEntries: [options.url ?? '/'],
      ...(options.queryClient ? { queryClient: options.queryClient } : {}),
    },
  );
}

/** A promise with its resolve function, to answer a held call when the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** An IntersectionObserver the test drives: `intersect()` tells every observer its target is in view. */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element): void {
      this.entry.targets.add(target);
    }
    unobserve(target: Element): void {
      this.entry.targets.delete(target);
    }
    disconnect(): void {
      observers.delete(this.entry);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    intersect() {
      for (const { callback, targets } of [...observers]) {
        const entries = [...targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) {
          callback(entries, {} as IntersectionObserver);
        }
      }
    },
  };
}
