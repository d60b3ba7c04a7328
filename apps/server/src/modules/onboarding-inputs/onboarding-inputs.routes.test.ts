import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;
let newhire: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  newhire = await bearer(server.database, 'acme', 'acme-newhire');
});
afterAll(async () => {
  await server.close();
});

describe('the onboarding input of the skill assessment module, not built yet', () => {
  it('answers no pending skill assessment, and refuses a bad flag', async () => {
    for (const query of ['', '?isOnBoarding=true', '?isOnBoarding=false']) {
      const response = await server.request(`/api/userAttempt/pendingskillassessments${query}`, { headers: newhire });
      expect(response.status, query).toBe(200);
      expect(response.json()).toEqual({ success: true, returnValue: [], message: null });
    }
    const bad = await server.request('/api/userAttempt/pendingskillassessments?isOnBoarding=maybe', {
      headers: newhire,
    });
    expect(bad.status).toBe(400);
  });

  it("needs a signed-in user of the host's tenant", async () => {
    expect((await server.request('/api/userAttempt/pendingskillassessments')).status).toBe(401);
    const boreal = await bearer(server.database, 'boreal', 'boreal-admin');
    const response = await server.request('/api/userAttempt/pendingskillassessments', { headers: boreal });
    expect(response.status).toBe(401);
  });
});
