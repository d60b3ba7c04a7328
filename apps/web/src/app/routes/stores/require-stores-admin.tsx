import type { ReactNode } from 'react';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useStores } from './use-stores';

/** The store's admin pages, for STORES_ADMIN holders only (the UX side; the server checks every call). */
export function RequireStoresAdmin({ children }: { children: ReactNode }) {
  const { canManage } = useStores();
  return canManage ? children : <AccessDeniedPage />;
}
