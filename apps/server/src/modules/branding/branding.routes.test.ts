import type { TBranding, TMedia, TProblem, TTenantConfiguration } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessChangeSignal } from '../../lib/change-signal.ts';
import { bearer } from '../../test/access-tokens.ts';
import { failInsertsInto } from '../../test/failing-inserts.ts';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { fileUpload, pdfFile, pngFile, sendBytes } from '../media/media-test-files.ts';

let server: TTestServer;
let acmeAdmin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  acmeAdmin = await bearer(server.database, 'acme', 'acme-admin');
});
afterAll(async () => {
  await server.close();
});

type TMethod = 'GET' | 'PUT';

async function call(
  method: TMethod,
  path: string,
  options: { user?: string; tenant?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const tenant = options.tenant ?? 'acme';
  const token = await bearer(server.database, tenant, options.user ?? `${tenant}-admin`);
  return server.request(path, {
    method,
    host: `${tenant}.localhost`,
    headers: { ...token, ...options.headers },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

const putBranding = (body: unknown, options: { tenant?: string; headers?: Record<string, string> } = {}) =>
  call('PUT', '/api/admin/branding', { ...options, body });

async function upload(file: Buffer, name: string, type: string, tenant = 'acme'): Promise<TMedia> {
  const { body, contentType } = fileUpload(file, name, type);
  const headers = tenant === 'acme' ? acmeAdmin : await bearer(server.database, tenant, `${tenant}-admin`);
  const response = await sendBytes(server.baseUrl, '/api/media', {
    method: 'POST',
    host: `${tenant}.localhost`,
    body,
    headers: { ...headers, 'content-type': contentType },
  });
  expect(response.status, response.text).toBe(201);
  return response.json<TMedia>();
}

async function auditRows(tenant = 'acme') {
  return server.database.db
    .selectFrom('admin_audit_log')
    .selectAll()
    .where('tenant_code', '=', tenant)
    .orderBy('id')
    .execute();
}

async function configuration(tenant = 'acme'): Promise<TTenantConfiguration> {
  const tenantUrl = encodeURIComponent(`http://${tenant}.localhost`);
  const response = await server.request(`/api/tenantconfiguration?tenantUrl=${tenantUrl}&urlFor=CORESPA`, {
    host: `${tenant}.localhost`,
  });
  expect(response.status).toBe(200);
  return response.json<TTenantConfiguration>();
}

async function branding(tenant = 'acme'): Promise<TBranding> {
  const response = await call('GET', '/api/admin/branding', { tenant });
  expect(response.status).toBe(200);
  return response.json<TBranding>();
}

describe('access to the branding', () => {
  it('answers 403 to a learner and a manager, 401 without a token', async () => {
    for (const user of ['acme-learner', 'acme-manager']) {
      expect((await call('GET', '/api/admin/branding', { user })).status).toBe(403);
      expect(
        (await call('PUT', '/api/admin/branding', { user, body: { brandColor: null, logoMediaId: null } })).status,
      ).toBe(403);
    }
    const anonymous = await server.request('/api/admin/branding', { host: 'acme.localhost' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the brand colour', () => {
  it("answers each tenant's own colour", async () => {
    expect((await branding('acme')).brandColor).toBe('#b4391c');
    expect((await branding('boreal')).brandColor).toBe('#0f6b5c');
  });

  it('saves a readable colour, which the next configuration answer carries, with one audit row', async () => {
    await configuration(); // built and cached before the change
    const before = await auditRows();
    const response = await putBranding({ brandColor: '#1B5E20', logoMediaId: null });
    expect(response.status, response.text).toBe(200);
    expect(response.json<TBranding>().brandColor).toBe('#1b5e20');
    expect((await configuration()).brandColor).toBe('#1b5e20');
    expect((await configuration('boreal')).brandColor).toBe('#0f6b5c');
    const added = (await auditRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ area: 'tenant', action: 'update', target_kind: 'tenant', target_id: 'acme' });
    expect(JSON.parse(added[0]?.before_json ?? 'null')).toMatchObject({ branding: { brandColor: '#b4391c' } });
    expect(JSON.parse(added[0]?.after_json ?? 'null')).toMatchObject({ branding: { brandColor: '#1b5e20' } });
  });

  it('refuses a colour too light for white text, in the caller’s language, proposing a darker shade', async () => {
    const before = await auditRows();
    const english = await putBranding(
      { brandColor: '#ffcc00', logoMediaId: null },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.status).toBe(400);
    const [englishMessage] = english.json<TProblem>().errors?.brandColor ?? [];
    expect(englishMessage).toMatch(/1\.51:1/);
    expect(englishMessage).toMatch(/4\.5:1/);
    const suggestion = /#[0-9a-f]{6}/.exec(englishMessage ?? '')?.[0];
    expect(suggestion).toBeDefined();
    expect((await putBranding({ brandColor: suggestion, logoMediaId: null })).status).toBe(200);

    const french = await putBranding(
      { brandColor: '#3399ff', logoMediaId: null },
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(french.status).toBe(400);
    expect(french.json<TProblem>().errors?.brandColor?.[0]).toMatch(/trop claire/);
    expect((await branding()).brandColor).toBe(suggestion);
    expect(await auditRows()).toHaveLength(before.length + 1);
  });

  it('refuses what is not a #rrggbb colour or an unknown field with 400 and field errors', async () => {
    for (const body of [
      { brandColor: 'red', logoMediaId: null },
      { brandColor: '#fff', logoMediaId: null },
      { brandColor: '#1b5e20' },
      { brandColor: '#1b5e20', logoMediaId: 'not-a-uuid' },
      { brandColor: '#1b5e20', logoMediaId: null, extra: true },
    ]) {
      const response = await putBranding(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json<TProblem>().code).toBe('validation_failed');
    }
  });

  it('goes back to the portal colour with null', async () => {
    expect((await putBranding({ brandColor: null, logoMediaId: null })).json<TBranding>().brandColor).toBeNull();
    expect((await configuration()).brandColor).toBeUndefined();
  });
});

describe('the logo', () => {
  it('takes an uploaded image of the tenant: the header and the sign-in page show it', async () => {
    const logo = await upload(await pngFile(120, 40), 'logo.png', 'image/png');
    const response = await putBranding({ brandColor: '#1b5e20', logoMediaId: logo.mediaId });
    expect(response.status, response.text).toBe(200);
    const saved = response.json<TBranding>();
    expect(saved.logoMediaId).toBe(logo.mediaId);
    expect(saved.logoUrl).toBe(`/image/${logo.mediaId}?tenant=acme&v=${logo.version}`);
    expect((await configuration()).logoUrl).toBe(saved.logoUrl);
    const image = await server.request(saved.logoUrl ?? '', { host: 'acme.localhost' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const css = await server.request('/signin-assets/brand.css', { host: 'acme.localhost' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.text).toContain('#1b5e20');
    expect(css.text).toContain(saved.logoUrl);
    // The colour kept, the same logo again: nothing to check twice, still one audit row.
    expect((await putBranding({ brandColor: '#1b5e20', logoMediaId: logo.mediaId.toUpperCase() })).status).toBe(200);
  });

  it("answers 404 for another tenant's image or an unknown one, and 400 for a document or a large image", async () => {
    const boreal = await upload(await pngFile(20, 20), 'boreal.png', 'image/png', 'boreal');
    expect((await putBranding({ brandColor: null, logoMediaId: boreal.mediaId })).status).toBe(404);
    expect((await putBranding({ brandColor: null, logoMediaId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );

    const pdf = await upload(pdfFile(), 'policy.pdf', 'application/pdf');
    const document = await putBranding({ brandColor: null, logoMediaId: pdf.mediaId });
    expect(document.status).toBe(400);
    expect(document.json<TProblem>().errors?.logoMediaId?.[0]).toMatch(/PNG, JPEG or WebP/);

    const noise = await sharp({
      create: {
        width: 700,
        height: 700,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const large = await upload(noise, 'large.png', 'image/png');
    expect(large.sizeInBytes).toBeGreaterThan(512 * 1024);
    const tooLarge = await putBranding({ brandColor: null, logoMediaId: large.mediaId });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json<TProblem>().errors?.logoMediaId?.[0]).toMatch(/512 KB/);
  });

  it('is removed with null: the name stands for it again', async () => {
    const response = await putBranding({ brandColor: '#1b5e20', logoMediaId: null });
    expect(response.json<TBranding>()).toMatchObject({ logoMediaId: null, logoUrl: null });
    expect((await configuration()).logoUrl).toBeUndefined();
    const css = await server.request('/signin-assets/brand.css', { host: 'acme.localhost' });
    expect(css.text).not.toContain('/image/');
  });
});

describe('one transaction', () => {
  it('changes nothing when the audit row cannot be written', async () => {
    const before = await branding();
    const failure = await failInsertsInto(server.database, 'admin_audit_log');
    try {
      expect((await putBranding({ brandColor: '#4a148c', logoMediaId: null })).status).toBe(500);
    } finally {
      await failure.undo();
    }
    expect(await branding()).toEqual(before);
  });
});

describe('every node', () => {
  it('serves the new colour at once: the others drop the configuration they built', async () => {
    const signal = createInProcessChangeSignal();
    const first = await startTestServer({ database: server.database, tenantChanges: signal });
    const second = await startTestServer({ database: server.database, tenantChanges: signal });
    try {
      const colorOn = async (node: TTestServer) => {
        const tenantUrl = encodeURIComponent('http://acme.localhost');
        const response = await node.request(`/api/tenantconfiguration?tenantUrl=${tenantUrl}&urlFor=CORESPA`, {
          host: 'acme.localhost',
        });
        return response.json<TTenantConfiguration>().brandColor;
      };
      expect(await colorOn(second)).not.toBe('#311b92');
      const response = await first.request('/api/admin/branding', {
        method: 'PUT',
        host: 'acme.localhost',
        headers: acmeAdmin,
        body: { brandColor: '#311b92', logoMediaId: null },
      });
      expect(response.status).toBe(200);
      expect(await colorOn(second)).toBe('#311b92');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
