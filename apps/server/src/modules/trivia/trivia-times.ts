import { TriviaRules } from '@portal/contracts';

/* The server's clock for trivia: ISO strings (they compare as times), month ranges in UTC. */

export function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** The earliest deadline an answer given at `now` may still meet (now minus the grace). */
export function latestAcceptedDeadline(now: string): string {
  return addSeconds(now, -TriviaRules.graceSeconds);
}

/** Whether a served question's time (plus grace) is over at `now`. */
export function isExpired(deadlineAt: string | null, now: string): boolean {
  return deadlineAt !== null && deadlineAt < latestAcceptedDeadline(now);
}

/** 'YYYY-MM' of an ISO time, in UTC. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** [first instant of the month, first instant of the next), as ISO strings. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, monthNumber, 1)).toISOString(),
  };
}
