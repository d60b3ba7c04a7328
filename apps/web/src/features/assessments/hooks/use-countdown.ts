import { useEffect, useState } from 'react';
import { remainingMs } from '../utils/server-clock';

const TICK_MS = 1000;

/**
 * Milliseconds left until the server's `deadlineAt`, ticking every second, read from the browser's
 * clock corrected by `offsetMs` (server minus browser). Null without a deadline (untimed).
 */
export function useCountdown(deadlineAt: string | null, offsetMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineAt === null) {
      return undefined;
    }
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt === null ? null : remainingMs(deadlineAt, offsetMs, now);
}

/** The minutes left at which a screen reader hears how much time remains. */
export const ANNOUNCED_MINUTES = [5, 1] as const;

/**
 * The last announcement threshold (in minutes) crossed, or null: 5 once five minutes or less are
 * left, 1 once one minute or less is. A page opened with 3 minutes left announces 5 at once.
 */
export function crossedThreshold(remaining: number | null): number | null {
  if (remaining === null || remaining <= 0) {
    return null;
  }
  let crossed: number | null = null;
  for (const minutes of ANNOUNCED_MINUTES) {
    if (remaining <= minutes * 60_000) {
      crossed = minutes;
    }
  }
  return crossed;
}
