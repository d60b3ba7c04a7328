import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEWS_MESSAGES, type TAdminArticleTopic } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, requestUrl, stubFetch } from '../../../testing/fetch-stubs';
import { ok, renderNewsPage } from './news-fixtures';
import { NewsTopicsRoute } from './news-topics';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stores: TAdminArticleTopic = { topicId: 2, nameEn: 'Stores', nameFr: 'Magasins', articleCount: 3 };
const safety: TAdminArticleTopic = { topicId: 3, nameEn: 'Safety', nameFr: 'Sécurité', articleCount: 0 };
const found = { timeout: 10_000 };

function row(name: string): HTMLElement {
  const cell = screen.getByText(name, { selector: 'td' }).closest('tr');
  if (!cell) {
    throw new Error(`no row for ${name}`);
  }
  return cell;
}

describe('NewsTopicsRoute', { timeout: 20_000 }, () => {
  it('lists the topics with both names and their articles, and adds one in both languages', async () => {
    let topics = [stores, safety];
    const fetchMock = stubFetch({
      '/api/articles/admin/topics': (_url, init) => {
        if (init?.method === 'POST') {
          const created = { topicId: 4, articleCount: 0, ...(requestBody(init) as object) } as TAdminArticleTopic;
          topics = [...topics, created];
          return jsonResponse({ success: true, returnValue: created, message: null }, 201);
        }
        return ok(topics);
      },
      '/api/articles/topics': () => ok([]),
    });
    renderNewsPage(<NewsTopicsRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(await screen.findByText('Magasins', { selector: 'td' }, found)).toBeTruthy();
    expect(screen.getByText('News topics', { selector: 'h1' })).toBeTruthy();
    expect(within(row('Stores')).getByText('3 articles')).toBeTruthy();
    expect(within(row('Safety')).getByText('0 articles')).toBeTruthy();

    // Both names are required, as the server requires them.
    fireEvent.change(screen.getByLabelText(/Name in English/), { target: { value: 'Benefits' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the topic' }));
    expect(await screen.findByText('Enter the topic name in both languages')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/articles/admin/topics').filter(([, init]) => init?.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Name in French/), { target: { value: 'Avantages' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the topic' }));
    expect(await screen.findByText('Avantages', { selector: 'td' }, found)).toBeTruthy();
    const post = callsTo(fetchMock, '/api/articles/admin/topics').find(([, init]) => init?.method === 'POST');
    expect(requestBody(post?.[1])).toEqual({ nameEn: 'Benefits', nameFr: 'Avantages' });
    expect(await screen.findByText('The topic “Benefits” was added.')).toBeTruthy();
    // The form is empty for the next topic.
    expect(screen.getByLabelText<HTMLInputElement>(/Name in English/).value).toBe('');
    // The learners' topic list is fetched again past the browser's cache, in both languages.
    await waitFor(() => {
      const reloads = callsTo(fetchMock, '/api/articles/topics').filter(([, init]) => init?.cache === 'reload');
      expect(reloads.map(([input]) => requestUrl(input).searchParams.get('locale')).sort()).toEqual(['en', 'fr-CA']);
    });
  });

  it('shows the server’s field errors (a name taken) on the field', async () => {
    stubFetch({
      '/api/articles/admin/topics': (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Validation failed',
                status: 400,
                code: 'validation_failed',
                errors: { nameEn: [NEWS_MESSAGES.topicNameTaken] },
              },
              400,
            )
          : ok([stores]),
    });
    renderNewsPage(<NewsTopicsRoute />, { permissions: ['NEWS_ADMIN'], locale: 'fr-CA' });
    expect(await screen.findByText('Sujets des nouvelles', { selector: 'h1' }, found)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom en anglais/), { target: { value: 'stores' } });
    fireEvent.change(screen.getByLabelText(/Nom en français/), { target: { value: 'Autre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le sujet' }));
    expect(await screen.findByText('Un sujet porte déjà ce nom', {}, found)).toBeTruthy();
  });

  it('renames a topic in both languages and deletes one after saying its articles keep the rest', async () => {
    let topics = [stores, safety];
    const fetchMock = stubFetch({
      '/api/articles/admin/topics': () => ok(topics),
      '/api/articles/admin/topics/2': (_url, init) => {
        if (init?.method === 'DELETE') {
          topics = topics.filter((topic) => topic.topicId !== 2);
          return ok(true);
        }
        const renamed = { ...stores, ...(requestBody(init) as object) };
        topics = [renamed, safety];
        return ok(renamed);
      },
      '/api/articles/topics': () => ok([]),
    });
    renderNewsPage(<NewsTopicsRoute />, { permissions: ['NEWS_ADMIN'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the topic Stores' }, found));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Stores”' });
    const french = within(dialog).getByLabelText<HTMLInputElement>(/Name in French/);
    expect(french.value).toBe('Magasins');
    fireEvent.change(french, { target: { value: 'Succursales' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Succursales', { selector: 'td' }, found)).toBeTruthy();
    const put = callsTo(fetchMock, '/api/articles/admin/topics/2').find(([, init]) => init?.method === 'PUT');
    expect(requestBody(put?.[1])).toEqual({ nameEn: 'Stores', nameFr: 'Succursales' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete the topic Stores' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the topic' });
    expect(
      within(confirm).getByText(
        'Delete the topic “Stores”? The 3 articles that have it keep their other topics and stay published.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Stores', { selector: 'td' })).toBeNull());
    expect(
      callsTo(fetchMock, '/api/articles/admin/topics/2').filter(([, init]) => init?.method === 'DELETE'),
    ).toHaveLength(1);
  });

  it('says what to do when there is no topic, and is refused without NEWS_ADMIN', async () => {
    stubFetch({ '/api/articles/admin/topics': () => ok([]) });
    const { unmount } = renderNewsPage(<NewsTopicsRoute />, { permissions: ['NEWS_ADMIN'] });
    expect(await screen.findByText('No topic yet. Add the first one above.', {}, found)).toBeTruthy();
    unmount();
    renderNewsPage(<NewsTopicsRoute />, { permissions: [] });
    expect(screen.getByText('Access denied')).toBeTruthy();
  });
});
