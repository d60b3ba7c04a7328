import { Agent } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import {
  NotificationTypeIds,
  type TCreateStreamTicketResponse,
  type TCreateUserNotificationRequest,
  type TCreateUserNotificationResponse,
} from '@portal/contracts';
import type { TLatencyLimit } from '../lib/checks.ts';
import { deferCleanup } from '../lib/cleanup.ts';
import { httpRequest } from '../lib/http-get.ts';
import type { TMeasurement } from '../lib/measure.ts';
import { measureCalls } from '../lib/measure-calls.ts';
import { percentile } from '../lib/percentile.ts';
import { startCpuMeter } from '../lib/process-cpu.ts';
import {
  countActiveResources,
  readProcessMemory,
  withProcessInspector,
  type TProcessInspector,
  type TProcessMemory,
} from '../lib/process-inspector.ts';
import type { TBenchSettings } from '../lib/settings.ts';
import type { TBenchSuite, TCustomTarget, TPortalHandle } from '../lib/suite.ts';
import { ACME_HOST } from './acme-authorization.ts';
import { openStreamClient, type TStreamClient } from './notification-stream/stream-client.ts';
import {
  checkOpenFileLimits,
  insertStreamUsers,
  loadStreamBenchSettings,
  mintAuthorizations,
  STREAM_ADMIN,
  streamUserCodes,
  type TStreamBenchSettings,
} from './notification-stream/stream-setup.ts';

/*
 * Live notifications at rest (issue 7): one portal node holding 1,000 idle server-sent-event
 * streams. Each client does what the web app's bell does, `POST /stream-ticket` with its bearer
 * token then `GET /stream?ticket=` on a connection of its own, and waits for the `ready` event.
 * Rows, in order, sharing the open streams:
 *
 * - stream-open: the opens, BENCH_CONNECTIONS at a time (req/s: opens per second, p50/p95/p99 of
 *   one open: ticket, headers and `ready`); a failed open is an error.
 * - stream-held: after BENCH_DURATION seconds idle, the TCP connections the node holds (its own
 *   count of open sockets, read through its inspector) and the clients still open; each stream
 *   missing on either side is an error. The node's memory after a full GC, before the streams
 *   (after one ticket call per user, so its per-user caches are in it) and now.
 * - stream-delivery: an administrator's notification to all users; p50/p95/p99 from the POST to
 *   its `notification` event on each stream; a stream it does not reach in 30 s is an error.
 * - stream-close: the clients leave; the node must release every connection (no req/s; how long it
 *   took, to the poll's resolution, is `releaseMs`).
 *
 * The portal runs with the inspector (`inspectPortal`): heap figures and socket counts come from
 * the process itself, attached only while reading them.
 */

const SUITE_NAME = 'notification-stream';
const BASE = '/api/user-notification';
const TICKET_PATH = `${BASE}/stream-ticket`;
const STREAM_PATH = `${BASE}/stream?ticket=`;
const ADMIN_PATH = `${BASE}/admin`;
/** What `getActiveResourcesInfo()` calls an open TCP connection (the listening socket is another kind). */
const TCP_CONNECTION = 'TCPSocketWrap';

const CALL_TIMEOUT_MS = 30_000;
/** A notification not on a stream by then is counted lost (the sweep alone runs every 10 s). */
const DELIVERY_TIMEOUT_MS = 30_000;
const RELEASE_TIMEOUT_MS = 10_000;
/** Between two counts of the portal's connections, on one inspector session. */
const POLL_MS = 10;
/** Streams opened and closed before measuring (JIT, caches), unless BENCH_WARMUP=0. */
const WARMUP_STREAMS = 20;
/**
 * "Live": the bell changes while the user looks at the page. 2 s for 95 % of a thousand streams is
 * well within it and far below what the bell falls back to without a stream (polling every 60 s).
 */
const DELIVERY_LIMIT: TLatencyLimit = { p95Ms: 2_000, p99Ms: null };

