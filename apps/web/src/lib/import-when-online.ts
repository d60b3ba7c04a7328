import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A load that failed while the browser says it is online is tried again after these pauses. */
const ONLINE_RETRY_DELAYS_MS = [500, 2000];

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function whenBackOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Loads code on demand without letting a lost connection break the page: while the browser is
 * offline the load waits for it to be back online (however long that takes), a load that failed
 * as the connection dropped is tried again then, and one that failed online twice more after a
 * pause; only then does the failure reach the error boundary.
 * The browser does not remember a failed module load, so trying again fetches it afresh.
 *
 * Parts that wait for the page to settle (the footer, the idle timer, the live notifications)
 * load seconds after it opens: a train's tunnel at that moment must not take the page down.
 */
export async function importWhenOnline<TModule>(load: () => Promise<TModule>): Promise<TModule> {
  for (let failuresOnline = 0; ;) {
    // Asked while the browser knows it is offline, the load could only fail (and log so).
    if (isOffline()) {
      await whenBackOnline();
    }
    try {
      return await load();
    } catch (error) {
      if (isOffline()) {
        continue;
      }
      const delay = ONLINE_RETRY_DELAYS_MS[failuresOnline];
      if (delay === undefined) {
        throw error;
      }
      failuresOnline += 1;
      await pause(delay);
    }
  }
}

/** `React.lazy` whose chunk loads through `importWhenOnline`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenOnline<TComponent extends ComponentType<any>>(
  load: () => Promise<{ default: TComponent }>,
): LazyExoticComponent<TComponent> {
  return lazy(() => importWhenOnline(load));
}
