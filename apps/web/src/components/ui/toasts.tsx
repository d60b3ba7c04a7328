import { Notification } from '@mantine/core';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createToastStore } from '../../lib/toast-store';
import type { TToast, TToastInput, TToastKind, TToastStore } from '../../lib/toast-store';
import classes from './toasts.module.css';

export type { TToastInput, TToastKind } from '../../lib/toast-store';

const ToastContext = createContext<TToastStore | null>(null);

const TOAST_COLORS: Record<TToastKind, string> = { info: 'blue', success: 'green', error: 'red' };

function ToastItem({ toast, onClose }: { toast: TToast; onClose: () => void }) {
  const { t } = useTranslation();
  const color = TOAST_COLORS[toast.kind];
  // Style attributes are allowed by the CSP (style-src-attr); only <style> elements need the nonce.
  const progressStyle = {
    '--toast-duration': `${toast.durationMs}ms`,
    '--toast-color': `var(--mantine-color-${color}-filled)`,
  } as CSSProperties;
  return (
    <Notification
      className={classes.toast}
      color={color}
      title={toast.title}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('toast.close') }}
      withBorder
    >
      {toast.message}
      <div className={classes.progress} style={progressStyle} aria-hidden />
    </Notification>
  );
}

function Toaster({ store }: { store: TToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (toasts.length === 0) {
    return null;
  }
  return (
    <div className={classes.viewport}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => store.dismiss(toast.id)} />
      ))}
    </div>
  );
}

/** Holds the toasts of the app and shows them (spec section 9: 3000 ms, top centre, no duplicates). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.clear(), [store]);
  return (
    <ToastContext value={store}>
      {children}
      <Toaster store={store} />
    </ToastContext>
  );
}

export type TToastApi = {
  /** Shows a toast; the same message while it still shows is not repeated. Returns its id. */
  showToast: (input: TToastInput) => number;
  dismissToast: (id: number) => void;
};

/** How features tell the user something happened: `showToast({ message: t('...'), kind: 'success' })`. */
export function useToast(): TToastApi {
  const store = useContext(ToastContext);
  const api = useMemo(() => store && { showToast: store.show, dismissToast: store.dismiss }, [store]);
  if (!api) {
    throw new Error('useToast must be used below <ToastProvider>');
  }
  return api;
}
