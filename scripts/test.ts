import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check, in the order that fails fastest. Stops at the first failing step, so the
 * last lines printed are that runner's own summary (or, when all pass, Playwright's).
 */
const steps: { title: string; script: string }[] = [
  { title: 'Types', script: 'typecheck' },
  { title: 'Lint', script: 'lint' },
  { title: 'Formatting', script: 'format:check' },
  { title: 'Unit, web and server tests (SQLite and PostgreSQL)', script: 'test:unit' },
  { title: 'Web app build', script: 'build' },
  { title: 'Bundle budgets (first page 170 KB gzip, target 120; each lazy route its own)', script: 'check:bundle' },
  { title: 'Browser journeys (Chromium)', script: 'test:e2e' },
];

const timings: string[] = [];
for (const step of steps) {
  console.log(
    `\n▶ ${step.title} (npm run ${step.script})${timings.length > 0 ? ` — so far: ${timings.join(', ')}` : ''}`,
  );
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  timings.push(`${step.title} ${seconds}s`);
}
