import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl">
        {children}
      </Container>
    </>
  );
}

export function StandaloneLayout() {
  return (
    <StandaloneFrame>
      <Outlet />
    </StandaloneFrame>
  );
}
