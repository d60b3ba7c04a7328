import {
  INVITATION_PERSON_INACTIVE,
  type TCreatePersonWithInvitationResponse,
  type TGetInvitationResponse,
  type TIssuedInvitation,
  type TProblem,
} from '@portal/contracts';
import type * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { hiddenField, BrowserSession } from '../../test/browser-session.ts';
import { discoverProvider, addLoopbackHostToAcme, startSignIn, submitCredentials } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { hashInvitationToken } from './invitations.service.ts';

/*
 * Invitations without an SMTP server: the admin is answered the link; the person opens it, sets a
 * password on the identity side and signs in with it like anyone else.
 */

let server: TTestServer;
let config: oidc.Configuration;

beforeAll(async () => {
  server = await startTestServer({ configure: (app) => addLoopbackHostToAcme({ app }) });
  config = await discoverProvider(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Welcome-2026x';

async function asAdmin(method: string, path: string, body?: unknown, tenant = 'acme') {
  return server.request(path, {
    method,
    host: `${tenant}.localhost`,
    headers: await bearer(server.database, tenant, `${tenant}-admin`),
    ...(body === undefined ? {} : { body }),
  });
}

let counter = 0;
async function invite(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await asAdmin('POST', '/api/admin/people', {
    firstName: 'Ines',
    lastName: `Invited${counter}`,
    email: `ines.invited${counter}@acme.test`,
    jobRoleCode: 'SALES_ASSOCIATE',
    jobTitle: null,
    locationId: null,
    managerUserCode: null,
    ...overrides,
  });
  expect(response.status).toBe(201);
  const person = response.json<TCreatePersonWithInvitationResponse>();
  return { person, token: tokenOf(person.invitation) };
}

function tokenOf(issued: TIssuedInvitation): string {
  expect(issued.link).not.toBeNull();
  return new URL(issued.link ?? '').pathname.split('/').pop() ?? '';
}

/** Opens the link (on acme's loopback host) and sends the form as a browser would. */
async function setPassword(token: string, password: string, confirm = password) {
  const browser = new BrowserSession();
  const page = await browser.get(`${server.baseUrl}/invitation/${token}`);
  const html = await page.text();
  if (page.status !== 200) {
    return { status: page.status, html };
  }
  const sent = await browser.postForm(`${server.baseUrl}/invitation/${token}`, {
    _csrf: hiddenField(html, '_csrf'),
    lang: 'en',
    password,
    confirm,
  });
  return { status: sent.status, html: await sent.text() };
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const started = await startSignIn(server.baseUrl, config);
  const submitted = await submitCredentials(started, email, password);
  return submitted.status === 303 || submitted.status === 302;
}

async function auditActions(userCode: string) {
  const rows = await server.database.db
    .selectFrom('admin_audit_log')
    .select('action')
    .where('tenant_code', '=', 'acme')
    .where('target_id', '=', userCode)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('inviting a person', () => {
  it('answers the link to copy; the person sets a password through it and signs in', async () => {
    const { person, token } = await invite();
    expect(person.invitation.invitation).toMatchObject({ status: 'PENDING', emailedAt: null });
    expect(person.invitation.link).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/invitation\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await server.database.db.selectFrom('user_invitations').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await signsIn(person.email, PASSWORD)).toBe(false);

    const form = await server.request(`/invitation/${token}`, { host: 'acme.localhost' });
    expect(form.status).toBe(200);
    expect(form.headers['content-security-policy']).toContain("script-src 'self'");
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.text).toContain('Set your password');

    const done = await setPassword(token, PASSWORD);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password is set');
    expect(await signsIn(person.email, PASSWORD)).toBe(true);

    const status = await asAdmin('GET', `/api/admin/people/${person.userCode}/invitation`);
    expect(status.json<TGetInvitationResponse>().invitation?.status).toBe('ACCEPTED');
    expect(await auditActions(person.userCode)).toEqual(['create']);
  });

  it('refuses a used link, a revoked one, an expired one and one of another tenant', async () => {
    const { person, token } = await invite();
    expect((await setPassword(token, PASSWORD)).status).toBe(200);
    const again = await setPassword(token, 'Another-2026x');
    expect(again.status).toBe(410);
    expect(again.html).toContain('already used');

    const second = await invite();
    const resent = await asAdmin('POST', `/api/admin/people/${second.person.userCode}/invitation`);
    expect(resent.status).toBe(201);
    const newToken = tokenOf(resent.json<TIssuedInvitation>());
    expect((await setPassword(second.token, PASSWORD)).status).toBe(410);
    // Another tenant's host does not know the link.
    expect((await server.request(`/invitation/${newToken}`, { host: 'boreal.localhost' })).status).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/people/${second.person.userCode}/invitation`)).status).toBe(200);
    const revoked = await setPassword(newToken, PASSWORD);
    expect(revoked.status).toBe(410);
    expect(revoked.html).toContain('replaced or withdrawn');
    expect((await asAdmin('DELETE', `/api/admin/people/${second.person.userCode}/invitation`)).status).toBe(404);
    expect(await auditActions(second.person.userCode)).toEqual(['create', 'invite', 'revoke_invitation']);

    const third = await invite();
    await server.database.db
      .updateTable('user_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashInvitationToken(third.token))
      .execute();
    const expired = await setPassword(third.token, PASSWORD);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('expired');
    expect((await server.request('/invitation/not-a-token', { host: 'acme.localhost' })).status).toBe(404);
    expect(person.userCode).not.toBe(second.person.userCode);
  });

  it('keeps the link usable after a weak or mismatched password, and takes it once when sent twice at once', async () => {
    const { person, token } = await invite();
    const weak = await setPassword(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('at least 10 characters');
    expect((await setPassword(token, PASSWORD, 'Other-2026xx')).status).toBe(400);

    const browsers = [new BrowserSession(), new BrowserSession()];
    const forms = await Promise.all(
      browsers.map(async (browser) => (await browser.get(`${server.baseUrl}/invitation/${token}`)).text()),
    );
    const statuses = await Promise.all(
      browsers.map(async (browser, index) => {
        const response = await browser.postForm(`${server.baseUrl}/invitation/${token}`, {
          _csrf: hiddenField(forms[index] ?? '', '_csrf'),
          password: `${PASSWORD}${index}`,
          confirm: `${PASSWORD}${index}`,
        });
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 410]);
    expect((await signsIn(person.email, `${PASSWORD}0`)) !== (await signsIn(person.email, `${PASSWORD}1`))).toBe(true);
  });

  it('refuses a form without its CSRF token', async () => {
    const { token } = await invite();
    const browser = new BrowserSession();
    await browser.get(`${server.baseUrl}/invitation/${token}`);
    const sent = await browser.postForm(`${server.baseUrl}/invitation/${token}`, {
      _csrf: 'forged',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(sent.status).toBe(403);
  });
});

describe('invitation calls', () => {
  it('answers 404 for another tenant’s person, 403 to a learner, 409 for a deactivated person', async () => {
    const { person } = await invite();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await asAdmin(method, `/api/admin/people/${person.userCode}/invitation`, undefined, 'boreal');
      expect(response.status).toBe(404);
    }
    const learner = await server.request(`/api/admin/people/${person.userCode}/invitation`, {
      method: 'POST',
      headers: await bearer(server.database, 'acme', 'acme-learner'),
    });
    expect(learner.status).toBe(403);

    expect((await asAdmin('POST', `/api/admin/people/${person.userCode}/deactivate`)).status).toBe(200);
    const inactive = await asAdmin('POST', `/api/admin/people/${person.userCode}/invitation`);
    expect(inactive.status).toBe(409);
    expect(inactive.json<TProblem>().errors).toEqual({ userCode: [INVITATION_PERSON_INACTIVE] });
    expect(await auditActions(person.userCode)).toEqual(['create', 'deactivate']);
  });

  it('answers 400 to a bad user code and creates nobody (nor any invitation) from bad input', async () => {
    const before = await server.database.db.selectFrom('user_invitations').select('id').execute();
    const bad = await asAdmin('POST', '/api/admin/people', { firstName: '', lastName: 'X', email: 'nope' });
    expect(bad.status).toBe(400);
    const long = await asAdmin('GET', `/api/admin/people/${'x'.repeat(150)}/invitation`);
    expect(long.status).toBe(400);
    const after = await server.database.db.selectFrom('user_invitations').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});
