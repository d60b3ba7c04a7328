import type {
  TCreatePersonWithInvitationResponse,
  TCreateTenantResponse,
  TGetInvitationResponse,
} from '@portal/contracts';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * With an SMTP server configured, the invitation is emailed (a real SMTP server, the
 * `smtp-server` package, receives it) and the link is not shown to the admin. The email is in
 * the person's language: their preference, else their tenant's default.
 */

type TReceived = { from: string; to: string[]; data: string };

let smtp: SMTPServer;
let server: TTestServer;
const received: TReceived[] = [];
const previousPlatformAdmins = process.env.PLATFORM_ADMINS;

/** A received message as its reader sees it: MIME encoded-word headers and quoted-printable parts decoded. */
function readable(data: string): string {
  const words = data.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
  return decodeQuotedPrintable(words.replace(/=\r?\n/g, ''));
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (bytes) =>
    Buffer.from(
      bytes
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

beforeAll(async () => {
  process.env.PLATFORM_ADMINS = 'acme:admin@acme.test';
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Portal <no-reply@portal.test>' },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (previousPlatformAdmins === undefined) {
    delete process.env.PLATFORM_ADMINS;
  } else {
    process.env.PLATFORM_ADMINS = previousPlatformAdmins;
  }
});

async function asAdmin(method: string, path: string, body?: unknown) {
  return server.request(path, {
    method,
    host: 'acme.localhost',
    headers: await bearer(server.database, 'acme', 'acme-admin'),
    ...(body === undefined ? {} : { body }),
  });
}

describe('invitations by email', () => {
  it('emails the link to the person and does not show it to the admin', async () => {
    const created = await asAdmin('POST', '/api/admin/people', {
      firstName: 'Emma',
      lastName: 'Mailed',
      email: 'emma.mailed@acme.test',
      jobRoleCode: null,
      jobTitle: null,
      locationId: null,
      managerUserCode: null,
    });
    expect(created.status).toBe(201);
    const person = created.json<TCreatePersonWithInvitationResponse>();
    expect(person.invitation.link).toBeNull();
    expect(person.invitation.invitation.emailedAt).not.toBeNull();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@portal.test');
    expect(mail?.to).toEqual(['emma.mailed@acme.test']);
    const link = /http:\/\/acme\.localhost(:\d+)?\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail?.data ?? '')?.[0];
    expect(link).toBeDefined();
    // Beside the plain text, an HTML part in the tenant's branding (branding-email.test.ts).
    expect(mail?.data).toContain('Content-Type: text/html');
    // Acme's default language: no preference of the person's says otherwise.
    expect(readable(mail?.data ?? '')).toContain('Subject: Acme Corporation: set your password');
    expect(readable(mail?.data ?? '')).toContain('<html lang="en">');
    const path = new URL(link ?? '').pathname;
    expect((await server.request(path, { host: 'acme.localhost' })).status).toBe(200);

    // Resending emails a new link; the first one stops working.
    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/invitation`)).status).toBe(201);
    expect(received).toHaveLength(2);
    expect((await server.request(path, { host: 'acme.localhost' })).status).toBe(410);
    const status = await asAdmin('GET', `/api/admin/people/${person.userCode}/invitation`);
    expect(status.json<TGetInvitationResponse>().invitation?.status).toBe('PENDING');

    // Once the person prefers French, the next link comes in French, through the catalogue.
    await server.database.db
      .updateTable('users')
      .set({ browsing_language_preference: 'fr-CA' })
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', person.userCode)
      .execute();
    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/invitation`)).status).toBe(201);
    expect(received).toHaveLength(3);
    const french = readable(received[2]?.data ?? '');
    expect(french).toContain('Subject: Acme Corporation : définissez votre mot de passe');
    expect(french).toContain('Vous êtes invité à Acme Corporation.');
    expect(french).toContain('Définir mon mot de passe');
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).not.toContain('set your password');
  });

  it("emails a new tenant's first administrator their invitation, in the tenant's first language", async () => {
    const response = await asAdmin('POST', '/api/platform/tenants', {
      code: 'lumen',
      name: 'Lumen Retail',
      hosts: ['lumen.localhost'],
      locales: ['fr-CA', 'en'],
      modules: ['NEWS'],
      adminEmail: 'premier.admin@lumen.example',
    });
    expect(response.status).toBe(201);
    const created = response.json<TCreateTenantResponse>();
    expect(created.invitation.link).toBeNull();
    expect(created.invitation.invitation.emailedAt).not.toBeNull();

    const mail = received.at(-1);
    expect(mail?.to).toEqual(['premier.admin@lumen.example']);
    const text = readable(mail?.data ?? '');
    expect(text).toContain('Subject: Lumen Retail : définissez votre mot de passe');
    const link = /http:\/\/lumen\.localhost(:\d+)?\/invitation\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect((await server.request(new URL(link ?? '').pathname, { host: 'lumen.localhost' })).status).toBe(200);
  });
});
