import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyBinary } from '../../../apps/server/src/ops/cluster/cluster.ts';
import { findFreePort } from '../../lib/free-port.ts';

export type TTlsTerminator = { port: number; stop: () => Promise<void> };

/** Long enough for the notification stream between its keep-alive comments (as `./portal cluster`). */
const STREAM_TIMEOUT = '75s';

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
  const pem = join(dir, 'haproxy.pem');
  spawnSync('sh', ['-c', `cat "${certificate}" "${key}" > "${pem}"`]);
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
  const child = spawn(haproxyBinary(), ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(child, 'exit');
  const failed = Promise.race([exited, once(child, 'error')]).then(() => {
    throw new Error("HAProxy could not start: install Debian's haproxy package");
  });
  failed.catch(() => {});
  await Promise.race([new Promise((resolve) => setTimeout(resolve, 300)), failed]);
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
