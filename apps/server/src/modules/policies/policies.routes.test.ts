import type { TProblem, TTenantNotification } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createTenantNotification } from './policies.service.ts';

let server: TTestServer;
const base = '/api/TenantNotification';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(path: string, host = 'acme.localhost') {
  return server.request(`${base}/${path}`, { host });
}

describe('tenant notifications (public)', () => {
  it('GetNotificationByType answers the version in force now, in the asked language', async () => {
    const response = await get('GetNotificationByType?tenantCode=acme&type=TERMS_CONDITIONS&locale=fr-CA');
    expect(response.status).toBe(200);
    const notification = response.json<TTenantNotification>();
    expect(notification).toMatchObject({
      tenantCode: 'acme',
      type: 'TERMS_CONDITIONS',
      locale: 'fr-CA',
      title: 'Conditions d’utilisation',
      version: '2.0',
      effectiveFrom: '2025-06-01T00:00:00.000Z',
      notificationCode: 'acme-TERMS_CONDITIONS-fr-CA-2.0',
    });
    expect(notification.htmlContent).toContain('<h2>Conditions d’utilisation</h2>');
  });

  it('GetNotificationByTypeWithDate answers the version in force at the date', async () => {
    const older = await get('GetNotificationByTypeWithDate?type=PRIVACY_POLICY&locale=en&date=2025-01-01T00:00:00Z');
    expect(older.json<TTenantNotification>()).toMatchObject({ version: '1.0', title: 'Privacy Policy' });
    const current = await get('GetNotificationByTypeWithDate?type=PRIVACY_POLICY&locale=en');
    expect(current.json<TTenantNotification>().version).toBe('2.0');
    const before = await get('GetNotificationByTypeWithDate?type=PRIVACY_POLICY&date=2020-01-01T00:00:00Z');
    expect(before.status).toBe(404);
  });

  it('GetNotificationsByTypeWithDate answers one per type, types repeated or once', async () => {
    const both = await get(
      'GetNotificationsByTypeWithDate?tenantCode=acme&types=PRIVACY_POLICY&types=TERMS_CONDITIONS&locale=en',
    );
    expect(both.status).toBe(200);
    expect(both.json<TTenantNotification[]>().map((n) => [n.type, n.version])).toEqual([
      ['PRIVACY_POLICY', '2.0'],
      ['TERMS_CONDITIONS', '2.0'],
    ]);
    const one = await get('GetNotificationsByTypeWithDate?types=TERMS_CONDITIONS&date=2024-12-31T23:00:00-05:00');
    expect(one.json<TTenantNotification[]>().map((n) => n.version)).toEqual(['1.0']);
    expect((await get('GetNotificationsByTypeWithDate?types=COOKIES')).status).toBe(400);
  });

  it('GetLastNotification answers the latest version, even one not yet in force', async () => {
    expect((await get('GetLastNotification?type=TERMS_CONDITIONS&locale=en')).json<TTenantNotification>().version).toBe(
      '2.0',
    );
    await createTenantNotification(server.database.db, {
      tenantCode: 'acme',
      code: 'acme-terms-en-3',
      type: 'TERMS_CONDITIONS',
      version: '3.0',
      effectiveFrom: '2099-01-01T00:00:00Z',
      locale: 'en',
      title: 'Terms and Conditions',
      html: '<p>Next</p>',
    });
    expect((await get('GetLastNotification?type=TERMS_CONDITIONS&locale=en')).json<TTenantNotification>().version).toBe(
      '3.0',
    );
    expect(
      (await get('GetNotificationByType?type=TERMS_CONDITIONS&locale=en')).json<TTenantNotification>().version,
    ).toBe('2.0');
  });

  it("uses the host's tenant: another tenantCode is a 404, the host's in any case is fine", async () => {
    for (const path of [
      'GetNotificationByType?tenantCode=boreal&type=TERMS_CONDITIONS',
      'GetNotificationByTypeWithDate?tenantCode=boreal&type=TERMS_CONDITIONS',
      'GetNotificationsByTypeWithDate?tenantCode=boreal&types=TERMS_CONDITIONS',
      'GetLastNotification?tenantCode=boreal&type=TERMS_CONDITIONS',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.json<TProblem>().code).toBe('not_found');
    }
    expect((await get('GetNotificationByType?tenantCode=ACME&type=TERMS_CONDITIONS')).status).toBe(200);
    const boreal = await get('GetNotificationByType?type=TERMS_CONDITIONS', 'boreal.localhost');
    expect(boreal.json<TTenantNotification>()).toMatchObject({ tenantCode: 'boreal', locale: 'fr-CA' });
    expect(boreal.json<TTenantNotification>().htmlContent).toContain('Boréal Inc.');
  });

  it("falls back to the tenant's default language when the asked one has none", async () => {
    await server.database.db
      .deleteFrom('tenant_notifications')
      .where('tenant_code', '=', 'boreal')
      .where('locale', '=', 'en')
      .execute();
    const response = await get('GetNotificationByType?type=PRIVACY_POLICY&locale=en', 'boreal.localhost');
    expect(response.json<TTenantNotification>()).toMatchObject({ locale: 'fr-CA', version: '2.0' });
  });

  it('stores HTML sanitised', async () => {
    await createTenantNotification(server.database.db, {
      tenantCode: 'acme',
      code: 'acme-privacy-fr-9',
      type: 'PRIVACY_POLICY',
      version: '9.0',
      effectiveFrom: '2099-02-01T00:00:00Z',
      locale: 'fr-CA',
      title: 'Politique',
      html: '<p onclick="x()">Texte</p><script>alert(1)</script><a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)>',
    });
    const response = await get('GetLastNotification?type=PRIVACY_POLICY&locale=fr-CA');
    expect(response.json<TTenantNotification>().htmlContent).toBe('<p>Texte</p><a>lien</a>');
  });
});
