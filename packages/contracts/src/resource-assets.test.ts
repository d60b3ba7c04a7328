import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ASSET_SEARCH_REQUEST,
  defaultAssetSort,
  isUserUploadableAssetType,
  listLocaleOf,
  sortAssetItems,
  trendingSince,
  userAssetStatusName,
  ZGetUserAssetsQuerySchema,
  ZUpdateUserAssetRequestSchema,
} from './resource-assets.ts';

describe('page requests', () => {
  it('default to page 1 of 16, newest first (spec section 9)', () => {
    expect(DEFAULT_ASSET_SEARCH_REQUEST).toEqual({
      displayAll: false,
      pageNo: 1,
      pageSize: 16,
      sortColumns: [],
      searchParameters: {},
    });
    expect(defaultAssetSort('created')).toEqual({ colId: 'createdDate', sort: 'desc' });
    expect(defaultAssetSort('skillScore')).toEqual({ colId: 'modifiedDate', sort: 'desc' });
  });

  it('take the first asked locale, else the tenant default', () => {
    expect(listLocaleOf({ locales: ['fr-CA', 'en'] }, 'en')).toBe('fr-CA');
    expect(listLocaleOf({}, 'fr-CA')).toBe('fr-CA');
    expect(listLocaleOf(undefined, 'en')).toBe('en');
  });
});

describe('sortAssetItems', () => {
  const items = [
    {
      resourceId: 1,
      title: 'beta',
      createdDate: '2026-01-02',
      modifiedDate: '2026-03-01',
      effectiveDate: '2026-01-01',
    },
    {
      resourceId: 2,
      title: 'Alpha',
      createdDate: '2026-01-03',
      modifiedDate: '2026-02-01',
      effectiveDate: '2026-01-01',
    },
    {
      resourceId: 3,
      title: 'gamma',
      createdDate: '2026-01-02',
      modifiedDate: '2026-01-01',
      effectiveDate: '2026-01-01',
    },
  ];
  it('sorts by created date, newest first, ties by the newest id', () => {
    expect(sortAssetItems(items).map((item) => item.resourceId)).toEqual([2, 3, 1]);
  });
  it('sorts by any list column, titles ignoring case', () => {
    expect(sortAssetItems(items, { colId: 'title', sort: 'asc' }).map((item) => item.title)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
    expect(sortAssetItems(items, defaultAssetSort('skillScore')).map((item) => item.resourceId)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.resourceId)).toEqual([1, 2, 3]);
  });
});

describe('user assets', () => {
  it('name the numeric statuses (spec: Pending 1, Approved 2, Rejected 3, Published 4)', () => {
    expect([1, 2, 3, 4].map((id) => userAssetStatusName(id as 1 | 2 | 3 | 4))).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Published',
    ]);
  });

  it('allow learners every type but hosted courses', () => {
    expect(isUserUploadableAssetType('COURSE_HOSTED')).toBe(false);
    expect(isUserUploadableAssetType('VIDEO_MP4')).toBe(true);
  });

  it('read the list query and refuse a body with unknown fields', () => {
    expect(ZGetUserAssetsQuerySchema.parse({})).toEqual({ scope: 'mine', pageNo: 1, pageSize: 16 });
    expect(ZGetUserAssetsQuerySchema.parse({ status: '4', pageSize: '5' })).toMatchObject({ status: 4, pageSize: 5 });
    expect(ZGetUserAssetsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(
      ZUpdateUserAssetRequestSchema.safeParse({
        assetTypeCode: 'IMAGE',
        title: 'x',
        locale: 'en',
        tenantCode: 'boreal',
      }).success,
    ).toBe(false);
  });

  it('start the trending window 30 days back', () => {
    expect(trendingSince(new Date('2026-03-31T00:00:00.000Z'))).toBe('2026-03-01T00:00:00.000Z');
  });
});
