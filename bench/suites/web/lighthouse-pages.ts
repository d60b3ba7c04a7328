import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatSearchPageParams, SEARCH_PAGE_PATH } from '@portal/contracts';

/** A signed-in page the web suite measures. */
export type TWebPage = { name: string; path: string };

/** The thresholds of issue 24, per page (Lighthouse mobile, default simulated throttling). */
export const WEB_THRESHOLDS = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** The demo learner every page is measured as (password of every demo account). */
export const WEB_ACCOUNT = { email: 'learner@acme.test', password: 'Portal!2026' } as const;

const LEARNING_PATH_ROUTE = 'src/app/routes/learning-path/learning-path.tsx';

/**
 * The pages of the suite: dashboard, resources, search (with a term, so it shows results) and
 * profile; the learner's learning path page when the build has that route (a note otherwise).
 */
export function listWebPages(distDir: string): { pages: TWebPage[]; notes: string[] } {
  const pages: TWebPage[] = [
    { name: 'dashboard', path: '/dashboard' },
    { name: 'resources', path: '/resources' },
    { name: 'search', path: `${SEARCH_PAGE_PATH}?${formatSearchPageParams({ term: 'safety' }).toString()}` },
    { name: 'profile', path: '/profile' },
  ];
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as object) : {};
  if (LEARNING_PATH_ROUTE in manifest) {
    pages.push({ name: 'learning path', path: '/learning-path' });
    return { pages, notes: [] };
  }
  return { pages, notes: ['no learning path route in this build: its page is skipped'] };
}

/**
 * The figures of one Lighthouse run that the suite reports: the four the thresholds judge, and
 * first contentful paint and speed index, which weigh 20% of the score and say where a page waits.
 */
export type TLighthouseFigures = {
  performance: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export type TPageResult = TLighthouseFigures & { page: string; runs: number; passed: boolean };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs, and whether it meets the thresholds. */
export function summarizeRuns(page: string, runs: readonly TLighthouseFigures[]): TPageResult {
  const figures = {
    performance: median(runs.map((run) => run.performance)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    speedIndexMs: median(runs.map((run) => run.speedIndexMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
  const passed =
    figures.performance >= WEB_THRESHOLDS.performance &&
    figures.lcpMs < WEB_THRESHOLDS.lcpMs &&
    figures.tbtMs < WEB_THRESHOLDS.tbtMs &&
    figures.cls < WEB_THRESHOLDS.cls;
  return { page, runs: runs.length, passed, ...figures };
}

export function formatWebTable(results: readonly TPageResult[]): string {
  const header = ['page', 'performance', 'FCP ms', 'SI ms', 'LCP ms', 'TBT ms', 'CLS', 'runs', 'check'];
  const rows = results.map((result) => [
    result.page,
    String(Math.round(result.performance)),
    String(Math.round(result.fcpMs)),
    String(Math.round(result.speedIndexMs)),
    String(Math.round(result.lcpMs)),
    String(Math.round(result.tbtMs)),
    result.cls.toFixed(3),
    String(result.runs),
    result.passed ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
