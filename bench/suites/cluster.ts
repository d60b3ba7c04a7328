import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { openDatabase, type TDatabase } from '../../apps/server/src/db/kysely.ts';
import { viewableResourceId } from '../../apps/server/src/ops/cluster/acme-client.ts';
import { startCluster, type TCluster } from '../../apps/server/src/ops/cluster/cluster.ts';
import { issueAccessToken } from '../../apps/server/src/test/access-tokens.ts';
import { measure } from '../lib/measure.ts';
import { readProcessCpuSeconds } from '../lib/process-cpu.ts';
import type { TBenchSuite, TCustomMeasurement, TCustomTarget } from '../lib/suite.ts';
import { prepareLearners, saveRequestSetup } from './assessment-attempts/attempt-load.ts';
import { adminQuery, POSTGRES_ADMIN_URL } from './assessment-attempts/attempt-portal.ts';

/*
 * Scale-out (issue 23): the same mixed workload through HAProxy to one node, then to two nodes
 * (`./portal cluster`'s pieces: PostgreSQL, Redis, s3rver): half reads (the signed-in person), a
 * quarter writes (a resource view: a row and a learning-record statement), a quarter attempt saves
 * of 200 learners. For each: req/s, p95 and the CPU the nodes spent per request (all nodes summed),
 * from which docs/architecture.md "Scale-out" computes what one node of N cores holds. On this
 * two-core machine the load generator, HAProxy, PostgreSQL and the nodes share the cores: two nodes
 * are not expected to serve more here, and no ratio is judged.
 */

const ACME_HOST = 'acme.localhost';
const LEARNERS = 200;

type TClusterRun = { cluster: TCluster; database: TDatabase; dispose: () => Promise<void>; setup: TSetup };
type TSetup = (request: autocannon.Request) => autocannon.Request;

/** Rotates reads, views and saves: each request of autocannon becomes the next call of the mix. */
async function mixedWorkload(cluster: TCluster, database: TDatabase): Promise<TSetup> {
  const learners = await prepareLearners({ database, baseUrl: cluster.url }, LEARNERS);
  const reader = `Bearer ${await issueAccessToken(database, { tenant: 'acme', userCode: 'acme-learner', expiresIn: 3600 })}`;
  const resourceId = await viewableResourceId(database.db, cluster.url, { authorization: reader });
  if (resourceId === 0) {
    throw new Error('cluster bench: no resource the demo learner may view');
  }
  const save = saveRequestSetup(learners);
  let turn = 0;
  return (request) => {
    turn += 1;
    const kind = turn % 4;
    if (kind === 3) {
      return save(request);
    }
    const headers = { host: ACME_HOST, authorization: reader, 'content-type': 'application/json' };
    return kind === 2
      ? { ...request, method: 'POST', path: `/api/assets/${resourceId}/view`, headers, body: '{}' }
      : { ...request, method: 'GET', path: '/api/userprofile/getcurrentuser', headers, body: undefined };
  };
}

let running: Promise<TClusterRun> | null = null;

/** One two-node cluster on a new database for both targets; the second target disposes of it. */
function clusterRun(): Promise<TClusterRun> {
  running ??= (async () => {
    const name = `portal_bench_cluster_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const dir = await mkdtemp(join(tmpdir(), 'portal-bench-cluster-'));
    const cluster = await startCluster({
      databaseUrl: url.toString(),
      nodes: 2,
      port: 0,
      dir,
      seedDemo: true,
      env: { LOG_LEVEL: 'warn' },
    });
    const database = openDatabase({ dialect: 'postgres', connectionString: url.toString() });
    const dispose = async () => {
      await cluster.stop();
      await database.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
      await rm(dir, { recursive: true, force: true });
    };
    try {
      return { cluster, database, dispose, setup: await mixedWorkload(cluster, database) };
    } catch (error) {
      await dispose();
      throw error;
    }
  })();
  return running;
}

async function waitForStates(cluster: TCluster, expected: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const states = await cluster.serverStates();
    if (states.every((state) => (expected[state.name] ?? 'UP') === state.status.split(' ')[0])) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`cluster bench: HAProxy states ${JSON.stringify(states)}, expected ${JSON.stringify(expected)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function clusterTarget(nodes: 1 | 2): TCustomTarget {
  return {
    name: `cluster-mixed-${nodes}-node${nodes === 1 ? '' : 's'}`,
    path: `reads, views and attempt saves through HAProxy to ${nodes} node${nodes === 1 ? '' : 's'} (PostgreSQL, Redis, s3rver)`,
    async measure(_portal, settings): Promise<TCustomMeasurement> {
      const run = await clusterRun();
      const { cluster } = run;
      let isDone = nodes === 2;
      try {
        const [, second] = cluster.nodes;
        if (!second) {
          throw new Error('cluster bench: the cluster has one node');
        }
        if (nodes === 1) {
          await second.stop();
          await waitForStates(cluster, { [second.name]: 'DOWN' });
        } else {
          await second.restart();
          await waitForStates(cluster, {});
        }
        const load = { url: cluster.url, connections: settings.connections, setupRequest: run.setup };
        if (settings.warmupSeconds > 0) {
          await measure({ ...load, durationSeconds: settings.warmupSeconds });
        }
        const serving = cluster.nodes.slice(0, nodes);
        const cpuBefore = serving.map((node) => readProcessCpuSeconds(node.pid()) ?? 0);
        const measured = await measure({ ...load, durationSeconds: settings.durationSeconds });
        const cpuSeconds = serving.reduce(
          (sum, node, index) => sum + (readProcessCpuSeconds(node.pid()) ?? 0) - (cpuBefore[index] ?? 0),
          0,
        );
        const cpuUs = measured.totalRequests > 0 ? (cpuSeconds * 1e6) / measured.totalRequests : null;
        console.log(
          `cluster (${nodes} node${nodes === 1 ? '' : 's'}): ${measured.reqPerSec.toFixed(0)} req/s, ` +
            `p95 ${measured.p95Ms?.toFixed(1)} ms, ${cpuUs?.toFixed(0)} µs of node CPU per request`,
        );
        return { ...measured, serverCpuUsPerRequest: cpuUs };
      } catch (error) {
        isDone = true;
        throw error;
      } finally {
        if (isDone) {
          running = null;
          await run.dispose();
        }
      }
    },
  };
}

export const clusterSuite: TBenchSuite = {
  name: 'cluster',
  description: 'The same mix of reads, writes and attempt saves on one node and on two nodes behind HAProxy',
  targets: [clusterTarget(1), clusterTarget(2)],
};
