import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { TMessageKey } from '../lib/i18n';
import { useIsRouteEnabled } from './module-route-gate';
import { useTenantConfiguration } from './tenant-context';

/** What a route declares in its `handle`: the i18n key of its page title. */
export type TRouteHandle = { titleKey: TMessageKey };

function titleKeyOf(handle: unknown): TMessageKey | null {
  if (typeof handle === 'object' && handle !== null && 'titleKey' in handle && typeof handle.titleKey === 'string') {
    // Only the router's `titled()` writes it, from a checked key.
    return handle.titleKey as TMessageKey;
  }
  return null;
}

/**
 * The browser title of the current route, in the page language: its own title (the deepest route
 * whose handle names one) and the tenant, "Resource Library - Acme Corporation". A module the
 * tenant has not enabled is titled as not found, as its page says.
 */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const { tenantName } = useTenantConfiguration();
  const { pathname } = useLocation();
  const isEnabled = useIsRouteEnabled(pathname);
  const matches = useMatches();
  const titleKey = isEnabled
    ? matches.reduce<TMessageKey | null>((key, match) => titleKeyOf(match.handle) ?? key, null)
    : 'catchAll.title';
  return titleKey ? t('pageTitle.format', { page: t(titleKey), tenantName }) : tenantName;
}

/**
 * Sets the document title and, after a client-side navigation, announces it in a polite live
 * region: a screen reader hears the new page as it would after a full load (the approach of
 * React Router's and Next.js's route announcers). The first page is announced by the browser itself.
 */
export function PageTitleAnnouncer() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef(pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (pathname !== announcedPath.current) {
      announcedPath.current = pathname;
      setAnnouncement(title);
    }
  }, [pathname, title]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
