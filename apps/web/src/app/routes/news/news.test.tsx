import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch-stubs';
import { NewsRoute } from './news';
import { NewsArticleRoute } from './news-article';
import { buildArticle, buildArticleDetail, ok, renderNewsPage } from './news-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const topics = [
  { topicId: 2, name: 'Stores' },
  { topicId: 3, name: 'Safety' },
];

// Rendering whole pages in jsdom takes seconds on a busy machine.
describe('NewsRoute', { timeout: 15_000 }, () => {
  it('shows the articles as cards, pinned first as the server sends them, with date and reading time', async () => {
    stubFetch({
      '/api/articles/topics': () => ok(topics),
      '/api/articles': () =>
        ok({
          result: [
            buildArticle({ articleId: 12, title: 'Holiday hours', isPinned: true }),
            buildArticle({ isReadByMe: true }),
          ],
          totalRecords: 2,
        }),
    });
    renderNewsPage(<NewsRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Pinned')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Holiday hours' }).getAttribute('href')).toBe('/news/12');
    expect(within(cards[1]!).getByText('Read')).toBeTruthy();
    expect(within(cards[1]!).getByText('3 min read')).toBeTruthy();
    expect(within(cards[1]!).getByText('Our 40th store opens its doors on Monday.')).toBeTruthy();
    // One page holds them all: no pager.
    expect(screen.queryByRole('navigation', { name: /page/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage news' })).toBeNull();
  });

  it('asks for one topic when its chip is chosen, and says so when it has no article', async () => {
    const fetchMock = stubFetch({
      '/api/articles/topics': () => ok(topics),
      '/api/articles': (url) =>
        ok(
          url.searchParams.get('topicId') === '3'
            ? { result: [], totalRecords: 0 }
            : { result: [buildArticle()], totalRecords: 1 },
        ),
    });
    renderNewsPage(<NewsRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(await screen.findByRole('link', { name: 'New store opens in Laval' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage news' }).getAttribute('href')).toBe('/news/admin');
    fireEvent.click(screen.getByRole('radio', { name: 'Safety' }));
    expect(await screen.findByText('No article on this topic')).toBeTruthy();
    const last = callsTo(fetchMock, '/api/articles').at(-1)?.[0];
    const url = requestUrl(last ?? 'http://missing.test/');
    expect(url.searchParams.get('topicId')).toBe('3');
    expect(url.searchParams.get('pageSize')).toBe('16');
    fireEvent.click(screen.getByRole('button', { name: 'All topics' }));
    expect(await screen.findByRole('link', { name: 'New store opens in Laval' })).toBeTruthy();
  });

  it('pages through the latest articles, 16 at a time', async () => {
    const fetchMock = stubFetch({
      '/api/articles/topics': () => ok([]),
      '/api/articles': (url) =>
        ok({
          result: [buildArticle({ title: `Page ${url.searchParams.get('pageNo')}` })],
          totalRecords: 20,
        }),
    });
    renderNewsPage(<NewsRoute />);
    expect(await screen.findByRole('link', { name: 'Page 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Page 2' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/articles').length).toBeGreaterThanOrEqual(2);
  });

  it('says that there is no news yet, and offers a retry when the list fails', async () => {
    let isFailing = true;
    stubFetch({
      '/api/articles/topics': () => ok([]),
      '/api/articles': () =>
        isFailing
          ? jsonResponse({ type: 'about:blank', title: 'Boom', status: 500, code: 'internal_error' }, 500)
          : ok({ result: [], totalRecords: 0 }),
    });
    renderNewsPage(<NewsRoute />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('The news could not be loaded.')).toBeTruthy();
    isFailing = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });
});

describe('NewsArticleRoute', { timeout: 15_000 }, () => {
  it('shows the article, records the read once, and likes it with a pressed toggle', async () => {
    let detail = buildArticleDetail();
    const fetchMock = stubFetch({
      '/api/articles/11': () => ok(detail),
      '/api/articles/11/read': () => ok({ articleId: 11, readAt: '2026-11-27T10:00:00.000Z', isFirstRead: true }),
      '/api/articles/11/like': (_url, init) => {
        const isLiked = init?.method === 'PUT';
        detail = { ...detail, isLikedByMe: isLiked, likeCount: isLiked ? 5 : 4 };
        return ok({ articleId: 11, likeCount: detail.likeCount, isLikedByMe: isLiked });
      },
    });
    renderNewsPage(<NewsArticleRoute />, { path: '/news/:articleId', url: '/news/11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New store opens in Laval' })).toBeTruthy();
    expect(screen.getByText('Stores')).toBeTruthy();
    expect(await screen.findByText('twelve')).toBeTruthy();
    expect(screen.getByText('Garden')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/articles/11/read')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/articles/11/read')[0]?.[1]?.method).toBe('POST');

    const like = screen.getByRole('button', { name: /Like · 4 likes/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like · 5 likes/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(callsTo(fetchMock, '/api/articles/11/like')[0]?.[1]?.method).toBe('PUT');
    fireEvent.click(screen.getByRole('button', { name: /Like · 5 likes/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Like · 4 likes/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(callsTo(fetchMock, '/api/articles/11/like')[1]?.[1]?.method).toBe('DELETE');
    expect(callsTo(fetchMock, '/api/articles/11/read')).toHaveLength(1);
  });

  it('says the article is not available when the server answers 404 (not yet published, not for me)', async () => {
    const fetchMock = stubFetch({});
    renderNewsPage(<NewsArticleRoute />, { path: '/news/:articleId', url: '/news/99' });
    expect(await screen.findByText('Article not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the news' }).getAttribute('href')).toBe('/news');
    expect(callsTo(fetchMock, '/api/articles/99/read')).toHaveLength(0);
  });
});
