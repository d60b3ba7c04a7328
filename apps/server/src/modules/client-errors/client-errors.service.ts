import { ClientErrorValidation, type TReportClientErrorRequest } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRateLimiter, type TRateLimit } from '../../lib/rate-limiter.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { insertClientError } from './client-errors.repository.ts';

const REPORT_LIMIT: TRateLimit = {
  limit: ClientErrorValidation.rateLimit,
  windowSeconds: ClientErrorValidation.rateWindowSeconds,
};

/** Thrown when an address sent too many reports; the route answers 429 with Retry-After. */
export class ClientErrorRateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('rate_limited', 'Too many error reports: try again later.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// One line of log text: no line breaks or control characters a client could forge log lines with.
function oneLine(text: string, maxLength: number): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, maxLength);
}

export type TClientErrorsService = ReturnType<typeof createClientErrorsService>;

/**
 * Unhandled errors of the web app (spec section 8): stored with the report's correlation id and
 * the tenant, logged as one warning line, rate limited per address and tenant with the
 * database-backed counters of `lib/rate-limiter.ts` (shared by every node).
 */
export function createClientErrorsService(db: Kysely<Database>) {
  const limiter = createRateLimiter(db);

  /** Stores and logs a report; throws `ClientErrorRateLimited` past the address's limit. */
  async function reportClientError(
    tenant: TResolvedTenant,
    context: { correlationId: string; address: string; log: FastifyBaseLogger },
    report: TReportClientErrorRequest,
  ): Promise<void> {
    // Counted and decided in one statement: parallel reports cannot all slip under the limit.
    const hit = await limiter.hit(`client-errors:${tenant.tenantCode}:${context.address}`, REPORT_LIMIT);
    if (!hit.isAllowed) {
      throw new ClientErrorRateLimited(hit.retryAfterSeconds);
    }
    await insertClientError(db, {
      tenant_code: tenant.tenantCode,
      correlation_id: context.correlationId,
      client_correlation_id: report.correlationId ?? null,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url,
      user_agent: report.userAgent ?? null,
      created_at: new Date().toISOString(),
    });
    context.log.warn(
      `client error in tenant ${tenant.tenantCode} at ${oneLine(report.url, 200)}: ${oneLine(report.message, 300)}`,
    );
  }

  return { reportClientError };
}
