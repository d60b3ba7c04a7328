import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/test-utils';
import { IdleTimeoutWatcher } from './idle-timeout-watcher';

// The warning's chunk cannot load (offline after a long pause, or a new build took its place).
vi.mock('./idle-warning-modal', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const IDLE_SECONDS = 900;
const TIMEOUT_SECONDS = 60;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('still signs out at the end of the countdown when the warning cannot load', async () => {
  // React reports the failed part it leaves out.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onTimeout = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <p>page</p>
          <IdleTimeoutWatcher
            idleSeconds={IDLE_SECONDS}
            timeoutSeconds={TIMEOUT_SECONDS}
            onTimeout={onTimeout}
            onPing={vi.fn()}
          />
        </>
      ),
    },
  ]);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(IDLE_SECONDS * 1000);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TIMEOUT_SECONDS * 1000);
  });
  expect(onTimeout).toHaveBeenCalledTimes(1);
  consoleError.mockRestore();
});
