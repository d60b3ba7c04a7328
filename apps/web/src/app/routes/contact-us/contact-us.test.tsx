import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorOf } from '../../../testing/field-error';
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

function stubServer(submitStatus = 200, fieldErrors?: Record<string, string[]>) {
  return stubFetch({
    '/api/tenant/contacts': () => jsonResponse(contacts),
    '/api/TenantNotification/submitissue': () =>
      submitStatus === 200
        ? jsonResponse({ success: true, returnValue: 7, message: null })
        : jsonResponse(
            fieldErrors
              ? { type: 'about:blank', title: 'Bad', status: 400, code: 'validation_failed', errors: fieldErrors }
              : { type: 'about:blank', title: 'Boom', status: submitStatus },
            submitStatus,
          ),
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
    expect(fieldErrorOf(field(/^Courriel/))).toBe('Veuillez fournir une adresse courriel valide');
    expect(fieldErrorOf(field(/^Objet/))).toBe('L’objet est obligatoire');
    expect(fieldErrorOf(field(/^Message/))).toBe('Le message est obligatoire');
    expect(fieldErrorOf(field(/^Nom/))).toBeUndefined();
    expect(submitCalls(fetchMock)).toHaveLength(0);
  });

  it("says the contract's length limit on the field, in the page's language", async () => {
    const fetchMock = stubServer();
    renderInShell(<ContactUsRoute />, { locale: 'fr-CA' });
    fireEvent.change(field(/^Objet/), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(field(/^Message/), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(fieldErrorOf(field(/^Objet/))).toBe('Au plus 200 caractères'));
    expect(submitCalls(fetchMock)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, in the page's language", async () => {
    stubServer(400, {
      email: ['Please provide a valid email address'],
      name: ['Too big: expected string to have <=100 characters'],
    });
    renderInShell(<ContactUsRoute />, { locale: 'fr-CA' });
    fireEvent.change(field(/^Objet/), { target: { value: 'Accès' } });
    fireEvent.change(field(/^Message/), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(fieldErrorOf(field(/^Courriel/))).toBe('Veuillez fournir une adresse courriel valide'));
    expect(fieldErrorOf(field(/^Nom/))).toBe('Au plus 100 caractères');
    expect(fieldErrorOf(field(/^Objet/))).toBeUndefined();
    expect(screen.queryByText('Votre message n’a pas pu être envoyé. Réessayez.')).toBeNull();
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
