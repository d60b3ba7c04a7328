import { SkillLimits } from '@portal/contracts';
import type { TAdminCompetency, TScaleLevel } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderResourcePage } from '../resources/resource-fixtures';
import { SkillAdminRoute } from './admin';

// jsdom lays nothing out, so it has no scrollIntoView; Mantine's Select scrolls to the chosen option.
Element.prototype.scrollIntoView = () => undefined;

const ADMIN = ['ASSESSMENT_ADMIN'];
const BASE = '/api/skills/admin';

function ok<T>(returnValue: T) {
  return jsonResponse({ success: true, returnValue, message: null });
}
function problem(status: number, errors: Record<string, string[]> = {}, code = 'validation_failed') {
  return jsonResponse({ type: 'about:blank', title: 'Bad', status, code, errors }, status);
}
const both = (en: string, fr: string) => ({ en, 'fr-CA': fr });
function tenant(competenciesEnabled: boolean) {
  return () =>
    jsonResponse({
      tenantCode: 'acme',
      tenantName: 'Acme',
      defaultLocale: 'en',
      metaData: {
        competenciesEnabled,
        competencyUserViewEnabled: competenciesEnabled,
        userIdleTimeOutConfig: { idleTimerStartAfterInSeconds: 900, timeoutAfterInSeconds: 60 },
        postLoginScriptEnabled: false,
      },
    });
}

function competency(overrides: Partial<TAdminCompetency> & Pick<TAdminCompetency, 'id' | 'code'>): TAdminCompetency {
  return {
    name: both(overrides.code, ''),
    description: both('', ''),
    altLabels: both('', ''),
    parentId: null,
    position: 0,
    tagCount: 0,
    ...overrides,
  };
}
const communication = competency({ id: 1, code: 'COMM', name: both('Communication', 'Communication') });
const listening = competency({
  id: 2,
  code: 'COMM.LISTEN',
  name: both('Active listening', 'Écoute active'),
  parentId: 1,
  tagCount: 2,
});
const scale: TScaleLevel[] = [
  { level: 1, name: both('Novice', 'Débutant'), description: both('Basics', 'Bases') },
  { level: 2, name: both('Proficient', 'Compétent'), description: both('On their own', 'Seul') },
  { level: 3, name: both('Expert', 'Expert'), description: both('Teaches it', 'L’enseigne') },
];

