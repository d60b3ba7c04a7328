import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findFreePort } from '../free-port.ts';
import { startS3TestServer, type TS3TestServer } from '../../test/s3-test-server.ts';
import { backendServerStates, haproxyConfig, type TBackendServerState } from './haproxy-config.ts';
import { startNode, type TNodeProcess } from './node-process.ts';

/*
 * `./portal cluster` and the fault scenarios: N stateless portal nodes behind HAProxy, sharing
 * what must be shared (ARCHITECTURE.md section 8): PostgreSQL (sessions, refresh tokens, jobs: one
 * run across nodes), Redis (live notifications, tenant-settings invalidation) and an S3-compatible
 * store (uploaded files). The S3 store is the environment's when S3_ENDPOINT is set, else s3rver.
 */

export type TClusterOptions = {
  /** A PostgreSQL database; the first node migrates (and seeds the demo) before the others start. */
  databaseUrl: string;
  /** Default: REDIS_URL, else the local Redis. */
  redisUrl?: string;
  nodes: number;
  /** HAProxy's port (0: a free one). */
  port: number;
  /** Logs, HAProxy's configuration and s3rver's files. */
  dir: string;
  seedDemo: boolean;
  /** Added to every node's environment (LOG_LEVEL, METRICS_TOKEN...). */
  env?: Record<string, string>;
};

export type TCluster = {
  /** HAProxy's address: what browsers and clients use. */
  url: string;
  nodes: TNodeProcess[];
  /** The nodes' states as HAProxy sees them. */
  serverStates: () => Promise<TBackendServerState[]>;
  stop: () => Promise<void>;
};

/** The S3 settings of the environment, or s3rver's (started here, stopped with the cluster). */
async function objectStore(): Promise<{ env: Record<string, string>; server: TS3TestServer | null }> {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = process.env;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return {
      env: {
        MEDIA_STORE: 's3',
        S3_ENDPOINT,
        S3_BUCKET,
        S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY,
        S3_REGION: S3_REGION ?? 'us-east-1',
      },
      server: null,
    };
  }
  const server = await startS3TestServer('portal-media');
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: server.bucket,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
      S3_REGION: server.region,
    },
    server,
  };
}

/** Debian installs HAProxy in /usr/sbin, which is not on every user's PATH. */
export function haproxyBinary(): string {
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

/** Debian's HAProxy in the foreground on `configFile`, its errors kept in `logFile`; rejects when it cannot start. */
export async function startHaproxy(configFile: string, logFile: string): Promise<ChildProcess> {
  // -db: in the foreground, stopped with the cluster.
  const child = spawn(haproxyBinary(), ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`HAProxy could not start (${error.message}): install Debian's haproxy package`)),
    );
    child.once('exit', (code) => reject(new Error(`HAProxy exited (${code}); see ${logFile}`)));
  });
  failed.catch(() => {});
  const errors: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  child.once('exit', () => void writeFile(logFile, Buffer.concat(errors)).catch(() => {}));
  await Promise.race([new Promise((resolve) => setTimeout(resolve, 300)), failed]);
  return child;
}

export async function startCluster(options: TClusterOptions): Promise<TCluster> {
  await mkdir(options.dir, { recursive: true });
  const store = await objectStore();
  const nodes: TNodeProcess[] = [];
  let haproxy: ChildProcess | null = null;
  const stop = async () => {
    if (haproxy && haproxy.exitCode === null && haproxy.signalCode === null) {
      const exited = once(haproxy, 'exit');
      haproxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(nodes.map((node) => node.stop()));
    await store.server?.stop();
  };
  try {
    const env = {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      SEED_DEMO: String(options.seedDemo),
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      ...store.env,
      ...options.env,
    };
    for (let index = 1; index <= options.nodes; index += 1) {
      const name = `node${index}`;
      // One after the other: the first migrates and seeds, the next find the database ready.
      nodes.push(await startNode({ name, port: await findFreePort(), env, logFile: join(options.dir, `${name}.log`) }));
    }
    const port = options.port === 0 ? await findFreePort() : options.port;
    const statsPort = await findFreePort();
    const configFile = join(options.dir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ port, statsPort, nodes }));
    haproxy = await startHaproxy(configFile, join(options.dir, 'haproxy.log'));
    const serverStates = async () =>
      backendServerStates(await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text());
    // Ready once HAProxy's checks have found every node up.
    const deadline = Date.now() + 15_000;
    const isEveryNodeUp = async () => {
      const states = await serverStates().catch(() => []);
      return states.length === nodes.length && states.every((state) => state.status === 'UP');
    };
    while (!(await isEveryNodeUp())) {
      if (Date.now() > deadline) {
        throw new Error('HAProxy did not find every node up within 15 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { url: `http://127.0.0.1:${port}`, nodes, serverStates, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
