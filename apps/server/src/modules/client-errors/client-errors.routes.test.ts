import { ClientErrorValidation, type TProblem } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../../test/test-server.ts';
import { createClientErrorsService } from './client-errors.service.ts';

let server: TTestServer;
const path = '/api/client-errors';
const report = {
  message: 'TypeError: x is undefined',
  url: 'http://acme.localhost/dashboard',
  stack: 'at a (b.js:1:2)',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function rowsOf(tenantCode: string) {
  return server.database.db.selectFrom('client_errors').selectAll().where('tenant_code', '=', tenantCode).execute();
}

describe('POST /api/client-errors', () => {
  it("is public and stores the report with the request's correlation id and tenant", async () => {
    const response = await server.request(path, {
      method: 'POST',
      headers: { 'x-correlation-id': 'report-1' },
      body: { ...report, userAgent: 'Mozilla/5.0', correlationId: 'failed-call-7' },
    });
    expect(response.status).toBe(204);
    expect(await rowsOf('acme')).toEqual([
      expect.objectContaining({
        correlation_id: 'report-1',
        client_correlation_id: 'failed-call-7',
        message: report.message,
        stack: report.stack,
        url: report.url,
        user_agent: 'Mozilla/5.0',
      }),
    ]);
  });

  it('refuses bad or oversized reports', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { ...report, message: '' },
      { ...report, message: 'x'.repeat(ClientErrorValidation.maxMessageLength + 1) },
      { ...report, url: 'x'.repeat(ClientErrorValidation.maxUrlLength + 1) },
      { ...report, correlationId: 'bad id\nforged' },
      { ...report, tenantCode: 'boreal' },
    ];
    for (const body of cases) {
      expect((await server.request(path, { method: 'POST', body })).status).toBe(400);
    }
    const huge = await server.request(path, {
      method: 'POST',
      body: { ...report, stack: 'x'.repeat(ClientErrorValidation.maxBodyBytes) },
    });
    expect(huge.status).toBe(413);
    expect(await rowsOf('acme')).toHaveLength(1);
  });

  it('answers 429 with Retry-After past the limit per address', async () => {
    for (let index = 0; index < ClientErrorValidation.rateLimit; index += 1) {
      const response = await server.request(path, { method: 'POST', host: 'boreal.localhost', body: report });
      expect(response.status).toBe(204);
    }
    const limited = await server.request(path, { method: 'POST', host: 'boreal.localhost', body: report });
    expect(limited.status).toBe(429);
    expect(limited.json<TProblem>().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf('boreal')).toHaveLength(ClientErrorValidation.rateLimit);
  });

  it('stores no more than the limit when reports arrive at once', async () => {
    await server.database.db.deleteFrom('rate_limit_counters').execute();
    const before = (await rowsOf('acme')).length;
    const reports = Array.from({ length: ClientErrorValidation.rateLimit + 10 }, () =>
      server.request(path, { method: 'POST', body: report }),
    );
    const statuses = (await Promise.all(reports)).map((response) => response.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(ClientErrorValidation.rateLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await rowsOf('acme')).toHaveLength(before + ClientErrorValidation.rateLimit);
  });

  it('writes one plain warning line, without line breaks a client could forge entries with', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
    await createClientErrorsService(server.database.db).reportClientError(
      { tenantCode: 'acme', name: 'Acme', defaultLocale: 'en' },
      { correlationId: 'report-2', address: '203.0.113.9', log },
      { message: 'Boom\n{"level":50,"msg":"forged"}', url: 'http://acme.localhost/x' },
    );
    expect(lines).toEqual(['client error in tenant acme at http://acme.localhost/x: Boom {"level":50,"msg":"forged"}']);
  });
});
