import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminArticleSummary } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { NewsAdminRoute } from './news-admin';
import { NewsEditorRoute } from './news-editor';
import { ok, renderNewsPage } from './news-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function buildSummary(overrides: Partial<TAdminArticleSummary> = {}): TAdminArticleSummary {
  return {
    articleId: 5,
    title: 'Holiday hours',
    locales: ['en', 'fr-CA'],
    status: 'PUBLISHED',
    displayStatus: 'PUBLISHED',
    publishAt: null,
    expiresAt: null,
    isPinned: false,
    likeCount: 3,
    readCount: 12,
    updatedAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

const editorChoices = {
  '/api/articles/topics': () => ok([{ topicId: 2, name: 'Stores' }]),
  '/api/articles/refdurationtypes': () =>
    jsonResponse([
      { durationTypeCode: 'M', durationTypeName: 'MINUTES', name: 'Minutes' },
      { durationTypeCode: 'H', durationTypeName: 'HOURS', name: 'Hours' },
    ]),
  '/api/tenant/GetAllBussinessTypes': () => jsonResponse([]),
  '/api/location': () => jsonResponse([]),
};

describe('NewsAdminRoute', { timeout: 15_000 }, () => {
  it('lists every article with its status in words, and pins one', async () => {
    const fetchMock = stubFetch({
      '/api/articles/admin/articles': () =>
        ok({
          result: [
            buildSummary(),
            buildSummary({ articleId: 6, title: 'Spring sale', status: 'PUBLISHED', displayStatus: 'SCHEDULED' }),
            buildSummary({ articleId: 7, title: 'Draft memo', status: 'DRAFT', displayStatus: 'DRAFT' }),
            buildSummary({ articleId: 8, title: 'Old news', displayStatus: 'EXPIRED' }),
          ],
          totalRecords: 4,
        }),
      '/api/articles/admin/articles/6/pin': () => ok({}),
    });
    renderNewsPage(<NewsAdminRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(await screen.findByText('Spring sale', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText('News admin', { selector: 'h1' })).toBeTruthy();
    const row = (title: string) => {
      const found = screen.getByText(title, { selector: 'a' }).closest('tr');
      if (!found) {
        throw new Error(`no row for ${title}`);
      }
      return found;
    };
    expect(within(row('Holiday hours')).getByText('Published')).toBeTruthy();
    expect(within(row('Spring sale')).getByText('Scheduled')).toBeTruthy();
    expect(within(row('Draft memo')).getByText('Draft')).toBeTruthy();
    expect(within(row('Old news')).getByText('Expired')).toBeTruthy();
    expect(within(row('Holiday hours')).getByText('12 reads · 3 likes')).toBeTruthy();
    expect(screen.getByText('Spring sale', { selector: 'a' }).getAttribute('href')).toBe('/news/admin/6');
    fireEvent.click(screen.getByLabelText('Pin Spring sale'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/articles/admin/articles/6/pin')).toHaveLength(1));
  });

  it('is refused to people without NEWS_ADMIN', () => {
    stubFetch({});
    renderNewsPage(<NewsAdminRoute />, { permissions: [] });
    expect(screen.getByText('Access denied')).toBeTruthy();
  });
});

// The editor's page mounts Tiptap, the date pickers and two languages' fields: slower than most.
const EDITOR_TEST_TIMEOUT = 30_000;
const found = { timeout: 10_000 };

describe('NewsEditorRoute', () => {
  it(
    'has a rich-text editor with labelled toolbar buttons, asks for a title, and sends the article',
    async () => {
      const fetchMock = stubFetch({
        ...editorChoices,
        '/api/articles/admin/articles': (_url, init) =>
          init?.method === 'POST' ? ok({ articleId: 40 }) : ok({ result: [], totalRecords: 0 }),
      });
      renderNewsPage(<NewsEditorRoute />, {
        permissions: ['NEWS_ADMIN'],
        path: '/news/admin/new',
        url: '/news/admin/new',
      });
      // Queries by label, not by role: the page is large and role queries walk all of it.
      const editor = (await screen.findAllByLabelText('Text (English)', {}, found)).find(
        (element) => element.getAttribute('role') === 'textbox',
      );
      expect(screen.getByText('New article', { selector: 'h1' })).toBeTruthy();
      if (!editor) {
        throw new Error('no editable area named "Text (English)"');
      }
      expect(editor.getAttribute('contenteditable')).toBe('true');
      expect(editor.getAttribute('lang')).toBe('en');
      for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']) {
        const buttons = screen.getAllByLabelText(name);
        expect(buttons.length).toBe(2);
        expect(buttons.every((button) => button.tagName === 'BUTTON')).toBe(true);
      }
      const save = screen.getByText('Save', { selector: 'button *' });

      fireEvent.click(save);
      expect(await screen.findByText('Enter the title in at least one language', {}, found)).toBeTruthy();
      expect(callsTo(fetchMock, '/api/articles/admin/articles')).toHaveLength(0);

      fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Spring sale' } });
      fireEvent.change(screen.getByLabelText('Summary (English)'), { target: { value: 'Everything at 20% off.' } });
      fireEvent.click(save);
      await waitFor(() => expect(callsTo(fetchMock, '/api/articles/admin/articles')).toHaveLength(1));
      const [, init] = callsTo(fetchMock, '/api/articles/admin/articles')[0]!;
      expect(init?.method).toBe('POST');
      expect(requestBody(init)).toMatchObject({
        texts: { en: { title: 'Spring sale', summary: 'Everything at 20% off.', bodyHtml: '' }, 'fr-CA': null },
        audience: [{ targetKind: 'ALL', targetCode: '' }],
        status: 'DRAFT',
        publishAt: null,
        isPinned: false,
      });
    },
    EDITOR_TEST_TIMEOUT,
  );

  it(
    'shows the preview with the learner article component',
    async () => {
      stubFetch(editorChoices);
      renderNewsPage(<NewsEditorRoute />, {
        permissions: ['NEWS_ADMIN'],
        path: '/news/admin/new',
        url: '/news/admin/new',
      });
      fireEvent.change(await screen.findByLabelText('Title (English)', {}, found), {
        target: { value: 'Spring sale' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Preview: as learners will see it' }, found);
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Spring sale' })).toBeTruthy();
      expect(within(dialog).getByText('1 min read')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: /Like · 0 likes/ })).toBeTruthy();
    },
    EDITOR_TEST_TIMEOUT,
  );
});
