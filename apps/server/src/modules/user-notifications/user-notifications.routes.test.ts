import type { TGetUnreadNotificationCountResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/user-notification/unread/count', () => {
  it('answers the count of unread notifications: none until notifications exist', async () => {
    const headers = await bearer(server.database, 'acme', 'acme-learner');
    const response = await server.request('/api/user-notification/unread/count', { headers });
    expect(response.status).toBe(200);
    expect(response.json<TGetUnreadNotificationCountResponse>()).toEqual({ count: 0 });
  });

  it("answers 401 without a token and to another tenant's token", async () => {
    expect((await server.request('/api/user-notification/unread/count')).status).toBe(401);
    const boreal = await bearer(server.database, 'boreal', 'boreal-admin');
    expect((await server.request('/api/user-notification/unread/count', { headers: boreal })).status).toBe(401);
  });
});
