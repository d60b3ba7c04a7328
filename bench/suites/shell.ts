import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  FIRST_PAGE_JS_BUDGET_BYTES,
  formatKilobytes,
  measureFirstPage,
} from '../../scripts/bundle/first-page-bundle.ts';
import type { TBenchSuite, TLoadTarget } from '../lib/suite.ts';
import { ACME_HOST, authorizationOf } from './acme-authorization.ts';
import { addLoopbackHostToAcme } from './identity/portal-data.ts';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const WEB_DIST_DIR = join(repositoryRoot, 'apps', 'web', 'dist');

/**
 * The bell's calls (issue 7): as the learner, each with a fresh token of its own; at least 0.3 of
 * the baseline's req/s.
 */
const BELL_CALL = {
  headers: { host: ACME_HOST },
  prepareHeaders: authorizationOf('learner@acme.test'),
  minRatio: 0.3,
} as const satisfies Partial<TLoadTarget>;

/**
 * The calls the home shell makes on every page load once signed in: the header's menus, the
 * footer and the bell. The tenant configuration is the foundation suite's.
 */
export const shellSuite: TBenchSuite = {
  name: 'shell',
  description: "Header menus (user and admin), footer configuration and the bell's unread count and check",
  // openid-client signs in at 127.0.0.1, which must be one of acme's hosts (see the identity suite).
  setUp: (portal) => addLoopbackHostToAcme(portal.databasePath),
  targets: [
    {
      name: 'menu',
      path: '/api/menu?displayMode=Web&locale=en',
      headers: { host: ACME_HOST },
      prepareHeaders: authorizationOf('learner@acme.test'),
    },
    {
      name: 'menu-admin',
      path: '/api/menu/admin?locale=en',
      headers: { host: ACME_HOST },
      prepareHeaders: authorizationOf('admin@acme.test'),
    },
    {
      name: 'footer',
      path: '/api/tenant/FooterConfiguration?locale=en',
      headers: { host: ACME_HOST },
    },
    { name: 'unread-count', path: '/api/user-notification/unread/count', ...BELL_CALL },
    { name: 'unread-check', path: '/api/user-notification/unread/check', ...BELL_CALL },
  ],
};

/**
 * The first page's JavaScript (gzip) against the 170 KB budget of issue 4, measured on the web app
 * as last built (`npm run build`); the bench does not build it. `npm run check:bundle` enforces it.
 */
export function describeFirstPageBundle(distDir: string = WEB_DIST_DIR): string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const shownDir = relative(repositoryRoot, distDir);
  if (!existsSync(manifestPath)) {
    return `first page bundle: no build in ${shownDir} (no .vite/manifest.json); run \`npm run build\` first`;
  }
  const report = measureFirstPage(distDir);
  const total = report.totalGzipBytes;
  const verdict =
    total <= FIRST_PAGE_JS_BUDGET_BYTES
      ? `within the budget (${formatKilobytes(FIRST_PAGE_JS_BUDGET_BYTES - total)} to spare)`
      : `OVER the budget by ${formatKilobytes(total - FIRST_PAGE_JS_BUDGET_BYTES)}`;
  const deferredGzip = report.deferred.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return [
    `first page bundle (${shownDir}, built ${statSync(manifestPath).mtime.toISOString()}):`,
    `  ${formatKilobytes(total)} gzip of JavaScript in ${report.chunks.length} files, ` +
      `budget ${formatKilobytes(FIRST_PAGE_JS_BUDGET_BYTES)}: ${verdict}`,
    `  loaded right after the first render (not in the budget): ${formatKilobytes(deferredGzip)} gzip ` +
      `in ${report.deferred.length} files`,
  ].join('\n');
}