function renderAdmin({ permissions = ADMIN, locale }: { permissions?: string[]; locale?: 'en' | 'fr-CA' } = {}) {
  return renderResourcePage(<SkillAdminRoute />, { path: '/skill/admin', url: '/skill/admin', permissions, locale });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('SkillAdminRoute (/skill/admin)', { timeout: 30_000 }, () => {
  it('shows the framework, parents with their children, and adds a competency to a group', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: (_url, init) =>
        init?.method === 'POST'
          ? ok(competency({ id: 3, code: 'COMM.WRITE', name: both('Writing', ''), parentId: 1 }))
          : ok([communication, listening]),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills admin' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Communication' })).toBeTruthy();
    const children = screen.getByRole('list', { name: 'Competencies of Communication' });
    expect(within(children).getByText('Active listening')).toBeTruthy();
    expect(within(children).getByText('Tagged on 2 items')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a competency to Communication' }));
    const dialog = await screen.findByRole('dialog', { name: 'New competency' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the competency' }));
    expect(await within(dialog).findByText('A name is required in at least one language')).toBeTruthy();
    expect(within(dialog).getByText('Codes are letters, digits, - _ . and :')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'COMM.WRITE' } });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Writing' } });
    fireEvent.change(within(dialog).getByLabelText('Alternative labels (English)'), {
      target: { value: 'Written communication\nCopywriting' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the competency' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `${BASE}/competencies`).some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = callsTo(fetchMock, `${BASE}/competencies`).find(([, call]) => call?.method === 'POST') ?? [];
    expect(requestBody(init)).toMatchObject({
      code: 'COMM.WRITE',
      name: { en: 'Writing', 'fr-CA': '' },
      altLabels: { en: 'Written communication\nCopywriting', 'fr-CA': '' },
      parentId: 1,
    });
  });

  it('says why a group with competencies cannot be deleted, in French', async () => {
    stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([communication, listening]),
      [`${BASE}/competencies/1`]: () =>
        problem(400, { id: ['This competency has child competencies: delete or move them first'] }),
    });
    renderAdmin({ locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Communication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette compétence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Cette compétence a des compétences enfants : supprimez-les ou déplacez-les d’abord'),
    ).toBeTruthy();
  });

  it('says what to do with an empty framework, and offers to try again when it cannot be read', async () => {
    let calls = 0;
    stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => {
        calls += 1;
        return calls === 1 ? problem(429, {}, 'rate_limited') : ok([]);
      },
    });
    renderAdmin();
    expect(await screen.findByText('The framework could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No competencies yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a competency group' })).toBeTruthy();
  });

  it('edits the scale: renames a level, adds one, and saves them all in order', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([]),
      [`${BASE}/scale`]: (_url, init) =>
        ok({ levels: init?.method === 'PUT' ? (requestBody(init) as { levels: unknown[] }).levels : scale }),
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Scale' }));
    fireEvent.change(await screen.findByLabelText('Name of level 1 (English)'), { target: { value: 'Beginner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a level' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the scale' }));
    expect(await screen.findAllByText('A name is required in at least one language')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Name of level 4 (French)'), { target: { value: 'Maître' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the scale' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `${BASE}/scale`).some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = callsTo(fetchMock, `${BASE}/scale`).find(([, call]) => call?.method === 'PUT') ?? [];
    const levels = (requestBody(init) as { levels: { name: { en: string; 'fr-CA': string } }[] }).levels;
    expect(levels.map((level) => level.name)).toEqual([
      both('Beginner', 'Débutant'),
      both('Proficient', 'Compétent'),
      both('Expert', 'Expert'),
      both('', 'Maître'),
    ]);
  });

  it('keeps at least two levels', async () => {
    stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([]),
      [`${BASE}/scale`]: () => ok({ levels: scale }),
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Scale' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove level 3' }));
    expect(screen.queryByRole('button', { name: /Remove level/ })).toBeNull();
  });

  it('sets a job role’s target levels', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      '/api/tenant/GetAllBussinessTypes': () =>
        jsonResponse([{ code: 'RETAIL', name: 'Retail', nameEn: 'Retail', nameFr: 'Détail', brands: [] }]),
      '/api/location': () => jsonResponse([]),
      '/api/tenant/JobRolesForBussinessType': () =>
        jsonResponse([
          {
            code: 'SALES',
            name: 'Sales associate',
            nameEn: 'Sales associate',
            nameFr: 'Vendeur',
            businessTypeCode: 'RETAIL',
          },
        ]),
      [`${BASE}/competencies`]: () => ok([communication, listening]),
      [`${BASE}/scale`]: () => ok({ levels: scale }),
      [`${BASE}/targets/SALES`]: (_url, init) =>
        ok({
          jobRoleCode: 'SALES',
          targets: init?.method === 'PUT' ? (requestBody(init) as { targets: unknown[] }).targets : [],
        }),
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Targets' }));
    fireEvent.click(await screen.findByRole('combobox', { name: /Job role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales associate' }));
    const level = await screen.findByRole('combobox', { name: 'Target level of Active listening' });
    // A group with competencies is not targeted itself: its competencies are.
    expect(screen.queryByRole('combobox', { name: 'Target level of Communication' })).toBeNull();
    fireEvent.change(level, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the targets' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `${BASE}/targets/SALES`).some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = callsTo(fetchMock, `${BASE}/targets/SALES`).find(([, call]) => call?.method === 'PUT') ?? [];
    expect(requestBody(init)).toEqual({ targets: [{ competencyId: 2, targetLevel: 3 }] });
  });

  it('tags a resource with a competency up to a level', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([communication, listening]),
      [`${BASE}/scale`]: () => ok({ levels: scale }),
      [`${BASE}/competencies/2/tags`]: (_url, init) =>
        ok(init?.method === 'PUT' ? [] : [{ objectKind: 'PATH', objectId: 4, title: 'Listening path', level: 2 }]),
      [`${BASE}/tagChoices`]: () =>
        ok([
          { objectKind: 'RESOURCE', objectId: 9, title: 'Listen like a pro' },
          { objectKind: 'PATH', objectId: 4, title: 'Listening path' },
        ]),
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('combobox', { name: /^Competency/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active listening' }));
    expect(await screen.findByRole('rowheader', { name: /Listening path/ })).toBeTruthy();
    const search = screen.getByRole('combobox', { name: /Add a resource or learning path/ });
    fireEvent.change(search, { target: { value: 'Listen' } });
    fireEvent.click(search);
    // Already tagged: offered no more.
    expect(await screen.findByRole('option', { name: 'Listen like a pro (Resource)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Listening path (Learning path)' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Listen like a pro (Resource)' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Level taught by Listen like a pro' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the tags' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `${BASE}/competencies/2/tags`).some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = callsTo(fetchMock, `${BASE}/competencies/2/tags`).find(([, call]) => call?.method === 'PUT') ?? [];
    expect(requestBody(init)).toEqual({
      tags: [
        { objectKind: 'PATH', objectId: 4, level: 2 },
        { objectKind: 'RESOURCE', objectId: 9, level: 3 },
      ],
    });
  });

  it('imports a CSV file and lists the server’s line-numbered errors when it is refused, in French', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([]),
      [`${BASE}/import`]: () =>
        problem(400, {
          'line.7.broaderConceptUri': ['The broader skill is not in the file or the framework'],
          'line.3.conceptUri': ['Codes are letters, digits, - _ . and :'],
        }),
    });
    renderAdmin({ locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Importation et exportation' }));
    const file = new File(['conceptUri,preferredLabel\n'], 'skills.csv', { type: 'text/csv' });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Rien n’a été importé : corrigez le fichier et réessayez.')).toBeTruthy();
    const errors = within(screen.getByTestId('csv-errors')).getAllByRole('listitem');
    expect(errors.map((item) => item.textContent)).toEqual([
      'Ligne 3, colonne conceptUri : Les codes sont des lettres, des chiffres, - _ . et :',
      'Ligne 7, colonne broaderConceptUri : La compétence plus large n’est ni dans le fichier ni dans le référentiel',
    ]);
    const [[, init]] = callsTo(fetchMock, `${BASE}/import`) as [[unknown, RequestInit]];
    expect(new Headers(init.headers).get('Content-Type')).toBe('text/csv');
  });

  it('refuses a file over the limit before sending it', async () => {
    const fetchMock = stubFetch({
      '/api/tenant': tenant(true),
      [`${BASE}/competencies`]: () => ok([]),
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('tab', { name: 'Import and export' }));
    const file = new File(['x'.repeat(SkillLimits.maxCsvBytes + 1)], 'huge.csv', { type: 'text/csv' });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file is too large')).toBeTruthy();
    expect(callsTo(fetchMock, `${BASE}/import`)).toHaveLength(0);
  });

  it('is not found for a tenant without competencies, and refused to a non-admin', async () => {
    stubFetch({ '/api/tenant': tenant(false) });
    const view = renderAdmin();
    expect(await screen.findByText('The page you are looking for was not found.')).toBeTruthy();
    expect(screen.queryByText('Skills admin')).toBeNull();
    view.unmount();
    stubFetch({ '/api/tenant': tenant(true) });
    renderAdmin({ permissions: ['ASSESSMENT_MANAGER'] });
    expect(screen.getByText('You do not have permission to open this page.')).toBeTruthy();
  });
});
