import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { deferCleanup } from './cleanup.ts';
import { httpGet } from './http-get.ts';

export type TStartProcessOptions = {
  /** Shown in messages, e.g. "portal". */
  name: string;
  /** A script run by this same Node binary (TypeScript runs as is on Node 24). */
  script: string;
  /** Options for Node itself, given before the script (e.g. `--inspect=127.0.0.1:9229`). */
  nodeArguments?: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx. */
  readyUrl: string;
  readyTimeoutMs?: number;
};

export type TStartedProcess = {
  name: string;
  pid: number;
  /** SIGTERM, then SIGKILL after a grace period; safe to call more than once. */
  stop: () => Promise<void>;
};

// A portal seeding its demo on a busy two-core machine has taken over 30 s to answer.
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const READY_POLL_INTERVAL_MS = 100;
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_LINES = 40;

// Last resort when the run dies without running its clean-ups (uncaught error, process.exit()).
const liveChildren = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of liveChildren) {
    child.kill('SIGKILL');
  }
});

/** Keeps the last lines a child printed, to explain why it failed to start or crashed. */
function captureOutputTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    const printed = chunk.toString('utf8').split('\n');
    lines.push(...printed.filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => (lines.length > 0 ? `\n--- last output ---\n${lines.join('\n')}` : ' (no output)');
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function describeExit(child: ChildProcess): string {
  return child.signalCode !== null ? `signal ${child.signalCode}` : `code ${String(child.exitCode)}`;
}

/**
 * Spawns a server as a child process (so the load generator in this process does not share its
 * event loop) and resolves once `readyUrl` answers 2xx. Rejects with the child's output when it
 * exits early or does not answer in time; the child is stopped in both cases.
 */
export async function startProcess(options: TStartProcessOptions): Promise<TStartedProcess> {
  const { name, script, nodeArguments = [], cwd, env, readyUrl, readyTimeoutMs = DEFAULT_READY_TIMEOUT_MS } = options;
  const child = spawn(process.execPath, [...nodeArguments, script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  liveChildren.add(child);
  const outputTail = captureOutputTail(child);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => {
      liveChildren.delete(child);
      resolve();
    });
  });

  let stopping: Promise<void> | undefined;
  const stopOnce = (reportEarlyExit: boolean): Promise<void> => {
    stopping ??= (async () => {
      unregister();
      if (reportEarlyExit && hasExited(child) && child.exitCode !== 0) {
        // It crashed while we were measuring: worth knowing, the figures may be wrong. (A clean
        // exit is the child's own Ctrl-C handling: the terminal signals the whole group.)
        console.error(`bench: ${name} had already exited (${describeExit(child)})${outputTail()}`);
      }
      await terminate();
    })();
    return stopping;
  };
  async function terminate(): Promise<void> {
    if (hasExited(child) || spawnError) {
      return;
    }
    child.kill('SIGTERM');
    // ref: false so a pending grace timer never keeps the run alive.
    const stoppedInTime = await Promise.race([exited.then(() => true), delay(STOP_GRACE_MS, false, { ref: false })]);
    if (!stoppedInTime) {
      console.error(`bench: ${name} did not stop within ${STOP_GRACE_MS} ms, killing it`);
      child.kill('SIGKILL');
      await exited;
    }
  }
  const stop = (): Promise<void> => stopOnce(true);
  // Failing to start explains itself in the thrown error; no second report.
  const abandon = (): Promise<void> => stopOnce(false);
  const unregister = deferCleanup(stop);

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (spawnError) {
      await abandon();
      throw new Error(`${name} could not be started: ${spawnError.message}`);
    }
    if (hasExited(child)) {
      await abandon();
      throw new Error(`${name} exited (${describeExit(child)}) before answering ${readyUrl}${outputTail()}`);
    }
    try {
      const answer = await httpGet(readyUrl, {}, 1_000);
      if (answer.status >= 200 && answer.status < 300) {
        return { name, pid: child.pid ?? 0, stop };
      }
    } catch {
      // Not listening yet: poll again.
    }
    await delay(READY_POLL_INTERVAL_MS);
  }
  await abandon();
  throw new Error(`${name} did not answer ${readyUrl} within ${readyTimeoutMs / 1000} s${outputTail()}`);
}
