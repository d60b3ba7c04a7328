import { describe, expect, it } from 'vitest';
import type { TResource } from '@portal/contracts';
import { draftFromResource, emptyResourceDraft, requestFromDraft } from './resource-draft';

const saved: TResource = {
  resourceId: 7,
  status: 'UNPUBLISHED',
  title: 'Safety handbook',
  description: null,
  locale: 'en',
  texts: { en: { title: 'Safety handbook', description: '<p>Steps</p>' }, 'fr-CA': null },
  thumbnailMediaId: '3f0c3a52-5b1e-4a7a-9a55-0c8f3b1d2e41',
  durationValue: 2,
  durationType: 'H',
  effectiveDate: '2026-01-05T14:33:00.000Z',
  expiryDate: null,
  isFeatured: true,
  isElectrified: false,
  isVisible: false,
  isFavorite: false,
  categories: [{ categoryId: 3, name: 'Safety' }],
  assets: [
    {
      assetId: 71,
      assetTypeCode: 'URL_WEBINAR',
      title: 'Live',
      texts: { en: { title: 'Live' }, 'fr-CA': { title: 'En direct' } },
      url: 'https://webinar.example/x',
      position: 1,
      assetAttachments: [],
    },
    {
      assetId: 70,
      assetTypeCode: 'DOCUMENT',
      title: 'PDF',
      texts: { en: { title: 'PDF' }, 'fr-CA': null },
      url: null,
      position: 0,
      assetAttachments: [
        {
          mediaId: '8d7e6f5a-4b3c-4d2e-9f10-a1b2c3d4e5f6',
          sizeInBytes: 10,
          contentType: 'application/pdf',
          fileName: 'a.pdf',
        },
      ],
    },
  ],
  createdDate: '2026-01-05T00:00:00.000Z',
  createdBy: 'acme-admin',
  modifiedDate: '2026-01-05T00:00:00.000Z',
  modifiedBy: 'acme-admin',
  publishedDate: null,
};

describe('resource drafts', () => {
  it('gives back the saved resource as a request, assets in position order, dates untouched', () => {
    expect(requestFromDraft(draftFromResource(saved))).toEqual({
      texts: { en: { title: 'Safety handbook', description: '<p>Steps</p>' }, 'fr-CA': null },
      thumbnailMediaId: saved.thumbnailMediaId,
      durationValue: 2,
      durationType: 'H',
      effectiveDate: '2026-01-05T14:33:00.000Z',
      expiryDate: null,
      isFeatured: true,
      isElectrified: false,
      categoryIds: [3],
      assets: [
        {
          assetId: 70,
          assetTypeCode: 'DOCUMENT',
          texts: { en: { title: 'PDF' }, 'fr-CA': null },
          url: null,
          assetAttachments: [{ mediaId: '8d7e6f5a-4b3c-4d2e-9f10-a1b2c3d4e5f6' }],
        },
        {
          assetId: 71,
          assetTypeCode: 'URL_WEBINAR',
          texts: { en: { title: 'Live' }, 'fr-CA': { title: 'En direct' } },
          url: 'https://webinar.example/x',
          assetAttachments: [],
        },
      ],
    });
  });

  it('sends a changed date as local midnight, and leaves empty texts and links out', () => {
    const draft = { ...draftFromResource(saved), effectiveDate: '2026-02-01', expiryDate: '2027-02-01', titleFr: '  ' };
    const request = requestFromDraft(draft);
    expect(request.effectiveDate).toBe(new Date(2026, 1, 1).toISOString());
    expect(request.expiryDate).toBe(new Date(2027, 1, 1).toISOString());
    expect(request.texts['fr-CA']).toBeNull();
  });

  it('starts a new resource with one empty document asset and no dates', () => {
    const request = requestFromDraft(emptyResourceDraft());
    expect(request.effectiveDate).toBeNull();
    expect(request.texts).toEqual({ en: null, 'fr-CA': null });
    expect(request.assets).toEqual([
      { assetTypeCode: 'DOCUMENT', texts: { en: null, 'fr-CA': null }, url: null, assetAttachments: [] },
    ]);
  });
});
