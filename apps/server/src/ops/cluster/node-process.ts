import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * A portal node (apps/server/src/main.ts) as a child process of the cluster, its log lines in a
 * file of its own, that can be killed as a crash would (SIGKILL) and started again on its port.
 */

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

export type TNodeProcess = {
  name: string;
  port: number;
  pid: () => number;
  /** SIGKILL: no shutdown, no flush. */
  kill: () => Promise<void>;
  /** Starts the node again (after `kill` or `stop`), resolved once it is ready. */
  restart: () => Promise<void>;
  /** SIGTERM and wait: the node's graceful shutdown. */
  stop: () => Promise<void>;
};

export type TNodeOptions = {
  name: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
};

async function waitForReady(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export async function startNode(options: TNodeOptions): Promise<TNodeProcess> {
  const start = async (): Promise<ChildProcess> => {
    // A log file per run of the process, appended to: a restarted node writes after its crash.
    const log = createWriteStream(options.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('close', () => log.end());
    try {
      await waitForReady(options.port, child, options.name);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return child;
  };
  let child = await start();
  const signalAndWait = async (signal: NodeJS.Signals) => {
    if (isRunning(child)) {
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    }
  };
  return {
    name: options.name,
    port: options.port,
    pid: () => child.pid ?? 0,
    kill: () => signalAndWait('SIGKILL'),
    restart: async () => {
      if (isRunning(child)) {
        throw new Error(`${options.name} is running`);
      }
      child = await start();
    },
    stop: async () => {
      await signalAndWait('SIGTERM');
    },
  };
}
