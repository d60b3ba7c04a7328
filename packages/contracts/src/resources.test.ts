import { isHttpUrl } from './http-url.ts';
import { describe, expect, it } from 'vitest';
import {
  checkAssetRules,
  checkResourceRules,
  defaultEffectiveDate,
  defaultUserAssetExpiryDate,
  isResourceVisible,
  issuesToFieldErrors,
  pickLocalizedText,
  validationIssue,
  ZCreateResourceRequestSchema,
  type TAssetInput,
} from './resources.ts';
import {
  ASSET_TYPE_CODES,
  ASSET_TYPE_RULES,
  RESOURCE_MESSAGES,
  resourceMessageKey,
  resourceMessageKeyOf,
  URL_ASSET_TYPE_CODES,
} from './resource-rules.ts';

describe('defaultEffectiveDate', () => {
  it('is now when missing (spec section 5), else the given date in UTC', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    expect(defaultEffectiveDate(null, now)).toBe('2026-05-01T12:00:00.000Z');
    expect(defaultEffectiveDate(undefined, now)).toBe('2026-05-01T12:00:00.000Z');
    expect(defaultEffectiveDate('2026-06-01T08:00:00-04:00', now)).toBe('2026-06-01T12:00:00.000Z');
  });
});

describe('defaultUserAssetExpiryDate', () => {
  it('is five years after the effective date, same day and time (spec section 9)', () => {
    expect(defaultUserAssetExpiryDate('2026-05-01T12:34:56.000Z')).toBe('2031-05-01T12:34:56.000Z');
    expect(defaultUserAssetExpiryDate('2026-12-31T23:59:59.999Z')).toBe('2031-12-31T23:59:59.999Z');
  });

  it('turns 29 February into 28 February when the target year has none', () => {
    expect(defaultUserAssetExpiryDate('2028-02-29T10:00:00.000Z')).toBe('2033-02-28T10:00:00.000Z');
    expect(defaultUserAssetExpiryDate('2028-02-29T10:00:00.000Z', 4)).toBe('2032-02-29T10:00:00.000Z');
  });
});

describe('isResourceVisible', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  it('needs PUBLISHED, an effective date passed and no expiry passed', () => {
    const base = { status: 'PUBLISHED', effectiveDate: '2026-05-01T12:00:00.000Z', expiryDate: null };
    expect(isResourceVisible(base, now)).toBe(true);
    expect(isResourceVisible({ ...base, status: 'UNPUBLISHED' }, now)).toBe(false);
    expect(isResourceVisible({ ...base, status: 'PENDING_PUBLISHING' }, now)).toBe(false);
    expect(isResourceVisible({ ...base, effectiveDate: '2026-05-01T12:00:00.001Z' }, now)).toBe(false);
    expect(isResourceVisible({ ...base, expiryDate: '2026-05-01T12:00:00.000Z' }, now)).toBe(false);
    expect(isResourceVisible({ ...base, expiryDate: '2026-05-01T12:00:00.001Z' }, now)).toBe(true);
  });
});

describe('pickLocalizedText', () => {
  it('picks the asked locale, else the other one that has a title', () => {
    const texts = { en: { title: 'Hello' }, 'fr-CA': { title: 'Bonjour' } };
    expect(pickLocalizedText(texts, 'fr-CA')).toEqual({ locale: 'fr-CA', text: { title: 'Bonjour' } });
    expect(pickLocalizedText({ en: { title: 'Hello' }, 'fr-CA': null }, 'fr-CA')).toEqual({
      locale: 'en',
      text: { title: 'Hello' },
    });
    expect(pickLocalizedText({ en: { title: '  ' }, 'fr-CA': { title: 'Bonjour' } }, 'en')?.locale).toBe('fr-CA');
    expect(pickLocalizedText({}, 'en')).toBeUndefined();
  });
});

