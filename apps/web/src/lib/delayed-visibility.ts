/** Spec section 9: the loading bar starts and stops 500 ms late. */
export const LOADING_BAR_DELAY_MS = 500;

export type TDelayedVisibility = {
  setBusy: (isBusy: boolean) => void;
  dispose: () => void;
};

/**
 * Spec section 9 "Loading bar delay start and stop 500 ms": work shorter than `delayMs` shows
 * nothing; once shown, the bar stays `delayMs` after the work ended, so back-to-back work (a
 * redirect, a second call) shows one bar instead of a flicker.
 */
export function createDelayedVisibility(
  onChange: (isVisible: boolean) => void,
  delayMs: number = LOADING_BAR_DELAY_MS,
): TDelayedVisibility {
  let isBusy = false;
  let isVisible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (nextVisible: boolean) => {
    timer = setTimeout(() => {
      timer = undefined;
      isVisible = nextVisible;
      onChange(nextVisible);
    }, delayMs);
  };

  return {
    setBusy(nextBusy) {
      if (nextBusy === isBusy) {
        return;
      }
      isBusy = nextBusy;
      clearTimeout(timer);
      timer = undefined;
      if (isBusy !== isVisible) {
        schedule(isBusy);
      }
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
