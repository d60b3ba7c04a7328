import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline, lazyWhenOnline } from './import-when-online';

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  if (isOnline) {
    window.dispatchEvent(new Event('online'));
  }
}

/** A chunk that fails the given number of times (as a dynamic import does), then loads. */
function flakyChunk<TModule>(failures: number, module: TModule) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return module;
  });
  return load;
}

describe('importWhenOnline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for nothing while offline, however long, and loads the chunk once the connection is back', async () => {
    setOnline(false);
    const load = flakyChunk(0, { value: 42 });
    let loaded: { value: number } | undefined;
    void importWhenOnline(load).then((module) => (loaded = module));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    expect(loaded).toBeUndefined();

    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual({ value: 42 });
  });

  it('loads again, once back online, a chunk whose load failed as the connection dropped', async () => {
    setOnline(true);
    const load = vi.fn(async () => {
      if (load.mock.calls.length === 1) {
        setOnline(false);
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return 'chunk';
    });
    let loaded: string | undefined;
    void importWhenOnline(load).then((module) => (loaded = module));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toBeUndefined();

    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toBe('chunk');
  });

  it('tries a chunk that failed online twice more after a pause', async () => {
    setOnline(true);
    const load = flakyChunk(2, 'chunk');
    const loading = importWhenOnline(load);

    await vi.advanceTimersByTimeAsync(400);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2600);
    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives the failure up after three tries online, for the error boundary to show', async () => {
    setOnline(true);
    const load = flakyChunk(3, 'never');
    const loading = importWhenOnline(load);
    const outcome = expect(loading).rejects.toThrow('Failed to fetch dynamically imported module');

    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('lazyWhenOnline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the fallback while offline and shows the component once the connection is back', async () => {
    setOnline(false);
    const Footer = () => <p>The footer</p>;
    const LazyFooter = lazyWhenOnline(flakyChunk(1, { default: Footer }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyFooter />
      </Suspense>,
    );
    await screen.findByText('Loading');

    setOnline(true);
    await screen.findByText('The footer');
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
