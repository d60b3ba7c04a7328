import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_PAGE_JS_BUDGET_BYTES,
  FIRST_PAGE_JS_TARGET_BYTES,
  formatKilobytes,
  measureFirstPage,
} from './bundle/first-page-bundle.ts';
import type { TChunkSize } from './bundle/first-page-bundle.ts';

/**
 * `npm run check:bundle` (after `npm run build`): prints the gzip size of every JS file the first
 * page (/ -> /dashboard, signed in) loads before it renders and fails above its budget (171 KB;
 * issue 24's target of 120 KB is printed beside it);
 * fails when a lazy route adds more than its own budget, when the first page uses a Mantine
 * component whose styles are not in its render-blocking CSS (styles/first-page.css), or when the
 * dashboard (its first page, what that loads once drawn, its board) or one of the other pages a
 * phone opens first (ZOD_FREE_ROUTE_MODULES) loads zod.
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
const failures: string[] = [];

console.log('First page JavaScript (before the first render):');
printRows(report.chunks);
console.log(
  `  ${formatKilobytes(report.totalGzipBytes).padStart(9)} gzip in ${report.chunks.length} files` +
    ` (budget ${formatKilobytes(FIRST_PAGE_JS_BUDGET_BYTES)}, target ${formatKilobytes(FIRST_PAGE_JS_TARGET_BYTES)})`,
);
if (report.totalGzipBytes > FIRST_PAGE_JS_TARGET_BYTES) {
  const toGo = report.totalGzipBytes - FIRST_PAGE_JS_TARGET_BYTES;
  console.log(`  ${formatKilobytes(toGo)} above issue 24's target (not a failure yet).`);
}
if (report.totalGzipBytes > FIRST_PAGE_JS_BUDGET_BYTES) {
  const over = report.totalGzipBytes - FIRST_PAGE_JS_BUDGET_BYTES;
  failures.push(`The first page loads ${formatKilobytes(over)} of JavaScript over its budget.`);
}
if (report.deferred.length > 0) {
  console.log('Loaded by the same page after it rendered (not in the budget):');
  printRows(report.deferred);
}

console.log('First page render-blocking CSS:');
printRows(report.css);
if (report.unstyledClasses.length > 0) {
  failures.push(
    `The first page uses Mantine classes its CSS lacks (${report.unstyledClasses.join(', ')}): add the` +
      ' component to apps/web/src/styles/first-page.css.',
  );
}

if (report.zodFiles.length > 0) {
  failures.push(
    `The dashboard loads zod (${report.zodFiles.join(', ')}): read its calls' answers with` +
      ' serverCheckedAnswer, and import contract rules from a module without schemas.',
  );
}

for (const route of report.zodRoutes) {
  failures.push(
    `${route.route} loads zod (${route.files.join(', ')}): read its calls' answers with serverCheckedAnswer,` +
      ' and import contract rules from a module without schemas.',
  );
}

console.log('Loaded once by the first other page opened, which checks its answers with it (zod):');
printRows(report.shared);
console.log('Lazy routes (what opening one adds besides, gzip, against its budget):');
for (const route of report.routes) {
  const isOver = route.gzipBytes > route.budgetBytes;
  console.log(
    `  ${formatKilobytes(route.gzipBytes).padStart(9)} / ${formatKilobytes(route.budgetBytes).padStart(8)}` +
      ` ${isOver ? '✖' : ' '} ${route.route} (${route.files} files)`,
  );
  if (isOver) {
    failures.push(`${route.route} adds ${formatKilobytes(route.gzipBytes - route.budgetBytes)} over its budget.`);
  }
}

if (failures.length > 0) {
  console.error(`\n${failures.map((failure) => `✖ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ Within the budgets.');
