import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy } from '../../../apps/server/src/ops/cluster/cluster.ts';
import { STREAM_TIMEOUT } from '../../../apps/server/src/ops/cluster/haproxy-config.ts';
import { findFreePort } from '../../lib/free-port.ts';

export type TTlsTerminator = { port: number; stop: () => Promise<void> };

/** A certificate for *.localhost made for this run by Debian's openssl (key and certificate in one file). */
function selfSignedCertificate(dir: string): string {
  const key = join(dir, 'key.pem');
  const certificate = join(dir, 'certificate.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost', '-keyout', key, '-out', certificate],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  }
  // HAProxy takes the certificate and its key from one file.
  const pem = join(dir, 'haproxy.pem');
  writeFileSync(pem, Buffer.concat([readFileSync(certificate), readFileSync(key)]));
  return pem;
}

/**
 * Debian's HAProxy in front of the portal as production has a TLS terminator: HTTPS with HTTP/2
 * (ALPN h2), X-Forwarded-Proto and -For for the portal (TRUST_PROXY). Browsers speak HTTP/2 only
 * over TLS; over HTTP/1.1 a phone opens six connections per host and waits a round trip per file.
 */
export async function startTlsTerminator(backendPort: number): Promise<TTlsTerminator> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-tls-'));
  const port = await findFreePort('127.0.0.1');
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      `  timeout client ${STREAM_TIMEOUT}`,
      `  timeout server ${STREAM_TIMEOUT}`,
      'frontend https',
      `  bind 127.0.0.1:${port} ssl crt ${selfSignedCertificate(dir)} alpn h2,http/1.1`,
      '  option forwardfor',
      '  http-request set-header X-Forwarded-Proto https',
      '  default_backend portal',
      'backend portal',
      `  server portal 127.0.0.1:${backendPort}`,
      '',
    ].join('\n'),
  );
  const child = await startHaproxy(configFile, join(dir, 'haproxy.log'));
  const exited = once(child, 'exit');
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      // HAProxy's log is written as it exits (startHaproxy): a removal racing it is tried again.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
