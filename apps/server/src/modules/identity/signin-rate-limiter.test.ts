import type * as oidc from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { addLoopbackHostToAcme, discoverProvider, startSignIn, submitCredentials } from '../../test/oidc-flow.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/**
 * The sign-in limits hold when requests arrive at once (a security probe found twenty parallel
 * wrong passwords all verified): an account's slot is taken before its password is verified, so
 * a refused attempt (429) verified nothing, and every other answer is one verification.
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
beforeEach(async () => {
  // Every test signs in from 127.0.0.1: its per-address count starts afresh too.
  await server.database.db.deleteFrom('rate_limit_counters').execute();
});

/** Submits each password on a sign-in page of its own, all at once; answers in the same order. */
async function submitInParallel(email: string, passwords: string[]): Promise<number[]> {
  const pages = await Promise.all(passwords.map(() => startSignIn(server.baseUrl, config)));
  const responses = await Promise.all(
    pages.map((page, index) => submitCredentials(page, email, passwords[index] ?? '')),
  );
  return responses.map((response) => response.status);
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('sign-in attempts in parallel', () => {
  it('verifies at most five wrong passwords for one account and refuses the rest with 429', async () => {
    const statuses = await submitInParallel(
      'manager@acme.test',
      Array.from({ length: 20 }, () => 'Wrong!2026'),
    );
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(15);
  });

  it('does not let the right password through with nineteen wrong ones once the account is over its limit', async () => {
    const passwords = [...Array.from({ length: 19 }, () => 'Wrong!2026'), 'Portal!2026'];
    const statuses = await submitInParallel('manager@acme.test', passwords);
    const failures = count(statuses, 401);
    expect(failures).toBeLessThanOrEqual(5);
    // The right password took one of the five slots (and gave it back, a success is no failure) or got 429.
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(14);
    expect([303, 429]).toContain(statuses[19]);
    if (statuses[19] === 429) {
      expect(failures).toBe(5);
    }
    // Five failures leave no slot until the window ends, whatever the password.
    const started = await startSignIn(server.baseUrl, config);
    const after = await submitCredentials(started, 'manager@acme.test', 'Portal!2026');
    expect(after.status).toBe(failures === 5 ? 429 : 303);
  });

  it("counts one account's failures apart from another's", async () => {
    await submitInParallel(
      'manager@acme.test',
      Array.from({ length: 6 }, () => 'Wrong!2026'),
    );
    const started = await startSignIn(server.baseUrl, config);
    expect((await submitCredentials(started, 'learner@acme.test', 'Portal!2026')).status).toBe(303);
  });

  it('does not count successful sign-ins as failures', async () => {
    // One after another: at once, a sixth attempt would find the five slots taken, right or wrong.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const started = await startSignIn(server.baseUrl, config);
      expect((await submitCredentials(started, 'learner@acme.test', 'Portal!2026')).status).toBe(303);
    }
  });
});

describe('password checks of a signed-in user in parallel', () => {
  it('verifies at most five wrong old passwords and refuses the rest with 429', async () => {
    const headers = await bearer(server.database, 'acme', 'acme-manager');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('/api/user/checkoldpassword', { method: 'POST', headers, body: { oldPassword: 'Wrong!2026' } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 200)).toBe(5);
    expect(count(statuses, 429)).toBe(15);
  });
});
