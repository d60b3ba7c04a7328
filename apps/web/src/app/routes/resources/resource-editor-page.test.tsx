import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorOf } from '../../../testing/field-error';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../shell-fixtures';
import { ADMIN_PERMISSIONS, buildResource, MEDIA_ID, renderResourcePage } from './resource-fixtures';
import { ResourceEditorPage } from './resources-admin-page';

type TServer = {
  issues?: { field: string; key: string; message: string }[];
  saveProblem?: Record<string, string[]>;
};

function stubEditor({ issues = [], saveProblem }: TServer = {}) {
  return stubFetch({
    '/api/categories': () => jsonResponse([]),
    '/api/resources/validate': () =>
      jsonResponse({ success: true, message: null, returnValue: { isValid: issues.length === 0, errors: issues } }),
    '/api/resources': () =>
      saveProblem
        ? jsonResponse(
            { type: 'about:blank', title: 'Invalid', status: 400, code: 'validation_failed', errors: saveProblem },
            400,
          )
        : jsonResponse({ success: true, message: null, returnValue: buildResource({ resourceId: 9 }) }, 201),
    '/api/resources/9': () => jsonResponse(buildResource({ resourceId: 9, status: 'PENDING_PUBLISHING' })),
  });
}

function renderEditor(locale: 'en' | 'fr-CA' = 'en') {
  return renderResourcePage(<ResourceEditorPage />, {
    path: '/resources/admin/new',
    url: '/resources/admin/new',
    locale,
    permissions: ADMIN_PERMISSIONS,
    extraRoutes: [{ path: '/resources/admin/:resourceId', element: <ResourceEditorPage /> }],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the resource editor', () => {
  it('shows the server’s messages next to their fields, in the page’s language', async () => {
    const fetchMock = stubEditor({
      issues: [
        {
          field: 'texts',
          key: 'resources.validation.titleRequired',
          message: 'A title is required in at least one language',
        },
        {
          field: 'expiryDate',
          key: 'resources.validation.expiryBeforeEffective',
          message: 'The expiry date must be after the effective date',
        },
        {
          field: 'assets.0.assetAttachments',
          key: 'resources.validation.attachmentRequired',
          message: 'Attach at least one file to this asset',
        },
        {
          field: 'assetsTotal',
          key: 'resources.validation.unknownToThisRelease',
          message: 'Something the catalogue does not know',
        },
      ],
    });
    renderEditor('fr-CA');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    const english = await screen.findByRole('group', { name: 'Anglais' });
    await waitFor(() =>
      expect(within(english).getByText('Un titre est obligatoire dans au moins une langue')).toBeTruthy(),
    );
    expect(screen.getByText('La date d’expiration doit suivre la date d’entrée en vigueur')).toBeTruthy();
    const asset = screen.getByRole('group', { name: 'Contenu 1' });
    expect(within(asset).getByText('Joignez au moins un fichier à ce contenu')).toBeTruthy();
    // A message no input shows is listed above the buttons, as the server wrote it.
    expect(screen.getByText('Something the catalogue does not know')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/resources').filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Typing in a field takes its message away.
    fireEvent.change(within(english).getByRole('textbox', { name: 'Titre' }), { target: { value: 'Sécurité' } });
    expect(within(english).queryByText('Un titre est obligatoire dans au moins une langue')).toBeNull();
  });

  it('maps the English texts of a 400 problem back to translated messages', async () => {
    stubEditor({ saveProblem: { durationType: ['Choose the unit of the duration'] } });
    renderEditor('fr-CA');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez l’unité de la durée')).toBeTruthy();
    expect(screen.getByText('La ressource n’a pas été enregistrée : certains champs sont à corriger.')).toBeTruthy();
    expect(fieldErrorOf(screen.getByRole('combobox', { name: 'Unité de durée' }))).toBe(
      'Choisissez l’unité de la durée',
    );
  });

  it("says the contract's limits on their fields before asking the server", async () => {
    const fetchMock = stubEditor();
    renderEditor('fr-CA');
    const english = await screen.findByRole('group', { name: 'Anglais' });
    const title = within(english).getByRole('textbox', { name: 'Titre' });
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fieldErrorOf(title)).toBe('Au plus 200 caractères'));
    expect(screen.getByText('La ressource n’a pas été enregistrée : certains champs sont à corriger.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/resources/validate')).toHaveLength(0);
    // Typing in the field takes its message away.
    fireEvent.change(title, { target: { value: 'Sécurité' } });
    expect(fieldErrorOf(title)).toBeUndefined();
  });

  it('creates the resource with the files uploaded through the media service, then opens it', async () => {
    const fetchMock = stubEditor();
    const { router, media } = renderEditor();
    const english = await screen.findByRole('group', { name: 'English' });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Title' }), {
      target: { value: ' Safety handbook ' },
    });
    fireEvent.change(within(screen.getByRole('group', { name: 'French' })).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Guide de sécurité' },
    });
    const asset = screen.getByRole('group', { name: 'Asset 1' });
    fireEvent.change(within(asset).getByRole('textbox', { name: 'Title (English)' }), {
      target: { value: 'Handbook' },
    });
    const input = asset.querySelector('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'handbook.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await within(asset).findByText(/^handbook\.pdf \(/)).toBeTruthy();
    expect(media.uploadFile).toHaveBeenCalledWith(pdf, expect.objectContaining({ onProgress: expect.any(Function) }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The resource was saved.')).toBeTruthy();
    const [create] = callsTo(fetchMock, '/api/resources').filter(([, init]) => init?.method === 'POST');
    expect(requestBody(create?.[1])).toEqual({
      texts: {
        en: { title: 'Safety handbook', description: null },
        'fr-CA': { title: 'Guide de sécurité', description: null },
      },
      thumbnailMediaId: null,
      durationValue: null,
      durationType: null,
      effectiveDate: null,
      expiryDate: null,
      isFeatured: false,
      isElectrified: false,
      categoryIds: [],
      assets: [
        {
          assetTypeCode: 'DOCUMENT',
          texts: { en: { title: 'Handbook' }, 'fr-CA': null },
          url: null,
          assetAttachments: [{ mediaId: MEDIA_ID }],
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/admin/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Safety handbook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('refuses a file the asset type does not take, before sending it', async () => {
    stubEditor();
    const { media } = renderEditor();
    const asset = await screen.findByRole('group', { name: 'Asset 1' });
    const input = asset.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] } });
    expect(await within(asset).findByText('This type of file does not fit here.')).toBeTruthy();
    expect(media.uploadFile).not.toHaveBeenCalled();
  });
});
