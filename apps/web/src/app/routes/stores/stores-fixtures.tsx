import { BUILD_NUMBER } from '@portal/contracts';
import type {
  TAdminOrder,
  TAdminReward,
  TAdminRewardListItem,
  TLeaderboard,
  TLocaleCode,
  TOrder,
  TReward,
  TWallet,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { jsonResponse } from '../../../testing/fetch-stubs';
import { buildTestTenant } from '../../../testing/tenant-fixture';
import { renderRoutes } from '../../../testing/test-utils';
import { SignedInSessionContext } from '../../auth/signed-in-session';
import { testUser } from '../../shell-fixtures';
import { TenantProvider } from '../../tenant-context';

/** Test data and rendering for the store's pages. */

export const paged = (result: unknown[], totalRecords = result.length) => jsonResponse({ result, totalRecords });

/** A 409 refusal of the store, as the server answers it. */
export function refusal(code: string, detail = 'Refused') {
  return jsonResponse(
    { type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict', detail, errors: { refusal: [code] } },
    409,
  );
}

export function renderStoresPage(
  element: ReactNode,
  options: {
    /** The route's path, or several (a page that navigates to another of its own paths). */
    path?: string | readonly string[];
    url?: string;
    locale?: TLocaleCode;
    permissions?: readonly string[];
  } = {},
) {
  const tenant = buildTestTenant();
  const paths = typeof options.path === 'string' ? [options.path] : (options.path ?? ['*']);
  return renderRoutes(
    paths.map((path) => ({
      path,
      element: (
        <TenantProvider
          value={{ settings: { build: BUILD_NUMBER, production: false, configUrl: '/x' }, configuration: tenant }}
        >
          <SignedInSessionContext value={{ user: testUser, permissions: new Set(options.permissions ?? []) }}>
            {element}
          </SignedInSessionContext>
        </TenantProvider>
      ),
    })),
    { locale: options.locale ?? 'en', initialEntries: [options.url ?? '/'] },
  );
}

export function buildWallet(overrides: Partial<TWallet> = {}): TWallet {
  return { points: 420, coins: 300, pointsThisMonth: 60, rank: 3, ...overrides };
}

export function buildReward(overrides: Partial<TReward> = {}): TReward {
  return {
    rewardId: 7,
    name: 'Acme travel mug',
    description: 'Keeps coffee hot for six hours.',
    imageMediaId: null,
    imageUrl: null,
    coinPrice: 120,
    stockLeft: 5,
    perPersonLimit: 2,
    redeemedByMe: 0,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    orderId: 31,
    rewardId: 7,
    rewardName: 'Acme travel mug',
    imageMediaId: null,
    imageUrl: null,
    quantity: 1,
    coins: 120,
    status: 'PLACED',
    placedAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminOrder(overrides: Partial<TAdminOrder> = {}): TAdminOrder {
  return {
    ...buildOrder(),
    userCode: 'acme-learner',
    displayName: 'Lena Learner',
    email: 'learner@acme.test',
    ...overrides,
  };
}

export function buildAdminReward(overrides: Partial<TAdminReward> = {}): TAdminReward {
  return {
    rewardId: 7,
    nameEn: 'Acme travel mug',
    nameFr: 'Tasse de voyage Acme',
    descriptionEn: 'Keeps coffee hot for six hours.',
    descriptionFr: 'Garde le café chaud six heures.',
    imageMediaId: null,
    imageUrl: null,
    coinPrice: 120,
    stock: 5,
    perPersonLimit: 2,
    active: true,
    unitsOrdered: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminRewardListItem(overrides: Partial<TAdminRewardListItem> = {}): TAdminRewardListItem {
  const { descriptionEn: _en, descriptionFr: _fr, ...item } = buildAdminReward();
  return { ...item, ...overrides };
}

export function buildLeaderboard(overrides: Partial<TLeaderboard> = {}): TLeaderboard {
  return {
    result: [
      { rank: 1, userCode: 'acme-sam', displayName: 'Sam Seller', locationNames: ['Store 12'], points: 540 },
      { rank: 2, userCode: testUser.userCode, displayName: 'Me Myself', locationNames: ['Head office'], points: 420 },
    ],
    me: { rank: 2, points: 420 },
    locations: [
      { code: 'HQ', name: 'Head office' },
      { code: 'S12', name: 'Store 12' },
    ],
    ...overrides,
  };
}
