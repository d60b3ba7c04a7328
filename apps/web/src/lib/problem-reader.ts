import { PROBLEM_CODES } from '@portal/contracts';
import type { TProblem, TProblemCode } from '@portal/contracts';

const problemCodes: ReadonlySet<string> = new Set(PROBLEM_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages) && messages.every((message) => typeof message === 'string')) {
      errors[field] = messages;
    }
  }
  return errors;
}

/**
 * An RFC 9457 problem of our API (contracts problem.ts), or undefined when the body is something
 * else (a proxy's error page, another service). Hand-written rather than the zod schema: every
 * page may need it, the first one included.
 */
export function readProblem(body: unknown): TProblem | undefined {
  if (!isRecord(body)) {
    return undefined;
  }
  const { type, title, status, detail, code, correlationId, errors } = body;
  if (typeof type !== 'string' || typeof title !== 'string' || !Number.isInteger(status)) {
    return undefined;
  }
  if (typeof code !== 'string' || !problemCodes.has(code)) {
    return undefined;
  }
  const fieldErrors = readFieldErrors(errors);
  return {
    type,
    title,
    status: status as number,
    code: code as TProblemCode,
    ...(typeof detail === 'string' ? { detail } : {}),
    ...(typeof correlationId === 'string' ? { correlationId } : {}),
    ...(fieldErrors ? { errors: fieldErrors } : {}),
  };
}
