import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from './free-port.ts';
import { startProcess } from './start-process.ts';

export type TRunningServer = {
  name: string;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
};

/** The portal, with the SQLite file it runs on and its inspector's port (null when not inspected). */
export type TPortalServer = TRunningServer & { databasePath: string; inspectorPort: number | null };

export type TPortalServerOptions = {
  /**
   * Starts it with Node's inspector on a free loopback port, for figures only the process knows
   * (its heap: `lib/process-inspector.ts`). Nothing is attached until asked.
   */
  inspect?: boolean;
  /** Its LOG_LEVEL: warn by default; info to measure the access log as production writes it. */
  logLevel?: 'warn' | 'info';
  /** More environment for the portal (TRUST_PROXY behind a terminator, say). */
  env?: NodeJS.ProcessEnv;
};

const HOST = '127.0.0.1';
const benchDir = resolve(import.meta.dirname, '..');
const repositoryRoot = resolve(benchDir, '..');

/** The bare Fastify hello world every ratio is relative to. */
export async function startBaselineServer(): Promise<TRunningServer> {
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const child = await startProcess({
    name: 'baseline',
    script: join(benchDir, 'baseline-server.ts'),
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), HOST },
    readyUrl: `${baseUrl}/`,
  });
  return { name: 'baseline', baseUrl, pid: child.pid, stop: child.stop };
}

/**
 * The portal as `npm start` runs it, on a new SQLite file in the temp folder (migrated and seeded
 * with the demo tenants on start), deleted when the server stops. Logging at warn unless the suite
 * asks for info (one asynchronous access-log line per request, as in production).
 */
export async function startPortalServer(options: TPortalServerOptions = {}): Promise<TPortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // SQLite leaves -wal and -shm files next to the database: remove the whole folder.
  const removeDataDir = (): void => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  const forgetDataDir = (): void => {
    process.off('exit', removeDataDir);
    removeDataDir();
  };

  const databasePath = join(dataDir, 'portal.db');
  try {
    const port = await findFreePort(HOST);
    const baseUrl = `http://${HOST}:${port}`;
    const inspectorPort = options.inspect === true ? await findFreePort(HOST) : null;
    const child = await startProcess({
      name: 'portal',
      script: join(repositoryRoot, 'apps/server/src/main.ts'),
      nodeArguments: inspectorPort === null ? [] : [`--inspect=${HOST}:${inspectorPort}`],
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATABASE_URL: `sqlite:${databasePath}`,
        LOG_LEVEL: options.logLevel ?? 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        ...options.env,
      },
      readyUrl: `${baseUrl}/api/health`,
    });
    const stop = async (): Promise<void> => {
      await child.stop();
      forgetDataDir();
    };
    return { name: 'portal', baseUrl, pid: child.pid, databasePath, inspectorPort, stop };
  } catch (error) {
    forgetDataDir();
    throw error;
  }
}
