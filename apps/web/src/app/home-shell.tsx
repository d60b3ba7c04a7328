import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { PortalFooter } from './footer/portal-footer';
import { PortalHeader } from './header/portal-header';

export function HomeShell() {
  return (
    <>
      <SkipLink />
      <PortalHeader />
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" py="md">
        <Outlet />
      </Container>
      <PortalFooter />
    </>
  );
}
