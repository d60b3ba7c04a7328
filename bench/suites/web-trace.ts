import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { deferCleanup } from '../lib/cleanup.ts';
import { startPortalServer } from '../lib/servers.ts';
import { describeLongTasks, type TTraceEvent } from './web/long-task-trace.ts';
import { listWebPages } from './web/lighthouse-pages.ts';
import { buildWebApp, CHROMIUM_PATH, signIn, type TStandaloneSuite } from './web.ts';

/**
 * `npm run bench -- web-trace` (issue 24, a diagnosis, never in the default run): the web suite's
 * pages loaded once each with a cold cache on a 4x-throttled CPU (Lighthouse's mobile slowdown) in
 * a phone-sized tab, signed in; prints each page's long tasks broken down (`long-task-trace.ts`).
 * Lighthouse says how long a page blocks; this says on what. `BENCH_WEB_PAGES` picks pages;
 * `BENCH_WEB_TRACES=<folder>` keeps each whole trace.
 */
const repositoryRoot = resolve(import.meta.dirname, '..', '..');
const distDir = join(repositoryRoot, 'apps', 'web', 'dist');
const CPU_SLOWDOWN = 4;
// The page keeps loading its later parts (footer, live notifications) for a few seconds.
const TRACE_MS = 8000;
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
// A folder to keep each page's whole trace in (<page>.json), for DevTools' Performance panel.
const TRACES_DIR = process.env.BENCH_WEB_TRACES;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  // navigationStart, the zero of the times printed.
  'blink.user_timing',
];

async function runWebTrace(): Promise<boolean> {
  buildWebApp();
  const { pages: allPages } = listWebPages(distDir);
  const pages = ONLY_PAGES ? allPages.filter((webPage) => ONLY_PAGES.includes(webPage.name)) : allPages;
  const portal = await startPortalServer();
  const forgetPortal = deferCleanup(portal.stop);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const closeBrowser = () => browser.close();
  const forgetBrowser = deferCleanup(closeBrowser);
  try {
    const origin = portal.baseUrl.replace('127.0.0.1', 'acme.localhost');
    const page = await browser.newPage();
    // Lighthouse's mobile screen.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await signIn(page, origin);
    for (const webPage of pages) {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.tracing.start({ categories: TRACE_CATEGORIES });
      await page.goto(`${origin}${webPage.path}`, { waitUntil: 'load' });
      await new Promise((done) => setTimeout(done, TRACE_MS));
      const trace = await page.tracing.stop();
      if (TRACES_DIR && trace) {
        mkdirSync(TRACES_DIR, { recursive: true });
        writeFileSync(join(TRACES_DIR, `${webPage.name}.json`), trace);
      }
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await session.detach();
      const { traceEvents } = JSON.parse(Buffer.from(trace ?? new Uint8Array()).toString('utf8')) as {
        traceEvents: TTraceEvent[];
      };
      console.log(
        `\n--- ${webPage.name} (${webPage.path}), CPU ${CPU_SLOWDOWN}x slower\n${describeLongTasks(traceEvents)}`,
      );
    }
    return true;
  } finally {
    forgetBrowser();
    await closeBrowser();
    forgetPortal();
    await portal.stop();
  }
}

export const webTraceSuite: TStandaloneSuite = {
  name: 'web-trace',
  description: 'long tasks of each web page on a 4x-throttled CPU, broken down (a diagnosis, only when named)',
  run: runWebTrace,
};
