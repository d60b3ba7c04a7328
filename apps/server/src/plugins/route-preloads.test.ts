import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../test/test-server.ts';

/** Issue 24: index.html names the script files of the page at its address, to fetch at once. */

let server: TTestServer;
let distDir: string;

// What the web app's build writes (apps/web/build-plugins/route-preloads.ts), in small.
const PRELOADS = {
  '/resources': ['static/resources-a1.js', 'static/list-b2.js'],
  '/resources/:resourceId': ['static/resource-detail-c3.js'],
  '/resources/reports': ['static/resource-reports-d4.js'],
  '/team/:userCode': ['static/team-e5.js'],
};

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="PORTAL_CSP_NONCE"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  server = await startTestServer({ webDistDir: distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function preloadedFiles(path: string, host = 'acme.localhost'): Promise<string[]> {
  const response = await server.request(path, { host });
  expect(response.status).toBe(200);
  return [...response.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('index.html preloads the script files of the page asked for', () => {
  it("names the page's files, in the build's order, in the head", async () => {
    expect(await preloadedFiles('/resources')).toEqual(['/static/resources-a1.js', '/static/list-b2.js']);
    const response = await server.request('/resources', { host: 'acme.localhost' });
    expect(response.text.indexOf('rel="modulepreload"')).toBeLessThan(response.text.indexOf('</head>'));
  });

  it('matches as the web app routes: a named segment before a parameter, any case, a trailing slash', async () => {
    expect(await preloadedFiles('/resources/reports')).toEqual(['/static/resource-reports-d4.js']);
    expect(await preloadedFiles('/resources/42')).toEqual(['/static/resource-detail-c3.js']);
    expect(await preloadedFiles('/Resources/')).toEqual(['/static/resources-a1.js', '/static/list-b2.js']);
    expect(await preloadedFiles('/resources?category=7')).toEqual(['/static/resources-a1.js', '/static/list-b2.js']);
  });

  it('names nothing for an address no page has, or a parent without a page of its own', async () => {
    expect(await preloadedFiles('/nowhere')).toEqual([]);
    expect(await preloadedFiles('/team')).toEqual([]);
    expect(await preloadedFiles('/resources/42/more')).toEqual([]);
  });

  it('names nothing for an address no tenant has: that page shows no route', async () => {
    expect(await preloadedFiles('/resources', 'nobody.localhost')).toEqual([]);
  });
});
