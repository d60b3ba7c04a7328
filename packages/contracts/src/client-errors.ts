import { z } from 'zod';
import { ClientErrorValidation } from './client-error-limits.ts';
import { CORRELATION_ID_PATTERN } from './http.ts';

/**
 * Unhandled errors of the web app (spec section 8 "Unhandled application errors"):
 * `POST /api/client-errors`, public so errors before sign-in are reported too, rate limited per
 * address. Answers 204.
 */

export const ZReportClientErrorRequestSchema = z.strictObject({
  message: z.string().min(1).max(ClientErrorValidation.maxMessageLength),
  stack: z.string().max(ClientErrorValidation.maxStackLength).optional(),
  url: z.string().min(1).max(ClientErrorValidation.maxUrlLength),
  userAgent: z.string().max(ClientErrorValidation.maxUserAgentLength).optional(),
  /** The correlation id of the failed call, when the error came from one. */
  correlationId: z.string().regex(CORRELATION_ID_PATTERN, 'Not a correlation id').optional(),
});
export type TReportClientErrorRequest = z.infer<typeof ZReportClientErrorRequestSchema>;
