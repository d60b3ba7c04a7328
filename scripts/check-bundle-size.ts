import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE_JS_BUDGET_BYTES, formatKilobytes, measureFirstPage } from './bundle/first-page-bundle.ts';
import type { TChunkSize } from './bundle/first-page-bundle.ts';

/**
 * `npm run check:bundle` (after `npm run build`): prints the gzip size of every JS file the first
 * page (/ -> /dashboard, signed in) loads before it renders, and fails above the 170 KB budget.
 */
const distDir = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
  console.error(`No build manifest in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const report = measureFirstPage(distDir);
const printRows = (chunks: readonly TChunkSize[]) => {
  for (const chunk of chunks) {
    console.log(
      `  ${formatKilobytes(chunk.gzipBytes).padStart(9)} gzip ${formatKilobytes(chunk.bytes).padStart(10)}  ${chunk.file}`,
    );
  }
};

console.log('First page JavaScript (before the first render):');
printRows(report.chunks);
console.log(
  `  ${formatKilobytes(report.totalGzipBytes).padStart(9)} gzip in ${report.chunks.length} files` +
    ` (budget ${formatKilobytes(FIRST_PAGE_JS_BUDGET_BYTES)})`,
);
if (report.deferred.length > 0) {
  console.log('Loaded by the same page after it rendered (not in the budget):');
  printRows(report.deferred);
}

if (report.totalGzipBytes > FIRST_PAGE_JS_BUDGET_BYTES) {
  const over = report.totalGzipBytes - FIRST_PAGE_JS_BUDGET_BYTES;
  console.error(`\n✖ The first page loads ${formatKilobytes(over)} of JavaScript over its budget.`);
  process.exit(1);
}
console.log('\n✔ Within the budget.');
