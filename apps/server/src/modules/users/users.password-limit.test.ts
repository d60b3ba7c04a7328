import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/** A signed-in session is no password oracle: wrong guesses count like failed sign-ins. */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('password checks for a signed-in user', () => {
  it('answers 429 after five wrong old passwords, even to the right one, and changes nothing', async () => {
    const headers = await bearer(server.database, 'acme', 'acme-manager');
    const check = (oldPassword: string) =>
      server.request('/api/user/checkoldpassword', { method: 'POST', headers, body: { oldPassword } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await check('Wrong!2026');
      expect(wrong.status).toBe(200);
      expect(wrong.json<{ returnValue: boolean }>().returnValue).toBe(false);
    }
    expect((await check('Portal!2026')).status).toBe(429);
    const change = await server.request('/api/user/changepassword', {
      method: 'POST',
      headers,
      body: { oldPassword: 'Portal!2026', newPassword: 'Another!2027x' },
    });
    expect(change.status).toBe(429);
  });

  it("does not count one user's mistakes against another", async () => {
    const headers = await bearer(server.database, 'acme', 'acme-learner');
    const response = await server.request('/api/user/checkoldpassword', {
      method: 'POST',
      headers,
      body: { oldPassword: 'Portal!2026' },
    });
    expect(response.json<{ returnValue: boolean }>().returnValue).toBe(true);
  });
});
