import { useRouteError } from 'react-router';
import { UnknownTenantError } from './bootstrap';
import { ServerErrorPage } from './routes/errors/server-error-page';
import { UnknownTenantPage } from './routes/errors/unknown-tenant-page';
import { StandaloneFrame } from './standalone-layout';

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <StandaloneFrame>
      {error instanceof UnknownTenantError ? <UnknownTenantPage host={error.host} /> : <ServerErrorPage />}
    </StandaloneFrame>
  );
}
