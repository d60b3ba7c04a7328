import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_BOOT_ELEMENT_ID } from '@portal/contracts';
import type { TWebBoot } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';

/** Issue 24: index.html brings the answers of the start-up calls, so a first visit skips them. */

let server: TTestServer;
let distDir: string;

const HOSTILE_TEXT = 'Lost </script><script>alert(1)</script> <!-- here';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, 'static'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="PORTAL_CSP_NONCE"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ webDistDir: distDir });
  // A tenant's name is the tenant's to write: it must stay text inside the page.
  await server.database.db
    .updateTable('tenants')
    .set({ name: HOSTILE_TEXT })
    .where('tenant_code', '=', 'acme')
    .execute();
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const BOOT_ELEMENT = new RegExp(
  `<script type="application/json" id="${WEB_BOOT_ELEMENT_ID}" nonce="([^"]+)">(.*?)</script>`,
  's',
);

async function readBoot(host: string): Promise<{ boot: TWebBoot; nonce: string; csp: string; html: string }> {
  const response = await server.request('/dashboard', { host });
  expect(response.status).toBe(200);
  const match = BOOT_ELEMENT.exec(response.text);
  if (!match?.[1] || !match[2]) {
    throw new Error(`no start-up data in index.html for ${host}`);
  }
  return {
    boot: JSON.parse(match[2]) as TWebBoot,
    nonce: match[1],
    csp: String(response.headers['content-security-policy']),
    html: response.text,
  };
}

describe('start-up data in index.html', () => {
  it('holds what each start-up call answers, for the tenant of the address', async () => {
    const { boot } = await readBoot('acme.localhost');
    expect(boot.tenantUrl).toBe('http://acme.localhost');

    const settings = await server.request('/assets/appsettings.json');
    expect(boot.appSettings).toEqual(settings.json());
    const configuration = await server.request(
      `${boot.appSettings.configUrl}?tenantUrl=${encodeURIComponent(boot.tenantUrl)}&urlFor=CORESPA`,
    );
    expect(boot.configuration).toEqual(configuration.json());
    expect(boot.configuration.tenantCode).toBe('acme');

    // The interface strings are not carried: the page preloads them from the call's own URL.
    expect(boot.resourceStrings.locale).toBe(boot.configuration.defaultLocale);
    const { pathname, search, origin } = new URL(boot.resourceStrings.url);
    expect(origin).toBe(new URL(boot.configuration.coreService).origin);
    const strings = await server.request(`${pathname}${search}`);
    expect(strings.status).toBe(200);
    expect(strings.json<Record<string, string>>()['notFound.title']).toBe("Oops! You're lost.");
  });

  it('preloads the interface strings as the web app fetches them, before its script runs', async () => {
    const { boot, html } = await readBoot('acme.localhost');
    const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${boot.resourceStrings.url.replaceAll('&', '&amp;')}">`;
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
  });

  it("is each tenant's own", async () => {
    const { boot } = await readBoot('boreal.localhost');
    expect(boot.configuration.tenantCode).toBe('boreal');
    expect(boot.configuration.tenantName).not.toBe(HOSTILE_TEXT);
    expect(new URL(boot.resourceStrings.url).hostname).toBe('boreal.localhost');
  });

  it("keeps a tenant's text that looks like markup inside the element, as the same text", async () => {
    const { boot, html } = await readBoot('acme.localhost');
    expect(boot.configuration.tenantName).toBe(HOSTILE_TEXT);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- here');
  });

  it("carries the response's CSP nonce", async () => {
    const { nonce, csp } = await readBoot('acme.localhost');
    expect(csp).toContain(`'nonce-${nonce}'`);
  });

  it('is left out for an address no tenant has: the page asks and learns so', async () => {
    const response = await server.request('/dashboard', { host: 'unknown.example' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.text).not.toContain(WEB_BOOT_ELEMENT_ID);
  });
});
