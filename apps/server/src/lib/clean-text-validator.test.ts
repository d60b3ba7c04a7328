import { UNCLEAN_TEXT_MESSAGE, type TProblem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../test/test-server.ts';

/**
 * The shared text rule of contracts holds on every route: NUL characters and lone surrogates are
 * a 400 field error, and nothing is stored.
 */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function post(path: string, user: string, body: unknown) {
  return server.request(path, {
    method: 'POST',
    host: 'acme.localhost',
    headers: await bearer(server.database, 'acme', user),
    body,
  });
}

const role = { description: 'Review uploads', status: 'Active', permissions: [] };

describe('text with NUL characters or lone surrogates', () => {
  it.each([
    ['a NUL character', 'Review\u0000ers'],
    ['a lone high surrogate', 'Reviewers \uD83D'],
    ['a lone low surrogate', '\uDE00 Reviewers'],
  ])('is refused in a role name (%s), creating nothing', async (_case, name) => {
    const response = await post('/api/role', 'acme-admin', { ...role, name });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>()).toMatchObject({
      code: 'validation_failed',
      errors: { name: [UNCLEAN_TEXT_MESSAGE] },
    });
    const stored = await server.database.db
      .selectFrom('roles')
      .select('name')
      .where('tenant_code', '=', 'acme')
      .where('name', 'like', '%Reviewers%')
      .execute();
    expect(stored).toEqual([]);
  });

  it("is refused in a user's own profile, naming the field", async () => {
    const response = await post('/api/userprofile/updateuserinfo', 'acme-learner', {
      firstName: 'Le\u0000na',
      lastName: 'Learner',
      email: 'learner@acme.test',
    });
    expect(response.status).toBe(400);
    expect(response.json<TProblem>().errors).toEqual({ firstName: [UNCLEAN_TEXT_MESSAGE] });
    const user = await server.database.db
      .selectFrom('users')
      .select('first_name')
      .where('tenant_code', '=', 'acme')
      .where('user_code', '=', 'acme-learner')
      .executeTakeFirstOrThrow();
    expect(user.first_name).toBe('Lena');
  });

  it('leaves well-formed text alone: emoji pairs, accents, tabs and new lines', async () => {
    const response = await post('/api/role', 'acme-admin', {
      ...role,
      name: 'Équipe 🎓',
      description: 'Line one\n\tline two',
    });
    expect(response.status).toBe(201);
  });
});
