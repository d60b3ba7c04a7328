import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { PortalHeader } from './header/portal-header';

// Below the fold: the footer (and its own call) comes right after the page's first render.
const PortalFooter = lazy(async () => ({ default: (await import('./footer/portal-footer')).PortalFooter }));

export function HomeShell() {
  return (
    <>
      <SkipLink />
      <PortalHeader />
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" py="md">
        <Outlet />
      </Container>
      <Suspense fallback={null}>
        <PortalFooter />
      </Suspense>
    </>
  );
}