function inspectorPortOf(portal: TPortalHandle): number {
  if (portal.inspectorPort === null) {
    throw new Error('the portal was started without its inspector (inspectPortal)');
  }
  return portal.inspectorPort;
}

/** The TCP connections the portal holds, by its own count. */
function serverConnections(portal: TPortalHandle): Promise<number> {
  return withProcessInspector(inspectorPortOf(portal), (inspector) => countActiveResources(inspector, TCP_CONNECTION));
}

function serverMemory(portal: TPortalHandle): Promise<TProcessMemory> {
  return withProcessInspector(inspectorPortOf(portal), readProcessMemory);
}

/**
 * Counts the portal's connections through an attached inspector every POLL_MS until it holds at
 * most `atMost` or the time is up; answers its last count and when it was read (from the call).
 */
async function pollServerConnections(
  inspector: TProcessInspector,
  atMost: number,
  timeoutMs: number,
): Promise<{ count: number; elapsedMs: number }> {
  const start = performance.now();
  for (;;) {
    const count = await countActiveResources(inspector, TCP_CONNECTION);
    const elapsedMs = performance.now() - start;
    if (count <= atMost || elapsedMs >= timeoutMs) {
      return { count, elapsedMs };
    }
    await delay(POLL_MS);
  }
}

/** Runs `work` then waits, on one inspector session, until the portal holds at most `atMost` connections. */
function waitForServerConnections(
  portal: TPortalHandle,
  atMost: number,
  timeoutMs: number,
  work: () => void = () => {},
): Promise<{ count: number; elapsedMs: number }> {
  return withProcessInspector(inspectorPortOf(portal), async (inspector) => {
    work();
    return pollServerConnections(inspector, atMost, timeoutMs);
  });
}

function formatBytes(bytes: number): string {
  const magnitude = Math.abs(bytes);
  if (magnitude >= 1_048_576) {
    return `${(bytes / 1_048_576).toFixed(1)} MB`;
  }
  return magnitude >= 1_024 ? `${(bytes / 1_024).toFixed(1)} KB` : `${bytes.toFixed(0)} B`;
}

/** One line of the memory table: a label, then RSS and heap used (bytes, or column titles). */
function memoryRow(label: string, rss: number | string, heapUsed: number | string): string {
  const cell = (value: number | string): string =>
    (typeof value === 'number' ? formatBytes(value) : value).padStart(11);
  return `    ${label.padEnd(20)}${cell(rss)}${cell(heapUsed)}`;
}

/** A row without per-call timing (what it counts is in totalRequests and errors). */
function countOnly(counted: number, missing: number, cpuUsPerItem: number | null): TMeasurement {
  return {
    reqPerSec: 0,
    p50Ms: 0,
    p99Ms: 0,
    totalRequests: counted,
    errors: Math.max(0, missing),
    timeouts: 0,
    non2xx: 0,
    statusCodes: {},
    serverCpuUsPerRequest: cpuUsPerItem,
  };
}

