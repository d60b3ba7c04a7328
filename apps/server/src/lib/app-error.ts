import { PROBLEM_STATUS, type TProblemCode } from '@portal/contracts';

/** The one error type of the API: a stable code, a status derived from it, a message for people. */
export class AppError extends Error {
  readonly code: TProblemCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: TProblemCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = PROBLEM_STATUS[code];
    this.fieldErrors = fieldErrors;
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} was not found.`);
}
