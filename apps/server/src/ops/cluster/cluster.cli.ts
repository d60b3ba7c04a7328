import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { haproxyBinary, startCluster } from './cluster.ts';

/*
 * `./portal cluster`: two portal nodes (CLUSTER_NODES) behind HAProxy on PORT (3000), on the
 * PostgreSQL database CLUSTER_DATABASE_URL (created when missing, migrated and seeded with the demo),
 * Redis at REDIS_URL and s3rver (or the S3 store S3_ENDPOINT names). Ctrl-C stops everything.
 * README "Running several nodes" maps each piece to a production deployment.
 */

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const nodeCount = Number(process.env.CLUSTER_NODES ?? '2');
const port = Number(process.env.PORT ?? '3000');

function hasHaproxy(): boolean {
  try {
    execFileSync(haproxyBinary(), ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Debian's haproxy, as `.ci/run` installs Chromium: what a fresh machine lacks. */
function installHaproxy(): void {
  console.log('portal cluster: installing HAProxy from Debian’s packages...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const [command = 'apt-get', ...rest] = [...sudo, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
}

/** Creates the cluster's database when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 16) {
  console.error('CLUSTER_NODES must be a whole number from 1 to 16');
  process.exit(2);
}
if (!hasHaproxy()) {
  installHaproxy();
}
await ensureDatabase(databaseUrl);
const dir = resolve(import.meta.dirname, '../../../../../data/cluster');
const cluster = await startCluster({ databaseUrl, nodes: nodeCount, port, dir, seedDemo: true });
const address = new URL(cluster.url);
console.log(
  `portal cluster: http://acme.localhost:${address.port} and http://boreal.localhost:${address.port} through HAProxy, ` +
    `${cluster.nodes.map((node) => `${node.name} on :${node.port}`).join(', ')}; logs in ${dir}. Ctrl-C stops it.`,
);
let isStopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (!isStopping) {
      isStopping = true;
      void cluster.stop().finally(() => process.exit(0));
    }
  });
}
