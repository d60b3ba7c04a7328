import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sendRequest } from './test/http-client.ts';

/** The real entry point as `npm start` runs it: migrate and seed a new file database, serve, stop on SIGTERM. */

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts on an empty SQLite file with the demo tenants and shuts down cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [mainPath], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dataDir, 'portal.db')}`,
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // The start-up line names each tenant's address on the listening port, not the bare bound one.
        const listening = /portal listening: .*http:\/\/acme\.localhost:(\d+)/.exec(output);
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${listening[1]}`);
        }
      });
    });

    expect(output).toContain('demo tenants seeded');
    const ready = await sendRequest(baseUrl, '/api/ready', { headers: { 'x-correlation-id': 'process-test-7' } });
    expect(ready.status).toBe(200);
    // One access-log line per request (no separate "incoming request" line), with the correlation id.
    await expect.poll(() => output).toMatch(/"correlationId":"process-test-7".*"statusCode":200.*\n/);
    const requestLines = output.split('\n').filter((line) => line.includes('"correlationId":"process-test-7"'));
    expect(requestLines).toHaveLength(1);
    expect(JSON.parse(requestLines[0] ?? '{}')).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/ready',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    expect(output).not.toContain('incoming request');
    const configuration = await sendRequest(
      baseUrl,
      '/api/tenantconfiguration?tenantUrl=http%3A%2F%2Fboreal.localhost%3A3000&urlFor=CORESPA',
    );
    expect(configuration.json<{ tenantCode: string }>().tenantCode).toBe('boreal');

    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
    expect(output).toContain('shutting down');
    await expect(sendRequest(baseUrl, '/api/health')).rejects.toThrow();
  }, 90_000);
});
