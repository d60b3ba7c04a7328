import type { ReactNode } from 'react';
import { BusyTrackerProvider } from './loading-bar';
import { ToastProvider } from './toasts';

/** Toasts and tracked work for the whole app (inside Mantine and i18n, outside the router). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <BusyTrackerProvider>
      <ToastProvider>{children}</ToastProvider>
    </BusyTrackerProvider>
  );
}
