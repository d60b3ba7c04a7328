import type { TCreatePersonWithInvitationResponse, TGetInvitationResponse } from '@portal/contracts';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/*
 * With an SMTP server configured, the invitation is emailed (a real SMTP server, the
 * `smtp-server` package, receives it) and the link is not shown to the admin.
 */

type TReceived = { from: string; to: string[]; data: string };

let smtp: SMTPServer;
let server: TTestServer;
const received: TReceived[] = [];

beforeAll(async () => {
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
    const path = new URL(link ?? '').pathname;
    expect((await server.request(path, { host: 'acme.localhost' })).status).toBe(200);

    // Resending emails a new link; the first one stops working.
    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/invitation`)).status).toBe(201);
    expect(received).toHaveLength(2);
    expect((await server.request(path, { host: 'acme.localhost' })).status).toBe(410);
    const status = await asAdmin('GET', `/api/admin/people/${person.userCode}/invitation`);
    expect(status.json<TGetInvitationResponse>().invitation?.status).toBe('PENDING');
  });
});
