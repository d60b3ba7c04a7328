import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, createDelayedVisibility } from './delayed-visibility';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('delayed visibility (loading bar)', () => {
  it('shows nothing for work shorter than 500 ms', () => {
    const onChange = vi.fn();
    const bar = createDelayedVisibility(onChange);
    expect(LOADING_BAR_DELAY_MS).toBe(500);
    bar.setBusy(true);
    vi.advanceTimersByTime(499);
    bar.setBusy(false);
    vi.advanceTimersByTime(5000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows after 500 ms of work and hides 500 ms after it ended', () => {
    const onChange = vi.fn();
    const bar = createDelayedVisibility(onChange);
    bar.setBusy(true);
    vi.advanceTimersByTime(499);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(true);

    vi.advanceTimersByTime(3000);
    bar.setBusy(false);
    vi.advanceTimersByTime(499);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps one bar when new work starts within 500 ms of the last', () => {
    const onChange = vi.fn();
    const bar = createDelayedVisibility(onChange);
    bar.setBusy(true);
    vi.advanceTimersByTime(600);
    bar.setBusy(false);
    vi.advanceTimersByTime(300);
    bar.setBusy(true);
    vi.advanceTimersByTime(2000);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('does nothing more once disposed', () => {
    const onChange = vi.fn();
    const bar = createDelayedVisibility(onChange);
    bar.setBusy(true);
    bar.dispose();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
