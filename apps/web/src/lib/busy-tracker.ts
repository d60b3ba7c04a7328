export type TBusyTracker = {
  /** Marks work as started; the returned function ends it (calling it twice is harmless). */
  start: () => () => void;
  /** Counts a promise as work until it settles; returns it unchanged. */
  track: <T>(work: Promise<T>) => Promise<T>;
  subscribe: (listener: () => void) => () => void;
  isBusy: () => boolean;
};

/** Work the loading bar should account for besides navigation (a save, an upload). */
export function createBusyTracker(): TBusyTracker {
  let running = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function start(): () => void {
    running += 1;
    if (running === 1) {
      emit();
    }
    let isDone = false;
    return () => {
      if (isDone) {
        return;
      }
      isDone = true;
      running -= 1;
      if (running === 0) {
        emit();
      }
    };
  }

  return {
    start,
    track: (work) => {
      const done = start();
      return work.finally(done);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isBusy: () => running > 0,
  };
}
