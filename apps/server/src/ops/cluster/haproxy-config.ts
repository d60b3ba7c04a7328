/*
 * The HAProxy configuration of `./portal cluster`: one frontend, round robin over the nodes (no
 * stickiness: any node answers any call), each node checked on its readiness call, so a node whose
 * database is away or whose process died leaves the rotation within two seconds and rejoins once it
 * answers again. A request whose connection a dead node refused is tried on another node.
 */

export type THaproxyNode = { name: string; port: number };

export type THaproxyConfigInput = {
  /** The loopback port browsers and clients use. */
  port: number;
  /** HAProxy's statistics (CSV at `/stats;csv`), for tests and operators. */
  statsPort: number;
  nodes: readonly THaproxyNode[];
};

/** Long enough for a live notification stream between its keep-alive comments. */
export const STREAM_TIMEOUT = '75s';

export function haproxyConfig({ port, statsPort, nodes }: THaproxyConfigInput): string {
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    `  timeout client ${STREAM_TIMEOUT}`,
    `  timeout server ${STREAM_TIMEOUT}`,
    '  timeout http-request 10s',
    // A node killed mid-load refuses connections: the request goes to another node instead.
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    // The nodes trust X-Forwarded-* from the balancer (TRUST_PROXY): rate limits see the client.
    '  option forwardfor',
    // One correlation id per request across the balancer and the node's log lines.
    '  http-request set-header X-Correlation-Id %[uuid()] unless { req.hdr(x-correlation-id) -m found }',
    // Which node answered: for operators reading a trace, and the fault scenarios.
    '  http-response set-header X-Portal-Node %s',
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms fall 2 rise 2',
    ...nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`),
    '',
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '  stats refresh 5s',
    '',
  ].join('\n');
}

/** One row of HAProxy's CSV statistics: a server of the backend and its state (UP, DOWN...). */
export type TBackendServerState = { name: string; status: string };

/** The nodes' states from HAProxy's `/stats;csv` text. */
export function backendServerStates(csv: string, backend = 'nodes'): TBackendServerState[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return rows
    .map((row) => row.split(','))
    .filter((cells) => cells[at('pxname')] === backend && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
    .map((cells) => ({ name: cells[at('svname')] ?? '', status: cells[at('status')] ?? '' }));
}
