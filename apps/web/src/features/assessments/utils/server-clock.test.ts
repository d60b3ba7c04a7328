import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatRemaining, remainingMs } from './server-clock';

describe('the attempt clock', () => {
  const serverNow = '2026-11-26T10:00:00.000Z';

  it('counts down from the server deadline, corrected by the server clock offset, not from the browser clock', () => {
    // The browser clock runs an hour ahead of the server.
    const browserNow = Date.parse(serverNow) + 3_600_000;
    const offset = clockOffsetMs(serverNow, browserNow);
    expect(offset).toBe(-3_600_000);
    const deadlineAt = '2026-11-26T10:10:00.000Z';
    expect(remainingMs(deadlineAt, offset, browserNow)).toBe(600_000);
    // Read from the browser clock alone, the time would already be up.
    expect(remainingMs(deadlineAt, 0, browserNow)).toBe(0);
    // Thirty seconds later on the browser clock, thirty seconds less on the countdown.
    expect(remainingMs(deadlineAt, offset, browserNow + 30_000)).toBe(570_000);
  });

  it('never counts below zero, and reads an unreadable server time as no offset', () => {
    expect(remainingMs('2026-11-26T09:00:00.000Z', 0, Date.parse(serverNow))).toBe(0);
    expect(clockOffsetMs('not a date', 123)).toBe(0);
  });

  it('shows minutes and seconds, and hours from an hour on', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(4_000)).toBe('00:04');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
    expect(formatRemaining(0)).toBe('00:00');
  });
});
