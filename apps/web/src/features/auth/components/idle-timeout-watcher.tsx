import { Suspense, useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import type { EventsType, ITimers } from 'react-idle-timer';
import { SkipWhenFailed } from '../../../components/ui/skip-when-failed';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { IDLE_PING_INTERVAL_MS } from '../utils/auth-constants';

// The warning (Mantine's Modal, FocusTrap, ScrollArea) loads when it first opens: most pages never show it.
const IdleWarningModal = lazyWhenOnline(async () => ({
  default: (await import('./idle-warning-modal')).IdleWarningModal,
}));

/*
 * What counts as activity. Focus and visibility changes are left out: the warning's own focus
 * handling would otherwise count as the user's answer.
 */
const ACTIVITY_EVENTS: EventsType[] = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'touchmove'];

const MS_PER_SECOND = 1000;

// The library binds the timer functions when it loads; these look them up on each call instead,
// so whatever clock the page has (fake ones in tests) drives the idle timer too.
const LIVE_TIMERS: ITimers = {
  setTimeout: (handler, delay) => window.setTimeout(handler, delay),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (handler, delay) => window.setInterval(handler, delay),
  clearInterval: (id) => window.clearInterval(id),
};

type TIdleTimeoutWatcherProps = {
  /** Inactivity after which the warning opens (tenant metadata: idleTimerStartAfterInSeconds). */
  idleSeconds: number;
  /** How long the warning counts down before sign-out (tenant metadata: timeoutAfterInSeconds). */
  timeoutSeconds: number;
  onTimeout: () => void;
  /** Keep-alive while the user is active (spec: 600 s ping). */
  onPing: () => void;
};

/**
 * Spec section 4 "Idle timeout": after `idleSeconds` without activity a warning counts down
 * `timeoutSeconds`, then the user is signed out. Any activity resets the timer, during the
 * warning too (as the spec's idle library does); 'Stay signed in' is the explicit answer.
 */
export function IdleTimeoutWatcher({ idleSeconds, timeoutSeconds, onTimeout, onPing }: TIdleTimeoutWatcherProps) {
  // When the warning opened: the countdown is computed from it, not from ticks that may lag.
  const [warningSince, setWarningSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // Mounted from the first warning on, closed or not: its closing transition and focus return still run.
  const [hasWarned, setHasWarned] = useState(false);

  const idleTimer = useIdleTimer({
    timeout: (idleSeconds + timeoutSeconds) * MS_PER_SECOND,
    promptBeforeIdle: timeoutSeconds * MS_PER_SECOND,
    events: ACTIVITY_EVENTS,
    timers: LIVE_TIMERS,
    stopOnIdle: true,
    onPrompt: () => {
      const openedAt = Date.now();
      setNow(openedAt);
      setWarningSince(openedAt);
      setHasWarned(true);
    },
    onIdle: () => {
      setWarningSince(null);
      onTimeout();
    },
    onAction: (_event, timer) => {
      if (timer?.isPrompted()) {
        timer.activate();
        setWarningSince(null);
      }
    },
  });

  const isWarning = warningSince !== null;

  useEffect(() => {
    if (!isWarning) {
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), MS_PER_SECOND);
    return () => clearInterval(timer);
  }, [isWarning]);

  // Keep-alive while the user is active; the warning means they are not.
  useEffect(() => {
    if (isWarning) {
      return undefined;
    }
    const timer = setInterval(onPing, IDLE_PING_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isWarning, onPing]);

  function stay() {
    idleTimer.activate();
    setWarningSince(null);
  }

  function signOutNow() {
    // The timer must not sign out a second time while the browser leaves.
    idleTimer.pause();
    setWarningSince(null);
    onTimeout();
  }

  const elapsedSeconds = warningSince === null ? 0 : (now - warningSince) / MS_PER_SECOND;
  const remainingSeconds = Math.max(0, Math.ceil(timeoutSeconds - elapsedSeconds));

  if (!hasWarned) {
    return null;
  }
  return (
    // A warning whose code cannot load (offline after a long pause) is left out: the timer still signs out.
    <SkipWhenFailed>
      <Suspense fallback={null}>
        <IdleWarningModal opened={isWarning} remainingSeconds={remainingSeconds} onStay={stay} onSignOut={signOutNow} />
      </Suspense>
    </SkipWhenFailed>
  );
}
