import { createContext, Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { lazyWhenOnline } from '../../lib/import-when-online';
import { createToastStore } from '../../lib/toast-store';
import type { TToastInput, TToastStore } from '../../lib/toast-store';
import classes from './toasts.module.css';

export type { TToastInput, TToastKind } from '../../lib/toast-store';

const ToastContext = createContext<TToastStore | null>(null);

// Mantine's Notification is not needed for the first render: it is fetched once the page is idle
// (or with the first toast, whichever comes first).
const loadToastItem = () => import('./toast-item');
const ToastItem = lazyWhenOnline(async () => ({ default: (await loadToastItem()).ToastItem }));
const PRELOAD_DELAY_MS = 1500;

function Toaster({ store }: { store: TToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (toasts.length === 0) {
    return null;
  }
  return (
    <div className={classes.viewport}>
      <Suspense fallback={null}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => store.dismiss(toast.id)} />
        ))}
      </Suspense>
    </div>
  );
}

/** Holds the toasts of the app and shows them (spec section 9: 3000 ms, top centre, no duplicates). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.clear(), [store]);
  useEffect(() => {
    // Offline (a test taken without a connection), the fetch would only fail: it waits for the connection.
    const preload = () => {
      if (navigator.onLine) {
        loadToastItem().catch(() => window.addEventListener('online', preload, { once: true }));
      } else {
        window.addEventListener('online', preload, { once: true });
      }
    };
    const timer = window.setTimeout(preload, PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', preload);
    };
  }, []);
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
