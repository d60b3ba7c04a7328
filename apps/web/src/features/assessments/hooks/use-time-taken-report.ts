import { AttemptRules } from '@portal/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { updateTotalTimeTaken } from '../api/attempts';

// How often the page tells the server how long the learner has spent (and once more on leaving).
export const TIME_REPORT_EVERY_MS = 30_000;

type TTimeTakenReportOptions = {
  serviceUrl: string;
  attemptId: number;
  /** The seconds the server had counted when the page opened. */
  initialSeconds: number;
  isOpen: boolean;
};

/**
 * Reports the time spent on the attempt (`updateTotalTimeTaken`): the server's count when the page
 * opened plus the time on this page, every half minute, on leaving, and when asked (before
 * completing). The server only lets it grow, never past its own clock, and ignores it once the
 * attempt is completed, so a lost or repeated report does no harm; failures are left to the next one.
 */
export function useTimeTakenReport({ serviceUrl, attemptId, initialSeconds, isOpen }: TTimeTakenReportOptions) {
  const openedAt = useRef(0);
  const report = useCallback(async () => {
    if (navigator.onLine === false || openedAt.current === 0) {
      return;
    }
    const counter = Math.min(
      AttemptRules.maxCounterSeconds,
      initialSeconds + Math.round((Date.now() - openedAt.current) / 1000),
    );
    await updateTotalTimeTaken(serviceUrl, attemptId, counter).catch(() => undefined);
  }, [serviceUrl, attemptId, initialSeconds]);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    if (openedAt.current === 0) {
      openedAt.current = Date.now();
    }
    const timer = window.setInterval(() => void report(), TIME_REPORT_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void report();
    };
  }, [isOpen, report]);

  return report;
}