function createStreamRun(streamSettings: TStreamBenchSettings) {
  const { clients: expected } = streamSettings;
  const userCodes = streamUserCodes(streamSettings);
  const clients: TStreamClient[] = [];
  /** Connections the portal held before any stream (stray keep-alive ones), subtracted from its counts. */
  let otherConnections = 0;
  /** The portal's memory before the streams (its per-user caches filled), once stream-open read it. */
  let memoryBefore: TProcessMemory | null = null;
  const lines: string[] = [];
  let forgetClients = (): void => {};

  function closeClients(): void {
    for (const client of clients) {
      client.close();
    }
  }

  async function setUp(portal: TPortalHandle): Promise<void> {
    checkOpenFileLimits(expected, portal.pid);
    await insertStreamUsers(portal.databasePath, userCodes);
  }

  type TStreamOpener = {
    /** `POST /stream-ticket` as the user: the answer's status and the ticket (null unless a 200). */
    ticket: (userCode: string) => Promise<{ status: number; ticket: string | null }>;
    /** A ticket, then the stream it names until `ready`. */
    open: (userCode: string) => Promise<{ status: number; client: TStreamClient | null }>;
  };

  /**
   * The web app's way in: a ticket for the user, then the stream it names, until `ready`. The
   * ticket calls go over keep-alive connections of their own, closed when `work` ends, so that the
   * portal's connection count is then the streams'.
   */
  async function withStreamOpener<T>(
    portal: TPortalHandle,
    authorizations: Map<string, Record<string, string>>,
    connections: number,
    work: (opener: TStreamOpener) => Promise<T>,
  ): Promise<T> {
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const ticket: TStreamOpener['ticket'] = async (userCode) => {
      const answer = await httpRequest(`${portal.baseUrl}${TICKET_PATH}`, {
        method: 'POST',
        headers: { host: ACME_HOST, ...authorizations.get(userCode) },
        timeoutMs: CALL_TIMEOUT_MS,
        agent,
      });
      if (answer.status !== 200) {
        console.error(`bench: stream-open: the ticket answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        return { status: answer.status, ticket: null };
      }
      return { status: 200, ticket: (JSON.parse(answer.body) as TCreateStreamTicketResponse).returnValue.ticket };
    };
    const open: TStreamOpener['open'] = async (userCode) => {
      const { status, ticket: value } = await ticket(userCode);
      if (value === null) {
        return { status, client: null };
      }
      const url = `${portal.baseUrl}${STREAM_PATH}${encodeURIComponent(value)}`;
      const opened = await openStreamClient(url, ACME_HOST, CALL_TIMEOUT_MS);
      if (opened.client === null) {
        console.error(`bench: stream-open: the stream answered ${opened.status}: ${opened.body.slice(0, 300)}`);
      }
      return opened;
    };
    try {
      return await work({ ticket, open });
    } finally {
      agent.destroy();
    }
  }

  async function measureOpen(portal: TPortalHandle, settings: TBenchSettings) {
    const mintStart = performance.now();
    const authorizations = await mintAuthorizations(portal.databasePath, userCodes);
    console.error(
      `bench: stream-open: ${userCodes.length} access tokens minted in ${((performance.now() - mintStart) / 1000).toFixed(1)} s`,
    );
    forgetClients = deferCleanup(async () => closeClients());
    await withStreamOpener(portal, authorizations, settings.connections, async ({ ticket, open }) => {
      if (settings.warmupSeconds > 0) {
        const warmUps = await Promise.all(userCodes.slice(0, WARMUP_STREAMS).map(open));
        for (const { client } of warmUps) {
          client?.close();
        }
      }
      // One authenticated call per user (its ticket discarded: tickets are stateless), so that the
      // portal's per-user caches (the token's verification, the user's access) are in the memory
      // before the streams and not counted as the streams' own.
      const usersStart = performance.now();
      let next = 0;
      const callNext = async (): Promise<void> => {
        while (next < userCodes.length) {
          const userCode = userCodes[next] ?? '';
          next += 1;
          await ticket(userCode);
        }
      };
      await Promise.all(Array.from({ length: settings.connections }, callNext));
      console.error(
        `bench: stream-open: one ticket call per user first (${userCodes.length} in ` +
          `${((performance.now() - usersStart) / 1000).toFixed(1)} s), tickets discarded`,
      );
    });
    otherConnections = (await waitForServerConnections(portal, 0, RELEASE_TIMEOUT_MS)).count;
    memoryBefore = await serverMemory(portal);

    console.error(
      `bench: stream-open: ${expected} streams of ${userCodes.length} users, ${settings.connections} at a time`,
    );
    const start = performance.now();
    const measurement = await withStreamOpener(portal, authorizations, settings.connections, ({ open }) => {
      let next = 0;
      const openNext = async (): Promise<number> => {
        // Round robin: a user's streams are spread over the run, as tabs opened at different times.
        const userCode = userCodes[next % userCodes.length] ?? '';
        next += 1;
        const { status, client } = await open(userCode);
        if (client) {
          clients.push(client);
        }
        return status;
      };
      return measureCalls({
        name: 'stream-open',
        lanes: Array.from({ length: settings.connections }, () => openNext),
        stopAfter: { calls: expected },
        serverPid: portal.pid,
      });
    });
    const openSeconds = (performance.now() - start) / 1000;
    lines.push(
      `  opened ${clients.length} of ${expected} in ${openSeconds.toFixed(2)} s (${settings.connections} at a time; ` +
        `ticket + stream until \`ready\`): p50 ${measurement.p50Ms.toFixed(1)} ms, ` +
        `p95 ${(measurement.p95Ms ?? 0).toFixed(1)} ms, p99 ${measurement.p99Ms.toFixed(1)} ms`,
    );
    return {
      ...measurement,
      clients: expected,
      users: userCodes.length,
      streamsPerUser: streamSettings.streamsPerUser,
      opened: clients.length,
      openSeconds,
    } satisfies TMeasurement & Record<string, unknown>;
  }

  async function measureHeld(portal: TPortalHandle, settings: TBenchSettings) {
    console.error(`bench: stream-held: ${clients.length} streams idle for ${settings.durationSeconds} s`);
    const cpu = startCpuMeter(portal.pid);
    await delay(settings.durationSeconds * 1000);
    const heldByServer = (await serverConnections(portal)) - otherConnections;
    const openClients = clients.filter((client) => client.isOpen()).length;
    const cpuUsPerStream = cpu(heldByServer);
    const before = memoryBefore;
    const held = await serverMemory(portal);
    const heldBoth = Math.min(heldByServer, openClients);
    const perStream =
      before && heldByServer > 0
        ? {
            rssBytes: (held.rssBytes - before.rssBytes) / heldByServer,
            heapUsedBytes: (held.heapUsedBytes - before.heapUsedBytes) / heldByServer,
          }
        : null;
    lines.push(
      `  held after ${settings.durationSeconds} s idle: the node counts ${heldByServer} connections ` +
        `(+${otherConnections} others), ${openClients} of ${clients.length} clients open with their \`ready\` event`,
      '  node memory after a full GC:',
      memoryRow('', 'rss', 'heap used'),
      ...(before ? [memoryRow('before the streams', before.rssBytes, before.heapUsedBytes)] : []),
      memoryRow(`with ${heldByServer} streams`, held.rssBytes, held.heapUsedBytes),
      ...(perStream ? [memoryRow('per stream', perStream.rssBytes, perStream.heapUsedBytes)] : []),
    );
    return {
      ...countOnly(heldBoth, expected - heldBoth, cpuUsPerStream),
      heldSeconds: settings.durationSeconds,
      serverConnections: heldByServer,
      otherServerConnections: otherConnections,
      openClients,
      memoryBefore: before,
      memoryHeld: held,
      memoryPerStream: perStream,
    } satisfies TMeasurement & Record<string, unknown>;
  }

  async function measureDelivery(portal: TPortalHandle) {
    const open = clients.filter((client) => client.isOpen());
    const admin = (await mintAuthorizations(portal.databasePath, [STREAM_ADMIN])).get(STREAM_ADMIN) ?? {};
    const notification: TCreateUserNotificationRequest = {
      notificationTypeId: NotificationTypeIds.General,
      title: 'Bench: live delivery',
      description: '<p>Sent to every user of the tenant by the notification-stream bench.</p>',
      audience: { kind: 'ALL' },
    };
    console.error(`bench: stream-delivery: one notification to all users, ${open.length} streams listening`);
    const cpu = startCpuMeter(portal.pid);
    const sentAt = performance.now();
    const answer = await httpRequest(`${portal.baseUrl}${ADMIN_PATH}`, {
      headers: { host: ACME_HOST, ...admin },
      body: JSON.stringify(notification),
      timeoutMs: CALL_TIMEOUT_MS,
      agent: false,
    });
    const createMs = performance.now() - sentAt;
    if (answer.status !== 200) {
      console.error(`bench: stream-delivery: creating answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      return { ...countOnly(0, expected, null), non2xx: 1, statusCodes: { [String(answer.status)]: 1 } };
    }
    const { notificationId, recipientCount } = (JSON.parse(answer.body) as TCreateUserNotificationResponse).returnValue;
    const deadline = sentAt + DELIVERY_TIMEOUT_MS;
    const arrivals = await Promise.all(open.map((client) => client.notificationArrival(notificationId, deadline)));
    const latencies = arrivals.filter((arrival) => arrival !== null).map((arrival) => arrival - sentAt);
    const sorted = Float64Array.from(latencies).sort();
    const lastMs = sorted.at(-1) ?? 0;
    const delivered = latencies.length;
    const measurement: TMeasurement = {
      reqPerSec: lastMs > 0 ? delivered / (lastMs / 1000) : 0,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      totalRequests: delivered,
      errors: expected - delivered,
      timeouts: open.length - delivered,
      non2xx: 0,
      statusCodes: { '200': delivered },
      serverCpuUsPerRequest: cpu(delivered),
    };
    lines.push(
      `  one notification to all (${recipientCount} recipients, created in ${createMs.toFixed(0)} ms) reached ` +
        `${delivered} of ${expected} streams: p50 ${measurement.p50Ms.toFixed(0)} ms, ` +
        `p95 ${(measurement.p95Ms ?? 0).toFixed(0)} ms, p99 ${measurement.p99Ms.toFixed(0)} ms, last ${lastMs.toFixed(0)} ms`,
    );
    return {
      ...measurement,
      notificationId,
      recipientCount,
      createMs,
      lastMs,
      listening: open.length,
    } satisfies TMeasurement & Record<string, unknown>;
  }

  async function measureClose(portal: TPortalHandle) {
    const closing = clients.length;
    // Attached first, so that the clock starts when the clients close, not after the attach.
    const released = await waitForServerConnections(portal, otherConnections, RELEASE_TIMEOUT_MS, () => {
      closeClients();
      forgetClients();
    });
    const left = Math.max(0, released.count - otherConnections);
    const afterClose = await serverMemory(portal);
    lines.push(
      `  closed: the node released ${closing - left} of ${closing} connections within ` +
        `${released.elapsedMs.toFixed(0)} ms (counted every ${POLL_MS} ms); ` +
        `then rss ${formatBytes(afterClose.rssBytes)}, heap used ${formatBytes(afterClose.heapUsedBytes)}`,
    );
    console.log(`\nnotification streams on one node (${SUITE_NAME}):\n${lines.join('\n')}\n`);
    return {
      // No req/s (it would be the polling's): how long the release took is releaseMs.
      ...countOnly(closing - left, left, null),
      releaseMs: released.elapsedMs,
      serverConnectionsLeft: left,
      memoryAfterClose: afterClose,
    } satisfies TMeasurement & Record<string, unknown>;
  }

  const targets: TCustomTarget[] = [
    { name: 'stream-open', path: `POST ${TICKET_PATH}, GET ${STREAM_PATH}`, measure: measureOpen },
    { name: 'stream-held', path: `GET ${STREAM_PATH} (idle)`, measure: measureHeld },
    {
      name: 'stream-delivery',
      path: `POST ${ADMIN_PATH} -> event: notification`,
      maxLatency: DELIVERY_LIMIT,
      measure: measureDelivery,
    },
    { name: 'stream-close', path: 'the clients close', measure: measureClose },
  ];
  return { setUp, targets };
}

let streamRun: ReturnType<typeof createStreamRun> | null = null;

/** Read when the suite runs (a bad BENCH_STREAM_* value fails this suite, not the others). */
function currentStreamRun(): ReturnType<typeof createStreamRun> {
  streamRun ??= createStreamRun(loadStreamBenchSettings());
  return streamRun;
}

export const notificationStreamSuite: TBenchSuite = {
  name: SUITE_NAME,
  description: 'Idle notification streams on one node: opened, held (connections, memory), delivery to all, closed',
  inspectPortal: true,
  setUp: (portal) => currentStreamRun().setUp(portal),
  get targets() {
    return currentStreamRun().targets;
  },
};
