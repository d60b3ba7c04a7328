import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { TenantLogoLink } from './header/tenant-logo-link';
import { useTenantConfiguration } from './tenant-context';

type TStandaloneFrameProps = {
  /** The tenant whose logo heads the page; none when start-up failed before the tenant was known. */
  tenantName?: string;
  children: ReactNode;
};

/** Pages outside the home shell (errors, logout, onboarding): a minimal header with the tenant's logo. */
export function StandaloneFrame({ tenantName, children }: TStandaloneFrameProps) {
  return (
    <>
      <SkipLink />
      {tenantName ? (
        <Container component="header" size="xl" py="md" style={{ display: 'flex' }}>
          <TenantLogoLink tenantName={tenantName} />
        </Container>
      ) : null}
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
        {children}
      </Container>
    </>
  );
}

export function StandaloneLayout() {
  const { tenantName } = useTenantConfiguration();
  return (
    <StandaloneFrame tenantName={tenantName}>
      <Outlet />
    </StandaloneFrame>
  );
}
