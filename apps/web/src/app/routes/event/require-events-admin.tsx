import type { ReactNode } from 'react';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useEvents } from './use-events';

/** The event admin pages, for EVENTS_ADMIN holders only (the UX side; the server checks every call). */
export function RequireEventsAdmin({ children }: { children: ReactNode }) {
  const { canManage } = useEvents();
  return canManage ? children : <AccessDeniedPage />;
}
