import { join } from 'node:path';
import { cleanUpOnSignals, runCleanups } from './lib/cleanup.ts';
import { formatTable, formatVerdicts, writeJsonReport } from './lib/report.ts';
import { runSuite } from './lib/run-suite.ts';
import { loadBenchSettings } from './lib/settings.ts';
import type { TBenchSuite } from './lib/suite.ts';
import { allSuites } from './suites/all-suites.ts';
import { describeFirstPageBundle, shellSuite } from './suites/shell.ts';
import { webTraceSuite } from './suites/web-trace.ts';
import { webSuite, type TStandaloneSuite } from './suites/web.ts';

/**
 * `npm run bench [-- suite...]`: runs the named suites (all when none is named), prints a table
 * per suite, writes it to bench/results/, and exits non-zero when a check fails.
 */
const RESULTS_DIR = join(import.meta.dirname, 'results');

/** Suites that run their own tools instead of loading targets (Lighthouse), after the others. */
const standaloneSuites: readonly TStandaloneSuite[] = [webSuite];
/** Diagnoses rather than measures: run only when named. */
const diagnosticSuites: readonly TStandaloneSuite[] = [webTraceSuite];

function pickSuites(names: readonly string[]): { suites: TBenchSuite[]; standalone: TStandaloneSuite[] } {
  if (names.length === 0) {
    return { suites: [...allSuites], standalone: [...standaloneSuites] };
  }
  const known = [...allSuites, ...standaloneSuites, ...diagnosticSuites].map((suite) => suite.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown suite ${unknown.join(', ')}; known suites: ${known.join(', ')}`);
  }
  return {
    suites: allSuites.filter((suite) => names.includes(suite.name)),
    standalone: [...standaloneSuites, ...diagnosticSuites].filter((suite) => names.includes(suite.name)),
  };
}

async function main(): Promise<boolean> {
  const settings = loadBenchSettings();
  const { suites, standalone } = pickSuites(process.argv.slice(2));
  let allPassed = true;
  for (const suite of suites) {
    console.log(`\n== ${suite.name}: ${suite.description}`);
    try {
      const report = await runSuite(suite, settings);
      const { machine } = report;
      console.log(
        `node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}), load ${machine.loadAverage.join(' ')}, ` +
          `${settings.durationSeconds} s per target after ${settings.warmupSeconds} s warm-up, ` +
          `${settings.connections} connections\n`,
      );
      if (machine.loadAverage[0] !== undefined && machine.loadAverage[0] >= machine.cpuCount / 2) {
        // The load generator and the server each want a core of their own.
        console.log('warning: the machine was busy when the suite started; the figures and ratios are noisy\n');
      }
      console.log(formatTable(report.results));
      const verdicts = formatVerdicts(report.results);
      if (verdicts.length > 0) {
        console.log(`\n${verdicts.join('\n')}`);
      }
      console.log(`\nwritten to ${writeJsonReport(report, RESULTS_DIR)}`);
      if (suite.name === shellSuite.name) {
        // Not a load figure: what the first page downloads before it renders (budget of issue 4).
        console.log(`\n${describeFirstPageBundle()}`);
      }
      allPassed &&= report.passed;
    } catch (error) {
      console.error(`bench: suite ${suite.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      allPassed = false;
    }
  }
  for (const suite of standalone) {
    console.log(`\n== ${suite.name}: ${suite.description}`);
    try {
      allPassed = (await suite.run()) && allPassed;
    } catch (error) {
      console.error(`bench: suite ${suite.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      allPassed = false;
    }
  }
  return allPassed;
}

cleanUpOnSignals();
try {
  const passed = await main();
  process.exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
