import { spawn, spawnSync } from 'node:child_process';

/**
 * `npm test`: every check, in the order that fails fastest. Stops at the first failing stage, so the
 * last lines printed are that runner's own summary (or, when all pass, Playwright's).
 *
 * The static checks (types, lint, formatting) are single-threaded and independent: they run side by
 * side on the machine's cores, each one's output held and printed whole when it ends, so the logs do
 * not interleave. The web app's build and its bundle budgets (what the journeys need, a few seconds)
 * run beside them too: it fills the core that the checks leave idle once the shortest has ended,
 * instead of a stage of its own between the test runners. The test runners use every core
 * themselves and run one at a time.
 */
type TStep = { title: string; scripts: string[] };

const stages: TStep[][] = [
  [
    { title: 'Types', scripts: ['typecheck'] },
    { title: 'Lint', scripts: ['lint'] },
    { title: 'Formatting', scripts: ['format:check'] },
    {
      title: 'Web app build and bundle budgets (first page 171 KB gzip, target 120; each lazy route its own)',
      scripts: ['build', 'check:bundle'],
    },
  ],
  [{ title: 'Unit, web and server tests (SQLite and PostgreSQL)', scripts: ['test:unit'] }],
  [{ title: 'Browser journeys (Chromium)', scripts: ['test:e2e'] }],
];

const timings: string[] = [];

function secondsSince(started: number): string {
  return ((Date.now() - started) / 1000).toFixed(1);
}

function fail(step: TStep, seconds: string, status: number | null): never {
  console.error(`\n✖ ${step.title} failed after ${seconds}s`);
  process.exit(status ?? 1);
}

const commandOf = (step: TStep): string => step.scripts.map((script) => `npm run ${script}`).join(' && ');

/** One step with the terminal as its own. */
function runAttached(step: TStep): void {
  console.log(`\n▶ ${step.title} (${commandOf(step)})${timings.length > 0 ? ` — so far: ${timings.join(', ')}` : ''}`);
  const started = Date.now();
  for (const script of step.scripts) {
    const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    if (result.status !== 0) {
      fail(step, secondsSince(started), result.status);
    }
  }
  timings.push(`${step.title} ${secondsSince(started)}s`);
}

type TOutcome = { step: TStep; status: number | null; output: string; seconds: string };

/** One script with its output added to `chunks`, resolved with its exit status. */
function runScriptHeld(script: string, chunks: Buffer[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', resolve);
  });
}

/** One step (its scripts in turn, up to the first that fails) with its output held, resolved when it ends. */
async function runHeld(step: TStep): Promise<TOutcome> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  let status: number | null = 0;
  for (const script of step.scripts) {
    status = await runScriptHeld(script, chunks);
    if (status !== 0) {
      break;
    }
  }
  return { step, status, output: Buffer.concat(chunks).toString(), seconds: secondsSince(started) };
}

/** Steps side by side; each one's output is printed in order once they have all ended. */
async function runSideBySide(steps: TStep[]): Promise<void> {
  console.log(`\n▶ ${steps.map((step) => `${step.title} (${commandOf(step)})`).join(', side by side with ')}`);
  const outcomes = await Promise.all(steps.map(runHeld));
  for (const outcome of outcomes) {
    console.log(`\n— ${outcome.step.title}: ${outcome.status === 0 ? 'passed' : 'FAILED'} in ${outcome.seconds}s`);
    if (outcome.output.trim() !== '') {
      process.stdout.write(outcome.output.endsWith('\n') ? outcome.output : `${outcome.output}\n`);
    }
  }
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) {
    fail(failed.step, failed.seconds, failed.status);
  }
  timings.push(...outcomes.map((outcome) => `${outcome.step.title} ${outcome.seconds}s`));
}

for (const stage of stages) {
  if (stage.length === 1 && stage[0]) {
    runAttached(stage[0]);
  } else {
    await runSideBySide(stage);
  }
}
console.log(`\n✔ every check passed: ${timings.join(', ')}`);
