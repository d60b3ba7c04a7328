import { z } from 'zod';

/**
 * Stable error codes of the API. Clients switch on `code`, never on `title` or `detail`.
 * Each maps to one HTTP status (see `PROBLEM_STATUS`).
 */
export const PROBLEM_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'route_not_found',
  'tenant_not_found',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type TProblemCode = (typeof PROBLEM_CODES)[number];

export const PROBLEM_STATUS: Record<TProblemCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  route_not_found: 404,
  tenant_not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** RFC 9457 problem details, as every error of the API is answered (`application/problem+json`). */
export const ZProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.enum(PROBLEM_CODES),
  correlationId: z.string().optional(),
  /** Field errors of a `validation_failed` problem: dotted path -> messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TProblem = z.infer<typeof ZProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problemTypeUri(code: TProblemCode): string {
  return `https://portal.dev/problems/${code.replaceAll('_', '-')}`;
}
