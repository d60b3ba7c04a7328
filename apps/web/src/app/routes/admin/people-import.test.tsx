import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { PeopleImportAdminRoute } from './people-import';

afterEach(() => {
  vi.unstubAllGlobals();
});

const IMPORT = '/api/admin/people/import';

function renderImport(locale: 'en' | 'fr-CA' = 'en') {
  return renderAdminPage(<PeopleImportAdminRoute />, {
    permissions: ['USERADMIN_MANAGE_USERS'],
    url: '/admin/people/import',
    path: '/admin/people/import',
    locale,
  });
}

async function chooseAndSend() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  const file = new File(['firstName,lastName,email\n'], 'people.csv', { type: 'text/csv' });
  fireEvent.change(input ?? document.body, { target: { files: [file] } });
  fireEvent.click(await screen.findByRole('button', { name: /^(Import|Importer)$/ }));
}

describe('PeopleImportAdminRoute', { timeout: 30_000 }, () => {
  it('sends the file and reports every problem by row and column in the user’s language', async () => {
    const fetchMock = stubFetch({
      [IMPORT]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            code: 'validation_failed',
            errors: { 'rows.4.email': ['invalid_email'], 'rows.3.lastName': ['required', 'formula'] },
          },
          400,
        ),
    });
    renderImport('fr-CA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importer des personnes' })).toBeTruthy();
    await chooseAndSend();
    expect(
      await screen.findByRole('heading', { name: 'Personne n’a été importé : corrigez ces lignes et réessayez' }),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LigneColonneProblème',
      '3lastNameObligatoire.',
      '3lastNameCommence comme une formule de tableur (=, +, -, @) ou en est une : non importé.',
      '4emailCe n’est pas une adresse courriel.',
    ]);
    const [call] = callsTo(fetchMock, IMPORT);
    expect(call?.[1]?.body).toBeInstanceOf(FormData);
    expect((call?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists the people imported with their links, and says when the file itself is refused', async () => {
    stubFetch({
      [IMPORT]: () =>
        jsonResponse(
          {
            created: [
              {
                row: 2,
                userCode: 'u-1',
                firstName: 'Ana',
                lastName: 'Import',
                email: 'ana@acme.test',
                link: 'http://acme.localhost/invitation/abc',
              },
              { row: 3, userCode: 'u-2', firstName: 'Bea', lastName: 'Import', email: 'bea@acme.test', link: null },
            ],
          },
          201,
        ),
    });
    renderImport();
    await chooseAndSend();
    expect(await screen.findByRole('heading', { name: '2 people imported and invited' })).toBeTruthy();
    expect(screen.getByText('http://acme.localhost/invitation/abc')).toBeTruthy();
    expect(screen.getByText('Emailed')).toBeTruthy();
  });

  it('explains a file-level problem', async () => {
    stubFetch({
      [IMPORT]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad',
            status: 400,
            code: 'validation_failed',
            errors: { file: ['too_many_rows'] },
          },
          400,
        ),
    });
    renderImport();
    await chooseAndSend();
    expect(await screen.findByText('The file has more than 500 people.')).toBeTruthy();
  });
});
