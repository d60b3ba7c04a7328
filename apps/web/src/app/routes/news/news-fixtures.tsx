import { BUILD_NUMBER } from '@portal/contracts';
import type { TArticleDetail, TArticleSummary, TLocaleCode } from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the news pages. */

export const ok = (returnValue: unknown) => jsonResponse({ success: true, returnValue, message: null });

export function renderNewsPage(
  element: ReactNode,
  options: { path?: string; url?: string; locale?: TLocaleCode; permissions?: readonly string[] } = {},
) {
  const tenant = buildTestTenant();
  return renderRoutes(
    [
      {
        path: options.path ?? '*',
        element: (
          <TenantProvider
            value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
          >
            <SignedInSessionContext value={{ user: testUser, permissions: new Set(options.permissions ?? []) }}>
              {element}
            </SignedInSessionContext>
          </TenantProvider>
        ),
      },
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
}

export function buildArticle(overrides: Partial<TArticleSummary> = {}): TArticleSummary {
  return {
    articleId: 11,
    locale: 'en',
    title: 'New store opens in Laval',
    summary: 'Our 40th store opens its doors on Monday.',
    coverMediaId: null,
    topics: [{ topicId: 2, name: 'Stores' }],
    readingTime: { value: null, type: null, minutes: 3 },
    isPinned: false,
    publishedAt: '2026-11-20T14:00:00.000Z',
    expiresAt: null,
    likeCount: 4,
    isLikedByMe: false,
    isReadByMe: false,
    ...overrides,
  };
}

export function buildArticleDetail(overrides: Partial<TArticleDetail> = {}): TArticleDetail {
  return {
    ...buildArticle(),
    bodyHtml: '<p>The store has <strong>twelve</strong> aisles.</p><ul><li>Bakery</li><li>Garden</li></ul>',
    authorName: 'Ada Admin',
    updatedAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}
