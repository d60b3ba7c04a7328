import type { TProblem, TSubmitIssueResponse } from '@portal/contracts';
import { ContactValidation } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let learner: Record<string, string>;
let borealUser: Record<string, string>;

const path = '/api/TenantNotification/submitissue';
const valid = { name: 'Lea Learner', email: 'learner@acme.test', subject: 'Badge', message: 'My badge is missing.' };

beforeAll(async () => {
  server = await startTestServer();
  learner = await bearer(server.database, 'acme', 'acme-learner');
  borealUser = await bearer(server.database, 'boreal', 'boreal-apprenant');
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/TenantNotification/submitissue', () => {
  it("stores the request with the user, the tenant and the request's correlation id", async () => {
    const response = await server.request(path, {
      method: 'POST',
      headers: { ...learner, 'x-correlation-id': 'contact-test-1' },
      body: { ...valid, subject: '  Badge  ' },
    });
    expect(response.status).toBe(200);
    const answer = response.json<TSubmitIssueResponse>();
    expect(answer).toMatchObject({ success: true, message: 'Your message was sent.' });
    const row = await server.database.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', answer.returnValue)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_code: 'acme',
      user_code: 'acme-learner',
      name: 'Lea Learner',
      email: 'learner@acme.test',
      subject: 'Badge',
      message: 'My badge is missing.',
      correlation_id: 'contact-test-1',
    });
  });

  it('needs a signed-in user of the host tenant', async () => {
    expect((await server.request(path, { method: 'POST', body: valid })).status).toBe(401);
    expect((await server.request(path, { method: 'POST', headers: borealUser, body: valid })).status).toBe(401);
    const boreal = await server.request(path, {
      method: 'POST',
      host: 'boreal.localhost',
      headers: borealUser,
      body: valid,
    });
    expect(boreal.status).toBe(200);
    const rows = await server.database.db.selectFrom('contact_requests').select(['tenant_code', 'user_code']).execute();
    expect(rows).toContainEqual({ tenant_code: 'boreal', user_code: 'boreal-apprenant' });
  });

  it('validates every field with its limits and refuses unknown ones', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: ' ' }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, subject: 'x'.repeat(ContactValidation.maxSubjectLength + 1) }, 'subject'],
      [{ ...valid, message: 'x'.repeat(ContactValidation.maxMessageLength + 1) }, 'message'],
      [{ ...valid, message: undefined }, 'message'],
      [{ ...valid, userCode: 'acme-admin' }, 'request'],
    ];
    for (const [body, field] of cases) {
      const response = await server.request(path, { method: 'POST', headers: learner, body });
      expect(response.status, field).toBe(400);
      const problem = response.json<TProblem>();
      expect(problem.code).toBe('validation_failed');
      if (field !== 'request') {
        expect(Object.keys(problem.errors ?? {}), field).toContain(field);
      }
    }
  });
});
