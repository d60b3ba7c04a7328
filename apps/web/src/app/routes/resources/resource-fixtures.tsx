import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TAdminResourceListItem,
  TAssetListItem,
  TLocaleCode,
  TResource,
  TTenantConfiguration,
  TUserAsset,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ResourceMediaContextProvider } from '../../../features/resources/utils/resource-media';
import type { TResourceMedia } from '../../../features/resources/utils/resource-media';
import { buildTestTenant, resourceLibraryModule } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the resource library's pages (feed, detail, admin). */

export const resourceTenant: TTenantConfiguration = buildTestTenant({ modules: [resourceLibraryModule()] });

export const LEARNER_PERMISSIONS = ['RESOURCELIBRARY_USER_UPLOAD'];
export const ADMIN_PERMISSIONS = ['RESOURCELIBRARY_ADMIN', 'RESOURCELIBRARY_USER_UPLOAD'];

export const MEDIA_ID = '3f0c3a52-5b1e-4a7a-9a55-0c8f3b1d2e41';
export const PDF_MEDIA_ID = '8d7e6f5a-4b3c-4d2e-9f10-a1b2c3d4e5f6';

/** The media service as the pages see it, answering at once; every call is recorded. */
export function createFakeMedia() {
  return {
    imageUrl: vi.fn((mediaId: string, size?: { width: number; height: number }) =>
      size ? `/image/blob/${mediaId}?tenant=acme&w=${size.width}&h=${size.height}` : `/image/${mediaId}?tenant=acme`,
    ),
    getPlaybackUrl: vi.fn(
      async (mediaId: string) => `${window.location.origin}/media/stream/${mediaId}?tenant=acme&exp=1&sig=s`,
    ),
    downloadFile: vi.fn(async () => undefined),
    uploadFile: vi.fn(async (file: File, options?: { onProgress?: (fraction: number) => void }) => {
      options?.onProgress?.(1);
      return {
        mediaId: MEDIA_ID,
        fileName: file.name,
        contentType: file.type,
        sizeInBytes: file.size,
        kind: 'document',
      };
    }),
    downloadAuthorized: vi.fn(async () => undefined),
  } satisfies TResourceMedia;
}

type TRenderOptions = {
  path?: string;
  url?: string;
  locale?: TLocaleCode;
  permissions?: readonly string[];
  media?: TResourceMedia;
  extraRoutes?: RouteObject[];
};

/** Renders a resource page below the tenant, a signed-in session and a fake media service. */
export function renderResourcePage(element: ReactNode, options: TRenderOptions = {}) {
  const media = options.media ?? createFakeMedia();
  const wrap = (content: ReactNode) => (
    <TenantProvider
      value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: resourceTenant }}
    >
      <SignedInSessionContext
        value={{ user: testUser, permissions: new Set(options.permissions ?? LEARNER_PERMISSIONS) }}
      >
        <ResourceMediaContextProvider value={media}>{content}</ResourceMediaContextProvider>
      </SignedInSessionContext>
    </TenantProvider>
  );
  const view = renderRoutes(
    [
      { path: options.path ?? '*', element: wrap(element) },
      ...(options.extraRoutes ?? []).map((route) => ({ ...route, element: wrap(route.element) })),
    ],
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
  return { ...view, media };
}

export function buildListItem(overrides: Partial<TAssetListItem> = {}): TAssetListItem {
  return {
    resourceId: 1,
    title: 'Fire safety basics',
    description: null,
    locale: 'en',
    thumbnailMediaId: null,
    durationValue: null,
    durationType: null,
    assetTypeCodes: ['DOCUMENT'],
    categoryIds: [],
    effectiveDate: '2026-01-05T00:00:00.000Z',
    expiryDate: null,
    isFeatured: false,
    isElectrified: false,
    isFavorite: false,
    viewCount: 0,
    createdDate: '2026-01-05T00:00:00.000Z',
    modifiedDate: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
}

export function buildResource(overrides: Partial<TResource> = {}): TResource {
  return {
    resourceId: 7,
    status: 'PUBLISHED',
    title: 'Safety handbook',
    description: '<p>What to do, step by step.</p>',
    locale: 'en',
    texts: {
      en: { title: 'Safety handbook', description: '<p>What to do, step by step.</p>' },
      'fr-CA': { title: 'Guide de sécurité', description: null },
    },
    thumbnailMediaId: MEDIA_ID,
    durationValue: 45,
    durationType: 'M',
    effectiveDate: '2026-01-05T00:00:00.000Z',
    expiryDate: null,
    isFeatured: false,
    isElectrified: false,
    isVisible: true,
    isFavorite: false,
    categories: [{ categoryId: 3, name: 'Safety' }],
    assets: [
      {
        assetId: 70,
        assetTypeCode: 'DOCUMENT',
        title: 'Handbook (PDF)',
        texts: { en: { title: 'Handbook (PDF)' }, 'fr-CA': null },
        url: null,
        position: 0,
        assetAttachments: [
          { mediaId: PDF_MEDIA_ID, sizeInBytes: 2048, contentType: 'application/pdf', fileName: 'handbook.pdf' },
        ],
      },
      {
        assetId: 71,
        assetTypeCode: 'URL_WEBINAR',
        title: 'Live session',
        texts: { en: { title: 'Live session' }, 'fr-CA': null },
        url: 'https://webinar.example/safety',
        position: 1,
        assetAttachments: [],
      },
    ],
    createdDate: '2026-01-05T00:00:00.000Z',
    createdBy: 'acme-admin',
    modifiedDate: '2026-01-05T00:00:00.000Z',
    modifiedBy: 'acme-admin',
    publishedDate: '2026-01-06T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminItem(overrides: Partial<TAdminResourceListItem> = {}): TAdminResourceListItem {
  return {
    resourceId: 7,
    title: 'Safety handbook',
    locale: 'en',
    status: 'PUBLISHED',
    assetTypeCodes: ['DOCUMENT'],
    thumbnailMediaId: null,
    effectiveDate: '2026-01-05T00:00:00.000Z',
    expiryDate: null,
    isFeatured: false,
    isElectrified: false,
    isVisible: true,
    viewCount: 1234,
    createdDate: '2026-01-05T00:00:00.000Z',
    createdBy: 'acme-admin',
    modifiedDate: '2026-02-10T00:00:00.000Z',
    modifiedBy: 'acme-admin',
    ...overrides,
  };
}

export function buildUserAsset(overrides: Partial<TUserAsset> = {}): TUserAsset {
  return {
    userAssetId: 5,
    userCode: 'acme-learner',
    uploaderName: 'Lena Learner',
    assetTypeCode: 'DOCUMENT',
    title: 'Store opening checklist',
    description: null,
    locale: 'en',
    url: null,
    mediaId: PDF_MEDIA_ID,
    sizeInBytes: 2048,
    contentType: 'application/pdf',
    fileName: 'checklist.pdf',
    categoryIds: [],
    userAssetStatusId: 1,
    userAssetStatus: 'Pending',
    effectiveDate: '2026-03-01T00:00:00.000Z',
    expiryDate: '2031-03-01T00:00:00.000Z',
    reviewComment: null,
    reviewedBy: null,
    reviewedDate: null,
    resourceId: null,
    createdDate: '2026-03-01T00:00:00.000Z',
    modifiedDate: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A page of a list, as the API answers it. */
export function page<T>(result: T[], totalRecords = result.length) {
  return { result, totalRecords };
}
