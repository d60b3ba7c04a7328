import type { TGetMenuResponse, TTenantNotification } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/access-tokens.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/* What a new user meets in the demo data (issue 22), through the real server. */

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function moreMenuNames(tenantCode: string, userCode: string, locale: string): Promise<string[]> {
  const headers = await bearer(server.database, tenantCode, userCode);
  const response = await server.request(`/api/menu?locale=${locale}`, { headers, host: `${tenantCode}.localhost` });
  expect(response.status).toBe(200);
  const more = response.json<TGetMenuResponse>().items.find((item) => item.moduleCode === 'MULTIMODULE');
  return more?.children.map((child) => child.displayName) ?? [];
}

describe('demo menus', () => {
  it("names every More item in the menu's language, from the tenant's strings", async () => {
    const french = bundledCatalogues['fr-CA'].common;
    expect(await moreMenuNames('boreal', 'boreal-apprenant', 'fr-CA')).toEqual([
      french['area.explore'],
      french['area.trivia'],
      'Mes compétences',
      french['area.contactUs'],
      'Centre d’aide',
    ]);
    expect(await moreMenuNames('acme', 'acme-learner', 'fr-CA')).toEqual([
      'Explorer',
      'Jeux-questionnaires',
      'Mes compétences',
      'Magasins',
      'Nous joindre',
      'Centre d’aide',
    ]);
    expect(await moreMenuNames('acme', 'acme-learner', 'en')).toEqual([
      'Explore',
      'Trivia',
      'My skills',
      'Stores',
      'Contact Us',
      'Help centre',
    ]);
  });

  it('names the More items of a demo seeded before, at the next start', async () => {
    await server.database.db
      .updateTable('menu_items')
      .set({ display_name_en: null, display_name_fr: null })
      .where('tenant_code', '=', 'boreal')
      .where('module_code', 'in', ['EXPLORE', 'TRIVIA', 'CONTACTUS'])
      .execute();
    expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
    const names = await server.database.db
      .selectFrom('menu_items')
      .select(['display_name_en', 'display_name_fr'])
      .where('tenant_code', '=', 'boreal')
      .where('module_code', '=', 'TRIVIA')
      .execute();
    expect(names).toEqual([{ display_name_en: 'Trivia', display_name_fr: 'Jeux-questionnaires' }]);
  });
});

describe('demo policies', () => {
  const terms = async () => {
    const response = await server.request(
      '/api/TenantNotification/GetNotificationByType?type=TERMS_CONDITIONS&locale=fr-CA',
      { host: 'boreal.localhost' },
    );
    expect(response.status).toBe(200);
    return response.json<TTenantNotification>().htmlContent;
  };

  it('ends a sentence on the tenant name "Boréal Inc." with one period, not two', async () => {
    const html = await terms();
    expect(html).toContain('Boréal Inc.</p>');
    expect(html).not.toContain('Inc..');
  });

  it('repairs the double period an earlier seed wrote, at the next start', async () => {
    await server.database.db
      .updateTable('tenant_notifications')
      .set({ html_content: '<p>Ces conditions régissent le portail de Boréal Inc..</p>' })
      .where('tenant_code', '=', 'boreal')
      .where('type', '=', 'TERMS_CONDITIONS')
      .execute();
    expect(await seedDemoIfEmpty(server.database.db)).toBe('already-seeded');
    const rows = await server.database.db
      .selectFrom('tenant_notifications')
      .select('html_content')
      .where('tenant_code', '=', 'boreal')
      .where('type', '=', 'TERMS_CONDITIONS')
      .execute();
    expect(rows.map((row) => row.html_content)).toEqual(
      rows.map(() => '<p>Ces conditions régissent le portail de Boréal Inc.</p>'),
    );
  });
});
