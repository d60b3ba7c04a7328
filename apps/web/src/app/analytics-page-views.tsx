import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pushToDataLayer, resolveTagManager } from '../lib/analytics';
import { useSignedInSession } from './auth/signed-in-session';
import { useTenantConfiguration } from './tenant-context';

/**
 * Pushes a `page_view` into the tenant's data layer on every route change of a signed-in user,
 * only when the tenant configures a valid tag manager (otherwise no data layer is created).
 * Renders nothing.
 */
export function AnalyticsPageViews() {
  const configuration = useTenantConfiguration();
  const { user } = useSignedInSession();
  const { i18n } = useTranslation();
  const location = useLocation();
  const tagManager = resolveTagManager(configuration.tagManager);
  const dataLayerName = tagManager?.dataLayerName;
  // One page view per location: not twice under StrictMode, not again when the language changes.
  const lastPushedRef = useRef<string | null>(null);
  const pageLanguage = i18n.language;

  useEffect(() => {
    if (!dataLayerName || lastPushedRef.current === location.key) {
      return;
    }
    lastPushedRef.current = location.key;
    pushToDataLayer(window, dataLayerName, {
      event: 'page_view',
      url: new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href,
      userCode: user.userCode,
      locations: [...user.locationNames],
      jobTitleCode: user.jobRoleCode,
      jobTitle: user.jobRole,
      pageLanguage,
    });
  }, [dataLayerName, location.key, location.pathname, location.search, location.hash, user, pageLanguage]);

  return null;
}
