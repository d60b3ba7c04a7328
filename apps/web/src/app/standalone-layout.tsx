import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { TenantLogoLink } from './header/tenant-logo-link';
import { useTenantConfiguration } from './tenant-context';

type TStandaloneFrameProps = {
  /** The tenant whose logo heads the page; none when start-up failed before the tenant was known. */
  tenantName?: string;
  logoUrl?: string | undefined;
  children: ReactNode;
};

/** Pages outside the home shell (errors, logout, onboarding): a minimal header with the tenant's logo. */
export function StandaloneFrame({ tenantName, logoUrl, children }: TStandaloneFrameProps) {
  return (
    <>
      <SkipLink />
      {tenantName ? (
        <Container component="header" size="xl" py="md" style={{ display: 'flex' }}>
          <TenantLogoLink tenantName={tenantName} logoUrl={logoUrl} />
        </Container>
      ) : null}
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
        {children}
      </Container>
    </>
  );
}

export function StandaloneLayout() {
  const { tenantName, logoUrl } = useTenantConfiguration();
  return (
    <StandaloneFrame tenantName={tenantName} logoUrl={logoUrl}>
      <Outlet />
    </StandaloneFrame>
  );
}
