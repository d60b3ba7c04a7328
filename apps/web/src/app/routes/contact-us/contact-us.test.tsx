import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, renderInShell, requestBody, stubFetch } from '../../shell-fixtures';
import { ContactUsRoute } from './contact-us';

const contacts = [
  {
    contactId: 1,
    name: 'Help desk',
    nameEn: 'Help desk',
    nameFr: 'Centre d’assistance',
    role: 'Support',
    roleEn: 'Support',
    roleFr: 'Responsable du soutien',
    email: 'help@acme.test',
    phone: '+1 800 555 0100',
  },
];

function stubServer(submitStatus = 200) {
  return stubFetch({
    '/api/tenant/contacts': () => jsonResponse(contacts),
    '/api/TenantNotification/submitissue': () =>
      submitStatus === 200
        ? jsonResponse({ success: true, returnValue: 7, message: null })
        : jsonResponse({ type: 'about:blank', title: 'Boom', status: submitStatus }, submitStatus),
  });
}

function submitCalls(fetchMock: ReturnType<typeof stubServer>) {
  return callsTo(fetchMock, '/api/TenantNotification/submitissue');
}

function field(name: RegExp): HTMLElement {
  return screen.getByRole('textbox', { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactUsRoute', () => {
  it('prefills name and email from the signed-in user and lists the contacts by language', async () => {
    stubServer();
    renderInShell(<ContactUsRoute />, { locale: 'fr-CA' });
    expect((field(/^Nom/) as HTMLInputElement).value).toBe('Lena Learner');
    expect((field(/^Courriel/) as HTMLInputElement).value).toBe('learner@acme.test');
    expect(await screen.findByText('Centre d’assistance')).toBeTruthy();
    expect(screen.getByText('Responsable du soutien')).toBeTruthy();
  });

  it('shows translated field messages from the shared schema and sends nothing', async () => {
    const fetchMock = stubServer();
    renderInShell(<ContactUsRoute />, { locale: 'fr-CA' });
    fireEvent.change(field(/^Courriel/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez fournir une adresse courriel valide')).toBeTruthy();
    expect(screen.getByText('L’objet est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le message est obligatoire')).toBeTruthy();
    expect(submitCalls(fetchMock)).toHaveLength(0);
  });

  it('posts the message, confirms with a toast and resets the form', async () => {
    const fetchMock = stubServer();
    renderInShell(<ContactUsRoute />);
    fireEvent.change(field(/^Subject/), { target: { value: ' Access ' } });
    fireEvent.change(field(/^Message/), { target: { value: 'I cannot open a course.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent.')).toBeTruthy();
    const [call] = submitCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    expect(requestBody(call?.[1])).toEqual({
      name: 'Lena Learner',
      email: 'learner@acme.test',
      subject: 'Access',
      message: 'I cannot open a course.',
    });
    await waitFor(() => expect((field(/^Subject/) as HTMLInputElement).value).toBe(''));
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('');
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Lena Learner');
  });

  it('keeps what was typed and says so when sending fails', async () => {
    stubServer(500);
    renderInShell(<ContactUsRoute />);
    fireEvent.change(field(/^Subject/), { target: { value: 'Access' } });
    fireEvent.change(field(/^Message/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message could not be sent. Try again.')).toBeTruthy();
    expect((field(/^Subject/) as HTMLInputElement).value).toBe('Access');
  });
});
