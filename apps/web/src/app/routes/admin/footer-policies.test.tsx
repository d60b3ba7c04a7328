import type { TPolicyVersion } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, requestBody, stubFetch } from '../../../testing/fetch-stubs';
import { renderAdminPage } from './admin-fixtures';
import { FooterPoliciesAdminRoute } from './footer-policies';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = ['USERADMIN_MANAGE_ROLES'];
const found = { timeout: 10_000 };

function version(overrides: Partial<TPolicyVersion>): TPolicyVersion {
  return {
    notificationCode: 'acme-TERMS_CONDITIONS-en-2.0',
    tenantCode: 'acme',
    type: 'TERMS_CONDITIONS',
    locale: 'en',
    title: 'Terms and Conditions',
    htmlContent: '<p>Terms</p>',
    version: '2.0',
    effectiveFrom: '2025-06-01T00:00:00Z',
    state: 'inForce',
    ...overrides,
  };
}

const versions = [
  version({}),
  version({ notificationCode: 'acme-TERMS_CONDITIONS-en-1.0', version: '1.0', state: 'superseded' }),
];

const answerPublished = (body: unknown) =>
  jsonResponse(
    version({
      ...(body as Partial<TPolicyVersion>),
      notificationCode: 'acme-TERMS_CONDITIONS-en-3.0',
      effectiveFrom: new Date().toISOString(),
    }),
    201,
  );

function stubPolicies(published: (body: unknown) => Response = answerPublished) {
  return stubFetch({
    '/api/admin/policies': (url, init) => {
      if (init?.method === 'POST') {
        return published(requestBody(init));
      }
      return jsonResponse(url.searchParams.get('locale') === 'en' ? versions : []);
    },
  });
}

const posts = (fetchMock: ReturnType<typeof stubPolicies>) =>
  callsTo(fetchMock, '/api/admin/policies').filter(([, init]) => init?.method === 'POST');

type TEditableArea = HTMLElement & { editor?: { commands: { insertContent: (value: string) => boolean } } };

/** The editor's editable area, once its chunk has loaded. */
async function editorArea(label: string): Promise<TEditableArea> {
  const area = (await screen.findAllByLabelText(label, {}, found)).find(
    (element) => element.getAttribute('role') === 'textbox',
  );
  if (!area) {
    throw new Error(`no editable area named "${label}"`);
  }
  expect(area.getAttribute('contenteditable')).toBe('true');
  return area;
}

/** Tiptap keeps its editor on the editable element (for tests): the text goes in as typed or pasted. */
async function typeInEditor(label: string, html: string) {
  const area = await editorArea(label);
  if (!area.editor) {
    throw new Error('no Tiptap editor on the editable area');
  }
  area.editor.commands.insertContent(html);
}

// The page mounts Tiptap (its own chunk): slower than most.
describe('FooterPoliciesAdminRoute', { timeout: 30_000 }, () => {
  it('lists the versions with their status and publishes a new one in force now', async () => {
    const fetchMock = stubPolicies();
    renderAdminPage(<FooterPoliciesAdminRoute />, { permissions: ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and privacy versions' })).toBeTruthy();
    expect(await screen.findByText('Replaced', {}, found)).toBeTruthy();
    expect(screen.getByText('In force', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('Versions of the Terms and Conditions in English, newest first')).toBeTruthy();

    expect((await editorArea('Text')).getAttribute('lang')).toBe('en');
    const publish = screen.getByRole('button', { name: 'Publish the version' });
    fireEvent.click(publish);
    // The version, the title and the text.
    expect(await screen.findAllByText('Required.')).toHaveLength(3);
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Version', { selector: 'input' }), { target: { value: '3.0' } });
    fireEvent.change(screen.getByLabelText('Title', { selector: 'input' }), { target: { value: 'Terms' } });
    await typeInEditor('Text', '<p>New terms</p>');
    fireEvent.click(publish);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(requestBody(posts(fetchMock)[0]?.[1])).toEqual({
      type: 'TERMS_CONDITIONS',
      locale: 'en',
      version: '3.0',
      title: 'Terms',
      htmlContent: '<p>New terms</p>',
    });
    expect(await screen.findByText('Terms and Conditions version 3.0 published.')).toBeTruthy();
    // The list is read again after publishing.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/policies').filter(([, init]) => init?.method !== 'POST')).toHaveLength(2),
    );
  });

  it("previews the text, and puts the server's refusal on the version field", async () => {
    const fetchMock = stubPolicies(() =>
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Invalid',
          status: 400,
          code: 'validation_failed',
          errors: { version: ['This version already exists for this policy and language'] },
        },
        400,
      ),
    );
    renderAdminPage(<FooterPoliciesAdminRoute />, { permissions: ADMIN });
    await screen.findByText('Replaced', {}, found);
    fireEvent.change(screen.getByLabelText('Version', { selector: 'input' }), { target: { value: '2.0' } });
    fireEvent.change(screen.getByLabelText('Title', { selector: 'input' }), { target: { value: 'Terms v2' } });
    await typeInEditor('Text', '<h2>Our terms</h2><p>Be kind.</p>');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms v2' });
    expect(await within(dialog).findByRole('heading', { name: 'Our terms' })).toBeTruthy();
    expect(dialog.textContent).toContain('Version 2.0');
    fireEvent.click(screen.getByRole('button', { name: 'Close the preview' }));

    fireEvent.click(screen.getByRole('button', { name: 'Publish the version' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(await screen.findByText('This version already exists for this policy and language.')).toBeTruthy();
  });

  it('asks for a date when the version comes into force later, and speaks French', async () => {
    stubPolicies();
    renderAdminPage(<FooterPoliciesAdminRoute />, { permissions: ADMIN, locale: 'fr-CA' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Versions des conditions et de la confidentialité' }),
    ).toBeTruthy();
    expect(await screen.findByText('Aucune version n’est encore publiée dans cette langue.', {}, found)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'À une date ultérieure' }));
    fireEvent.change(screen.getByLabelText('Version', { selector: 'input' }), { target: { value: '3.0' } });
    fireEvent.change(screen.getByLabelText('Titre', { selector: 'input' }), { target: { value: 'Conditions' } });
    await typeInEditor('Texte', '<p>Nouvelles conditions</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Publier la version' }));
    expect(await screen.findByText('Choisissez une date et une heure à partir de maintenant.')).toBeTruthy();
  });

  it('is refused to a person without the permission', () => {
    stubPolicies();
    renderAdminPage(<FooterPoliciesAdminRoute />, { permissions: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
  });
});
