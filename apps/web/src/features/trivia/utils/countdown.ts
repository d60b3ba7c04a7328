import { TriviaRules } from '@portal/contracts';
import { useEffect, useState } from 'react';

/*
 * The countdown follows the server's deadline, not the browser's start: the difference between the
 * server's clock and the browser's (`serverNow` against the time the answer arrived) is taken out.
 */

export type TServerTimes = { deadlineAt: string; serverNow: string; receivedAtMs: number };

/** Milliseconds the browser's clock is behind the server's (negative when ahead). */
export function clockOffset(serverNow: string, receivedAtMs: number): number {
  return Date.parse(serverNow) - receivedAtMs;
}

/** Whole seconds left before the deadline at browser time `nowMs` (0 once over). */
export function secondsLeft(deadlineAt: string, offsetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - (nowMs + offsetMs)) / 1000));
}

/** Seconds left, ticking; `isOver` at the deadline, `isPastGrace` once the server stops accepting answers. */
export function useCountdown(times: TServerTimes | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!times) {
      return undefined;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [times]);
  if (!times) {
    return { seconds: 0, isOver: false, isPastGrace: false };
  }
  // Never before the moment the question arrived (the clock ticks only every 250 ms).
  const browserNow = Math.max(now, times.receivedAtMs);
  const offset = clockOffset(times.serverNow, times.receivedAtMs);
  const deadline = Date.parse(times.deadlineAt);
  const serverNow = browserNow + offset;
  return {
    seconds: secondsLeft(times.deadlineAt, offset, browserNow),
    isOver: serverNow >= deadline,
    isPastGrace: serverNow >= deadline + TriviaRules.graceSeconds * 1000,
  };
}
