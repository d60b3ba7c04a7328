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
