import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Page } from 'puppeteer-core';
import { deferCleanup } from '../lib/cleanup.ts';
import { startPortalServer } from '../lib/servers.ts';
import { startTlsTerminator } from './web/tls-terminator.ts';
import {
  formatWebTable,
  listWebPages,
  summarizeRuns,
  WEB_ACCOUNT,
  WEB_THRESHOLDS,
  type TLighthouseFigures,
  type TWebPage,
} from './web/lighthouse-pages.ts';

/**
 * `npm run bench -- web` (issue 24): builds the web app, starts the portal on a fresh demo
 * database, signs the demo learner in in Debian's Chromium, then runs Lighthouse (mobile, default
 * simulated throttling) three times on each page in that same tab and prints each figure's median.
 * Never part of `npm test`: a run takes minutes.
 */
const repositoryRoot = resolve(import.meta.dirname, '..', '..');
const distDir = join(repositoryRoot, 'apps', 'web', 'dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Where each run's whole Lighthouse report goes (JSON, for the diagnostics the table leaves out).
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
// Only the pages whose names are listed (comma-separated), when set: a quicker run while mending one.
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
// h2: the pages come through a TLS terminator speaking HTTP/2 (HAProxy), as in production; h1
// (the default): straight from the portal over HTTP/1.1, six connections per host.
const PROTOCOL = process.env.BENCH_WEB_PROTOCOL === 'h2' ? 'h2' : 'h1';

export type TStandaloneSuite = { name: string; description: string; run: () => Promise<boolean> };

export function buildWebApp(): void {
  console.error('bench: web: building the web app (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    throw new Error('npm run build failed');
  }
}

export async function signIn(page: Page, origin: string): Promise<void> {
  // The signed-in pages keep a notification stream open: never "network idle".
  await page.goto(`${origin}/dashboard`, { waitUntil: 'load' });
  await page.waitForSelector('#email');
  await page.type('#email', WEB_ACCOUNT.email);
  await page.type('#password', WEB_ACCOUNT.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type=submit]')]);
  // Evaluated in the page as text: the bench's TypeScript has no DOM types.
  await page.waitForFunction("window.location.pathname === '/dashboard'", { timeout: 60_000 });
}

/**
 * Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART, "run Lighthouse again"):
 * such a run is measured once more rather than ending the suite.
 */
async function measureWithRetry(page: Page, url: string, reportName: string): Promise<TLighthouseFigures> {
  try {
    return await measurePage(page, url, reportName);
  } catch (error) {
    console.error(
      `bench: web: measuring ${url} again after: ${error instanceof Error ? error.message : String(error)}`,
    );
    return measurePage(page, url, reportName);
  }
}

async function measurePage(page: Page, url: string, reportName: string): Promise<TLighthouseFigures> {
  // Cold HTTP cache as a first visit has; the session (session storage) stays: same tab, signed in.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) {
    throw new Error(`Lighthouse gave no result for ${url}`);
  }
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath.startsWith('/signin') || finalPath === '/index.html') {
    throw new Error(`${url} was measured signed out (ended on ${finalPath})`);
  }
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  return {
    performance: (lhr.categories['performance']?.score ?? 0) * 100,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

async function runWebSuite(): Promise<boolean> {
  buildWebApp();
  const { pages: allPages, notes } = listWebPages(distDir);
  const pages = ONLY_PAGES ? allPages.filter((webPage) => ONLY_PAGES.includes(webPage.name)) : allPages;
  notes.forEach((note) => console.log(`note: ${note}`));

  const portal = await startPortalServer(PROTOCOL === 'h2' ? { env: { TRUST_PROXY: 'true' } } : {});
  const forgetPortal = deferCleanup(portal.stop);
  const terminator = PROTOCOL === 'h2' ? await startTlsTerminator(Number(new URL(portal.baseUrl).port)) : null;
  const forgetTerminator = terminator ? deferCleanup(terminator.stop) : () => {};
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      // The terminator's certificate is made for the run.
      ...(terminator ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const closeBrowser = () => browser.close();
  const forgetBrowser = deferCleanup(closeBrowser);
  try {
    // Chromium resolves *.localhost to the loopback address; the host names the tenant.
    const origin = terminator
      ? `https://acme.localhost:${terminator.port}`
      : portal.baseUrl.replace('127.0.0.1', 'acme.localhost');
    const page = await browser.newPage();
    await signIn(page, origin);

    const results = [];
    for (const webPage of pages satisfies TWebPage[]) {
      const runs: TLighthouseFigures[] = [];
      for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
        console.error(`bench: web: ${webPage.name} run ${run}/${RUNS_PER_PAGE}`);
        const reportName = `${webPage.name.replaceAll(' ', '-')}-${run}`;
        runs.push(await measureWithRetry(page, `${origin}${webPage.path}`, reportName));
      }
      results.push(summarizeRuns(webPage.name, runs));
    }
    console.log(
      `Lighthouse mobile (simulated throttling), ${PROTOCOL === 'h2' ? 'HTTP/2 through a TLS terminator' : 'HTTP/1.1 straight from the portal'}, ` +
        `median of ${RUNS_PER_PAGE}, signed in as ${WEB_ACCOUNT.email}; ` +
        `thresholds: performance >= ${WEB_THRESHOLDS.performance}, LCP < ${WEB_THRESHOLDS.lcpMs} ms, ` +
        `TBT < ${WEB_THRESHOLDS.tbtMs} ms, CLS < ${WEB_THRESHOLDS.cls}\n`,
    );
    console.log(formatWebTable(results));
    return results.every((result) => result.passed);
  } finally {
    forgetBrowser();
    await closeBrowser();
    forgetTerminator();
    await terminator?.stop();
    forgetPortal();
    await portal.stop();
  }
}

export const webSuite: TStandaloneSuite = {
  name: 'web',
  description: 'Lighthouse mobile, signed in: dashboard, resources, search, profile, learning path',
  run: runWebSuite,
};
