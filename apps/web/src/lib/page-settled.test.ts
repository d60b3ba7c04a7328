import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from './page-settled';

function settledFlag(queryClient: QueryClient): { readonly value: boolean } {
  const flag = { value: false };
  void whenPageSettled(queryClient).then(() => {
    flag.value = true;
  });
  return flag;
}

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits while the page fetches, and resolves once no query has fetched for a moment', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['widgets'],
      queryFn: () => new Promise<string>((done) => (answer = done)),
    });
    const settled = settledFlag(queryClient);

    await vi.advanceTimersByTimeAsync(2000);
    expect(settled.value).toBe(false);

    answer('data');
    await vi.advanceTimersByTimeAsync(100);
    expect(settled.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled.value).toBe(true);
  });

  it('gives up waiting after a few seconds of a query that never answers', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<string>(() => {}) });
    const settled = settledFlag(queryClient);

    await vi.advanceTimersByTimeAsync(4000);
    expect(settled.value).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled.value).toBe(true);
  });

  it('answers at once once settled, and separately for each app', async () => {
    const queryClient = new QueryClient();
    await vi.advanceTimersByTimeAsync(1000);
    expect(settledFlag(queryClient).value).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    const again = settledFlag(queryClient);
    await Promise.resolve();
    expect(again.value).toBe(true);

    expect(settledFlag(new QueryClient()).value).toBe(false);
  });
});
