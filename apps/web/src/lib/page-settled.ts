import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How long no query may be fetching before the page counts as having its data. */
const QUIET_MS = 400;
/** However busy the page stays, the waiting work starts by then. */
const MAX_WAIT_MS = 5000;

const settledPages = new WeakMap<QueryClient, Promise<void>>();
const settledClients = new WeakSet<QueryClient>();

/**
 * Resolves once the page the tab opened on has its data (no query fetching for a moment), or after
 * a few seconds at most; at once from then on. Work the first view does not show (the idle timer,
 * the live notification stream, the footer below the fold) waits for it, so that a phone spends
 * its first seconds on what it shows.
 */
export function whenPageSettled(queryClient: QueryClient): Promise<void> {
  let settled = settledPages.get(queryClient);
  if (!settled) {
    settled = new Promise<void>((resolve) => {
      let quietTimer: ReturnType<typeof setTimeout> | undefined;
      // Both the deadline and the quiet timer may call it: resolving twice is harmless.
      const finish = () => {
        clearTimeout(deadline);
        unsubscribe();
        settledClients.add(queryClient);
        resolve();
      };
      const deadline = setTimeout(finish, MAX_WAIT_MS);
      const watch = () => {
        clearTimeout(quietTimer);
        if (queryClient.isFetching() === 0) {
          quietTimer = setTimeout(finish, QUIET_MS);
        }
      };
      const unsubscribe = queryClient.getQueryCache().subscribe(watch);
      watch();
    });
    settledPages.set(queryClient, settled);
  }
  return settled;
}

/** True once `whenPageSettled` has resolved: what renders only then mounts after the page's data. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [isSettled, setIsSettled] = useState(() => settledClients.has(queryClient));
  // Setting the state of an unmounted component is a no-op: no clean-up needed.
  useEffect(() => void whenPageSettled(queryClient).then(() => setIsSettled(true)), [queryClient]);
  return isSettled;
}
