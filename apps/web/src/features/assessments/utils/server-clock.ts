/*
 * The server owns the attempt's clock: the deadline is the server's, and the browser's clock may be
 * minutes off. Each answer carrying `serverNow` tells how far off (the offset), and the countdown
 * reads the browser's clock corrected by it.
 */

/** Server time minus browser time, in ms, from an answer's `serverNow` received at `receivedAtMs`. */
export function clockOffsetMs(serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

/** The server's time now, as the browser estimates it. */
export function serverNowMs(offsetMs: number, browserNowMs: number = Date.now()): number {
  return browserNowMs + offsetMs;
}

/** Milliseconds left until the server's deadline (never below 0). */
export function remainingMs(deadlineAt: string, offsetMs: number, browserNowMs: number = Date.now()): number {
  return Math.max(0, Date.parse(deadlineAt) - serverNowMs(offsetMs, browserNowMs));
}

/** "mm:ss", or "h:mm:ss" from an hour on, for a countdown. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
