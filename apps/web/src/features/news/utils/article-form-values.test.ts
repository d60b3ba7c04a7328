import { ZSaveArticleRequestSchema } from '@portal/contracts';
import type { TAdminArticle } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  articleFieldOf,
  fromPickerValue,
  toArticleRequest,
  toPickerValue,
  valuesOfArticle,
} from './article-form-values';

const saved: TAdminArticle = {
  articleId: 7,
  texts: { en: { title: 'Hello', summary: 'Short', bodyHtml: '<p>Body</p>' }, 'fr-CA': null },
  coverMediaId: null,
  topicIds: [3, 4],
  readingTimeValue: 5,
  readingTimeType: 'M',
  audience: [
    { targetKind: 'LOCATION', targetCode: '12' },
    { targetKind: 'LOCATION', targetCode: '14' },
  ],
  status: 'PUBLISHED',
  displayStatus: 'SCHEDULED',
  publishAt: '2030-01-02T15:30:00.000Z',
  publishedAt: null,
  expiresAt: null,
  isPinned: true,
  likeCount: 0,
  readCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('article form values', () => {
  it('gives back the saved article as the same request', () => {
    const request = toArticleRequest(valuesOfArticle(saved));
    expect(request).toEqual({
      texts: { en: { title: 'Hello', summary: 'Short', bodyHtml: '<p>Body</p>' }, 'fr-CA': null },
      coverMediaId: null,
      topicIds: [3, 4],
      readingTimeValue: 5,
      readingTimeType: 'M',
      audience: [
        { targetKind: 'LOCATION', targetCode: '12' },
        { targetKind: 'LOCATION', targetCode: '14' },
      ],
      status: 'PUBLISHED',
      publishAt: '2030-01-02T15:30:00.000Z',
      expiresAt: null,
      isPinned: true,
    });
    expect(ZSaveArticleRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out a language whose title, summary and body are blank (an empty editor included)', () => {
    const values = valuesOfArticle(null);
    values.texts.en = { title: 'Only English', summary: '', bodyHtml: '<p>Text</p>' };
    values.texts['fr-CA'] = { title: ' ', summary: '', bodyHtml: '<p></p>' };
    const request = toArticleRequest(values);
    expect(request.texts['fr-CA']).toBeNull();
    expect(request.audience).toEqual([{ targetKind: 'ALL', targetCode: '' }]);
    expect(request.readingTimeValue).toBeNull();
  });

  it('lets the contract name a missing title, a missing audience choice and a reversed expiry', () => {
    const values = valuesOfArticle(null);
    values.texts.en = { title: '', summary: 'A summary', bodyHtml: '' };
    values.audienceKind = 'JOB_ROLE';
    values.publishAt = '2030-01-02 10:00:00';
    values.expiresAt = '2030-01-01 10:00:00';
    const result = ZSaveArticleRequestSchema.safeParse(toArticleRequest(values));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['texts.en.title', 'audience.0.targetCode', 'expiresAt']));
    expect(paths?.map((path) => articleFieldOf(path))).toEqual(
      expect.arrayContaining(['texts.en.title', 'audienceCodes', 'expiresAt']),
    );
  });

  it('turns the picker value (browser time) into an instant and back', () => {
    const iso = fromPickerValue('2030-05-06 07:08:00');
    expect(iso).toBe(new Date(2030, 4, 6, 7, 8, 0).toISOString());
    expect(toPickerValue(iso)).toBe('2030-05-06 07:08:00');
    expect(fromPickerValue(null)).toBeNull();
  });
});