describe('asset types', () => {
  it('link types need an http(s) link; file types need files of their kinds', () => {
    expect(URL_ASSET_TYPE_CODES).toEqual(['URL_WEBINAR', 'URL_PODCAST', 'COURSE_HOSTED']);
    for (const code of ASSET_TYPE_CODES) {
      const rule = ASSET_TYPE_RULES[code];
      expect(rule.attachments === 'forbidden' ? rule.mediaKinds : rule.mediaKinds.length > 0, code).toBeTruthy();
    }
    expect(isHttpUrl('https://x.example/a?b')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://x.example')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

function asset(overrides: Partial<TAssetInput>): TAssetInput {
  return {
    assetTypeCode: 'DOCUMENT',
    texts: { en: { title: 'A' }, 'fr-CA': null },
    url: null,
    assetAttachments: [],
    ...overrides,
  };
}

describe('checkResourceRules and checkAssetRules', () => {
  const mediaId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const valid = ZCreateResourceRequestSchema.parse({
    texts: { en: { title: 'Title' } },
    assets: [{ assetTypeCode: 'URL_WEBINAR', texts: { en: { title: 'W' } }, url: 'https://w.example' }],
  });

  it('passes a valid body and applies the schema defaults', () => {
    expect(valid).toMatchObject({
      isFeatured: false,
      isElectrified: false,
      categoryIds: [],
      effectiveDate: null,
      thumbnailMediaId: null,
    });
    expect(checkResourceRules(valid)).toEqual([]);
  });

  it('names each broken rule with its field and key', () => {
    const issues = checkResourceRules({
      ...valid,
      texts: { en: null, 'fr-CA': null },
      durationValue: 3,
      durationType: null,
      effectiveDate: '2030-01-01T00:00:00Z',
      expiryDate: '2030-01-01T00:00:00Z',
      categoryIds: [1, 2, 1],
      assets: [
        asset({ assetId: 5 }),
        asset({ assetId: 5, assetTypeCode: 'URL_PODCAST' }),
        asset({
          assetTypeCode: 'IMAGE',
          url: 'https://x',
          assetAttachments: [{ mediaId }, { mediaId: mediaId.toUpperCase() }],
        }),
        asset({
          assetTypeCode: 'COURSE_HOSTED',
          texts: { en: null, 'fr-CA': null },
          url: 'nope',
          assetAttachments: [{ mediaId }],
        }),
      ],
    });
    expect(issues.map((issue) => `${issue.field}:${issue.key}`)).toEqual([
      'texts:resources.validation.titleRequired',
      'durationType:resources.validation.durationTypeRequired',
      'expiryDate:resources.validation.expiryBeforeEffective',
      'categoryIds.2:resources.validation.categoryDuplicate',
      'assets.0.assetAttachments:resources.validation.attachmentRequired',
      'assets.1.assetId:resources.validation.assetDuplicate',
      'assets.1.url:resources.validation.podcastNeedsUrlOrAudio',
      'assets.2.url:resources.validation.urlNotAllowed',
      'assets.2.assetAttachments.1.mediaId:resources.validation.attachmentDuplicate',
      'assets.3.texts:resources.validation.assetTitleRequired',
      'assets.3.url:resources.validation.urlInvalid',
      'assets.3.assetAttachments:resources.validation.attachmentsNotAllowed',
    ]);
    expect(
      checkResourceRules({ ...valid, durationValue: null, durationType: 'M', assets: [] }).map((issue) => issue.field),
    ).toEqual(['durationValue', 'assets']);
  });

  it('checks one asset with field names of its own', () => {
    expect(checkAssetRules(asset({ assetTypeCode: 'URL_WEBINAR' }))).toEqual([validationIssue('url', 'urlRequired')]);
  });
});

describe('messages', () => {
  it('have a stable key and an English text, and map back from the text', () => {
    expect(resourceMessageKey('titleRequired')).toBe('resources.validation.titleRequired');
    expect(resourceMessageKeyOf(RESOURCE_MESSAGES.urlInvalid)).toBe('resources.validation.urlInvalid');
    expect(resourceMessageKeyOf('Something else')).toBeUndefined();
    expect(new Set(Object.values(RESOURCE_MESSAGES)).size).toBe(Object.keys(RESOURCE_MESSAGES).length);
    expect(
      issuesToFieldErrors([
        validationIssue('a', 'urlRequired'),
        validationIssue('a', 'urlInvalid'),
        validationIssue('b', 'assetRequired'),
      ]),
    ).toEqual({
      a: [RESOURCE_MESSAGES.urlRequired, RESOURCE_MESSAGES.urlInvalid],
      b: [RESOURCE_MESSAGES.assetRequired],
    });
  });
});
