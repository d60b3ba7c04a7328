import { CORRELATION_ID_HEADER, CORRELATION_ID_PATTERN, ClientErrorValidation } from '@portal/contracts';
import type { TReportClientErrorRequest } from '@portal/contracts';

/**
 * Spec section 8 "Unhandled application errors": sent to `POST /api/client-errors`. At most
 * `maxReports` per page load, and never recursively: a report that fails (network, 4xx, 429) is
 * dropped silently, and an error raised while reporting is not reported.
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const MAX_REPORTS_PER_PAGE_LOAD = 10;

export type TErrorReporter = {
  /** Sends the error unless the page's budget is spent; never throws, never rejects. */
  report: (error: unknown) => void;
  /** Reports sent so far. */
  sentCount: () => number;
};

export type TErrorReporterOptions = {
  endpoint?: string;
  maxReports?: number;
};

function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

function describeError(error: unknown): { message: string; stack?: string; correlationId?: string } {
  if (error instanceof Error) {
    const correlationId = (error as { correlationId?: unknown }).correlationId;
    return {
      message: `${error.name}: ${error.message}`,
      ...(error.stack ? { stack: error.stack } : {}),
      ...(typeof correlationId === 'string' && CORRELATION_ID_PATTERN.test(correlationId) ? { correlationId } : {}),
    };
  }
  if (typeof error === 'string') {
    return { message: error };
  }
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The request body of one report, cut to the limits the server accepts. */
export function buildErrorReport(error: unknown): TReportClientErrorRequest {
  const { message, stack, correlationId } = describeError(error);
  return {
    message: truncate(message.trim() || 'Unknown error', ClientErrorValidation.maxMessageLength),
    ...(stack ? { stack: truncate(stack, ClientErrorValidation.maxStackLength) } : {}),
    url: truncate(window.location.href, ClientErrorValidation.maxUrlLength),
    userAgent: truncate(navigator.userAgent, ClientErrorValidation.maxUserAgentLength),
    ...(correlationId ? { correlationId } : {}),
  };
}

export function createErrorReporter({
  endpoint = CLIENT_ERRORS_PATH,
  maxReports = MAX_REPORTS_PER_PAGE_LOAD,
}: TErrorReporterOptions = {}): TErrorReporter {
  let sent = 0;
  let reporting = false;

  function report(error: unknown): void {
    if (reporting || sent >= maxReports) {
      return;
    }
    reporting = true;
    try {
      const body = JSON.stringify(buildErrorReport(error));
      sent += 1;
      // Plain fetch, not apiRequest: no token, no 401 handling, nothing that could fail loudly.
      fetch(new URL(endpoint, window.location.origin).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CORRELATION_ID_HEADER]: crypto.randomUUID() },
        body,
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Reporting must never become an error of its own.
    } finally {
      reporting = false;
    }
  }

  return { report, sentCount: () => sent };
}

/** The page's reporter (one budget per page load). */
export const appErrorReporter: TErrorReporter = createErrorReporter();

/**
 * Reports uncaught errors and unhandled promise rejections of `target` (the window). Returns the
 * function that stops it.
 */
export function installGlobalErrorReporting(target: Window, reporter: TErrorReporter = appErrorReporter): () => void {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script's error carries nothing useful ("Script error.", no error object).
    if (event.error === null && event.message === 'Script error.') {
      return;
    }
    reporter.report(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => reporter.report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
