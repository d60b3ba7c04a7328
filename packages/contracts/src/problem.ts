import { z } from 'zod';
import { PROBLEM_CODES } from './problem-codes.ts';
import type { TProblemCode } from './problem-codes.ts';

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
