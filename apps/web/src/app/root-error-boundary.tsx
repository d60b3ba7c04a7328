import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { appErrorReporter } from '../lib/error-reporting';
import { UnknownTenantError } from './bootstrap';
import type { TPortalStartup } from './bootstrap';
import { ServerErrorPage } from './routes/errors/server-error-page';
import { UnknownTenantPage } from './routes/errors/unknown-tenant-page';
import { StandaloneFrame } from './standalone-layout';

export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Known when start-up succeeded and a page failed later: the page keeps the tenant's header.
  const startup = useRouteLoaderData<TPortalStartup>('root');
  // No tenant to name when start-up failed: the page's own title only.
  const title = error instanceof UnknownTenantError ? t('unknownTenant.title') : t('app.serverError');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // An unknown host or a route's own 4xx answer is an expected page, not an application error.
    const isExpected = error instanceof UnknownTenantError || (isRouteErrorResponse(error) && error.status < 500);
    if (!isExpected) {
      appErrorReporter.report(error);
    }
  }, [error]);
  return (
    <StandaloneFrame tenantName={startup?.configuration.tenantName}>
      {error instanceof UnknownTenantError ? <UnknownTenantPage host={error.host} /> : <ServerErrorPage />}
    </StandaloneFrame>
  );
}
