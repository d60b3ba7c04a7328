import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBusyTracker } from '../../lib/busy-tracker';
import type { TBusyTracker } from '../../lib/busy-tracker';
import { LOADING_BAR_DELAY_MS, createDelayedVisibility } from '../../lib/delayed-visibility';
import classes from './loading-bar.module.css';

const BusyTrackerContext = createContext<TBusyTracker | null>(null);

/** Work besides navigation that the loading bar accounts for (`useTrackedWork`). */
export function BusyTrackerProvider({ children }: { children: ReactNode }) {
  const [tracker] = useState(createBusyTracker);
  return <BusyTrackerContext value={tracker}>{children}</BusyTrackerContext>;
}

function useBusyTracker(): TBusyTracker {
  const tracker = useContext(BusyTrackerContext);
  if (!tracker) {
    throw new Error('useTrackedWork must be used below <BusyTrackerProvider>');
  }
  return tracker;
}

/** Lets a feature show the loading bar for its own work: `await track(saveProfile(...))`. */
export function useTrackedWork(): Pick<TBusyTracker, 'track' | 'start'> {
  const { track, start } = useBusyTracker();
  return useMemo(() => ({ track, start }), [track, start]);
}

/** Whether tracked work is running right now. */
export function useIsTrackedWorkBusy(): boolean {
  const tracker = useBusyTracker();
  return useSyncExternalStore(tracker.subscribe, tracker.isBusy);
}

/** True once `isBusy` held for `delayMs`, false again `delayMs` after it ended (spec section 9). */
export function useDelayedVisibility(isBusy: boolean, delayMs: number = LOADING_BAR_DELAY_MS): boolean {
  const [isVisible, setVisible] = useState(false);
  const [controller] = useState(() => createDelayedVisibility(setVisible, delayMs));
  useEffect(() => {
    controller.setBusy(isBusy);
  }, [controller, isBusy]);
  useEffect(() => () => controller.dispose(), [controller]);
  return isVisible;
}

/** The thin bar at the top of the page, shown only for work that lasts more than 500 ms. */
export function LoadingBar({ isBusy }: { isBusy: boolean }) {
  const { t } = useTranslation();
  const isVisible = useDelayedVisibility(isBusy);
  if (!isVisible) {
    return null;
  }
  return <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} />;
}
