import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorOf } from '../../../testing/field-error';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { ApiError } from '../../../lib/api-client';
import { requestUrl } from '../../../testing/fetch-stubs';
import {
  buildListItem,
  buildUserAsset,
  createFakeMedia,
  MEDIA_ID,
  page,
  renderResourcePage,
} from './resource-fixtures';
import { ResourceFeedPage } from './resource-feed-page';

const featured = buildListItem({
  resourceId: 11,
  title: 'Welcome to the store',
  thumbnailMediaId: MEDIA_ID,
  durationValue: 45,
  durationType: 'M',
  assetTypeCodes: ['VIDEO_MP4', 'DOCUMENT'],
  isFavorite: true,
});
const recommended = buildListItem({ resourceId: 12, title: 'Fire safety basics' });

type TUploadIssue = { field: string; key: string; message: string };

function stubFeed({
  lists = {},
  uploadIssues = [],
  saveFieldErrors,
}: {
  lists?: Record<string, unknown[]>;
  uploadIssues?: TUploadIssue[];
  saveFieldErrors?: Record<string, string[]>;
} = {}) {
  const list = (name: string) => () => jsonResponse(page(lists[name] ?? []));
  return stubFetch({
    '/api/Assets/GetUserAssetTypes': () =>
      jsonResponse([
        {
          assetTypeCode: 'DOCUMENT',
          name: 'Document',
          nameEn: 'Document',
          nameFr: 'Document',
          isUrl: false,
          url: 'forbidden',
          attachments: 'required',
          mediaKinds: ['document', 'spreadsheet'],
          isUserUploadable: true,
        },
      ]),
    '/api/Assets/ValidateUserAsset': () =>
      jsonResponse({
        success: true,
        message: null,
        returnValue: { isValid: uploadIssues.length === 0, errors: uploadIssues },
      }),
    '/api/Assets/UpdateUserAsset': () =>
      saveFieldErrors
        ? jsonResponse(
            { type: 'about:blank', title: 'Bad', status: 400, code: 'validation_failed', errors: saveFieldErrors },
            400,
          )
        : jsonResponse({ success: true, message: null, returnValue: buildUserAsset() }),
    '/api/categories': () =>
      jsonResponse([
        {
          categoryId: 1,
          code: 'SALES',
          name: 'Sales',
          nameEn: 'Sales',
          nameFr: 'Ventes',
          parentCategoryId: null,
          position: 1,
        },
        {
          categoryId: 2,
          code: 'SAFETY',
          name: 'Safety',
          nameEn: 'Safety',
          nameFr: 'Sécurité',
          parentCategoryId: null,
          position: 2,
        },
      ]),
    '/api/user/categories': () =>
      jsonResponse({
        success: true,
        message: null,
        returnValue: [
          {
            categoryId: 2,
            code: 'SAFETY',
            name: 'Safety',
            parentCategoryId: null,
            updatedAt: '2026-01-01T00:00:00.000Z',
            isModified: false,
            isInserted: false,
          },
        ],
      }),
    '/api/assets/recommended': list('recommended'),
    '/api/assets/featured': list('featured'),
    '/api/assets/searchForTrending': list('trending'),
    '/api/assets/searchForFavorites': list('favorites'),
    '/api/assets/search': list('search'),
    '/api/assets/searchForAllCategories': () =>
      jsonResponse(
        page([
          { categoryId: 1, name: 'Sales', parentCategoryId: null, totalRecords: 1, assets: [recommended] },
          { categoryId: 2, name: 'Safety', parentCategoryId: null, totalRecords: 9, assets: [featured] },
        ]),
      ),
    '/api/Assets/GetUserAssets': () => jsonResponse(page([buildUserAsset()])),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResourceFeedPage', () => {
  it('shows each list from the API: cards with thumbnail, title, duration, types and favourite state', async () => {
    stubFeed({ lists: { featured: [featured], recommended: [recommended] } });
    const { media } = renderResourcePage(<ResourceFeedPage />);
    const featuredSection = await screen.findByRole('region', { name: 'Featured' });
    const card = await within(featuredSection).findByRole('article', { name: 'Welcome to the store' });
    expect(within(card).getByRole('link', { name: 'Welcome to the store' }).getAttribute('href')).toBe('/resources/11');
    expect(within(card).getByText('45 minutes')).toBeTruthy();
    expect(within(card).getByText('Video')).toBeTruthy();
    expect(within(card).getByText('Document')).toBeTruthy();
    expect(within(card).getByTestId('resource-thumbnail').getAttribute('src')).toBe(
      `/image/blob/${MEDIA_ID}?tenant=acme&w=242&h=242`,
    );
    expect(media.imageUrl).toHaveBeenCalledWith(MEDIA_ID, { width: 242, height: 242 });
    expect(
      within(card).getByRole('button', { name: 'Favourite: Welcome to the store' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Without an image: the 121x121 placeholder naming the type.
    const other = await screen.findAllByRole('article', { name: 'Fire safety basics' });
    expect(within(other[0] as HTMLElement).getByTestId('resource-thumbnail-placeholder')).toBeTruthy();
  });

  it('says so when a list is empty, and asks each list in the page language', async () => {
    const fetchMock = stubFeed();
    renderResourcePage(<ResourceFeedPage />, { locale: 'fr-CA' });
    expect(await screen.findByText('Ajoutez des ressources à vos favoris pour les retrouver ici.')).toBeTruthy();
    expect(await screen.findByText('Aucune ressource en vedette pour le moment.')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/assets/featured');
    expect(requestBody(call?.[1])).toEqual({
      displayAll: false,
      pageNo: 1,
      pageSize: 6,
      sortColumns: [],
      searchParameters: { locales: ['fr-CA'] },
    });
  });

  it('keeps the room of each section’s cards while they load, then shows the cards in it', async () => {
    stubFeed({ lists: { featured: [featured] } });
    renderResourcePage(<ResourceFeedPage />);
    // Card-sized skeletons, not a spinner: the sections below do not move when the cards arrive.
    const featuredSection = await screen.findByRole('region', { name: 'Featured' });
    const loading = within(featuredSection).getByRole('status', { name: 'Loading' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
    expect(await within(featuredSection).findByRole('article', { name: 'Welcome to the store' })).toBeTruthy();
    expect(within(featuredSection).queryByRole('status')).toBeNull();
    // An empty section says so and what to do next.
    const favourites = screen.getByRole('region', { name: 'My favourites' });
    expect(await within(favourites).findByText('Mark resources as favourites to find them here.')).toBeTruthy();
  });

  it('builds the first screen’s cards first: a lower section’s stand as skeletons until the page has its data', async () => {
    const fetchMock = stubFeed({ lists: { recommended: [recommended], trending: [featured] } });
    const answerFeed = fetchMock.getMockImplementation();
    let answerCategories = () => {};
    const categoriesHeld = new Promise<void>((resolve) => {
      answerCategories = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (requestUrl(input).pathname === '/api/assets/searchForAllCategories') {
        await categoriesHeld;
      }
      return answerFeed ? answerFeed(input, init) : jsonResponse({}, 500);
    });
    renderResourcePage(<ResourceFeedPage />);
    const first = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(first).findByRole('article', { name: 'Fire safety basics' })).toBeTruthy();
    // The trending list has arrived, but the page is still asking for its categories.
    const trending = screen.getByRole('region', { name: 'Trending' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(within(trending).getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(within(trending).queryByRole('article')).toBeNull();
    answerCategories();
    expect(
      await within(trending).findByRole('article', { name: 'Welcome to the store' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('lists categories with the user’s first, and by category with theirs first', async () => {
    stubFeed();
    renderResourcePage(<ResourceFeedPage />);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['All', 'Safety', 'Sales']),
    );
    const byCategory = screen.getByRole('region', { name: 'By category' });
    const headings = await within(byCategory).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Safety', 'Sales']);
    expect(screen.getByRole('link', { name: 'See all: Safety' }).getAttribute('href')).toBe('/?category=2');
  });

  it('searches by words and type, and says when nothing matched', async () => {
    const fetchMock = stubFeed();
    const { router } = renderResourcePage(<ResourceFeedPage />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), { target: { value: ' fire ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=fire'));
    expect(await screen.findByText('No resources were found. Try other words or another type.')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/api/assets/search');
    expect(requestBody(call?.[1])).toMatchObject({ pageNo: 1, pageSize: 16, searchParameters: { searchText: 'fire' } });
  });

  it('shows the learner’s uploads and their status, and hides uploads without the permission', async () => {
    stubFeed();
    renderResourcePage(<ResourceFeedPage />, { url: '/?view=uploads' });
    const row = await screen.findByRole('row', { name: /Store opening checklist/ });
    expect(within(row).getByText('Pending')).toBeTruthy();
  });

  it('offers no upload to users without RESOURCELIBRARY_USER_UPLOAD', async () => {
    stubFeed();
    renderResourcePage(<ResourceFeedPage />, { permissions: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource Library' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a resource' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'My uploads' })).toBeNull();
  });

  it('sends a learner’s upload for review once the server’s rules pass, then shows it as Pending', async () => {
    const fetchMock = stubFeed({
      uploadIssues: [{ field: 'mediaId', key: 'resources.validation.mediaRequired', message: 'Attach a file' }],
    });
    const { router, media } = renderResourcePage(<ResourceFeedPage />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Téléverser une ressource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Téléverser une ressource' });

    // The title is checked here first; nothing is sent without one.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer pour examen' }));
    expect(await within(dialog).findByText('Le titre est obligatoire')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Assets/ValidateUserAsset')).toHaveLength(0);

    // The server's rules come back next to the file, in French.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Liste de contrôle' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer pour examen' }));
    expect(await within(dialog).findByText('Joignez un fichier')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Assets/UpdateUserAsset')).toHaveLength(0);

    // With a file the upload goes through.
    vi.unstubAllGlobals();
    const fetchAfter = stubFeed();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'liste.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText(/^liste\.pdf \(/)).toBeTruthy();
    expect(media.uploadFile).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer pour examen' }));
    expect(await screen.findByText('Votre contribution a été envoyée pour examen.')).toBeTruthy();
    expect(requestBody(callsTo(fetchAfter, '/api/Assets/UpdateUserAsset')[0]?.[1])).toEqual({
      assetTypeCode: 'DOCUMENT',
      title: 'Liste de contrôle',
      description: null,
      locale: 'fr-CA',
      url: null,
      mediaId: MEDIA_ID,
      categoryIds: [],
      effectiveDate: null,
      expiryDate: null,
      reviewComment: null,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?view=uploads'));
  });

  it('says when the media service refuses a file past the upload quota', async () => {
    stubFeed();
    const media = createFakeMedia();
    media.uploadFile.mockRejectedValueOnce(
      new ApiError({ status: 429, code: 'rate_limited', message: 'quota', correlationId: 'c-1' }),
    );
    renderResourcePage(<ResourceFeedPage />, { locale: 'fr-CA', media });
    fireEvent.click(await screen.findByRole('button', { name: 'Téléverser une ressource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Téléverser une ressource' });
    const input = await waitFor(() => {
      const found = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'liste.pdf', { type: 'application/pdf' })] } });
    expect(
      await within(dialog).findByText(
        'La limite de téléversement des dernières 24 heures est atteinte. Réessayez plus tard.',
      ),
    ).toBeTruthy();
  });

  it("says the contract's limits on the upload's fields before asking the server", async () => {
    const fetchMock = stubFeed();
    renderResourcePage(<ResourceFeedPage />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Téléverser une ressource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Téléverser une ressource' });
    const title = await within(dialog).findByRole('textbox', { name: /^Titre/ });
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer pour examen' }));
    await waitFor(() => expect(fieldErrorOf(title)).toBe('Au plus 200 caractères'));
    expect(callsTo(fetchMock, '/api/Assets/ValidateUserAsset')).toHaveLength(0);
  });

  it("puts the server's refusal of a save on the field it names, in the page's language", async () => {
    stubFeed({
      saveFieldErrors: {
        expiryDate: ['The expiry date must be after the effective date'],
        userAssetId: ['This upload does not exist'],
      },
    });
    renderResourcePage(<ResourceFeedPage />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Téléverser une ressource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Téléverser une ressource' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Liste de contrôle' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer pour examen' }));
    const expiry = within(dialog).getByLabelText(/^Date d’expiration/);
    await waitFor(() =>
      expect(fieldErrorOf(expiry)).toBe('La date d’expiration doit suivre la date d’entrée en vigueur'),
    );
    // A field no input shows is listed above the buttons.
    expect(within(dialog).getByRole('alert').textContent).toContain('Cette contribution n’existe pas');
  });
});
