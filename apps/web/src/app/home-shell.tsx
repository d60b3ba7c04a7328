import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { StatusLoader } from '../components/ui/status-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { lazyWhenOnline } from '../lib/import-when-online';
import { usePageSettled } from '../lib/page-settled';
import { PortalHeader } from './header/portal-header';
import { ImportantNotificationsMount } from './important-notifications/important-notifications-mount';
import { ModuleRouteGate } from './module-route-gate';
import { SearchOverlayProvider, useSearchOverlay } from './routes/search/search-overlay-context';
import { SkillBannerArea } from './skill-banner/skill-banner-area';

// Below the fold: the footer (and its own call) comes once the page has its data.
const PortalFooter = lazyWhenOnline(async () => ({ default: (await import('./footer/portal-footer')).PortalFooter }));
// Downloaded when someone opens the search: the first page does not carry it.
const SearchOverlay = lazyWhenOnline(async () => ({
  default: (await import('./routes/search/search-overlay')).SearchOverlay,
}));

/** Spec section 2 "Home screen": the search panel, and the page only while search is closed. */
function HomeContent() {
  const { t } = useTranslation();
  const overlay = useSearchOverlay();
  return (
    <>
      {overlay?.isOpen ? (
        <Container size="lg" py="md">
          <Suspense fallback={<StatusLoader label={t('app.loading')} />}>
            <SearchOverlay onClose={overlay.close} />
          </Suspense>
        </Container>
      ) : null}
      {/* Hidden, not unmounted: the page keeps its state while the search is open. At least a
          screen tall, so the footer starts below the fold and a page's content, arriving, does
          not push it down in sight (issue 24: the search page's layout shift was the footer). */}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        size="lg"
        py="md"
        mih="100dvh"
        hidden={overlay?.isOpen ?? false}
      >
        <ModuleRouteGate>
          <Outlet />
        </ModuleRouteGate>
      </Container>
    </>
  );
}

/** The footer, once the page's own data is in (lib/page-settled.ts): it sits below the fold. */
function DeferredFooter() {
  const isSettled = usePageSettled();
  return isSettled ? (
    <Suspense fallback={null}>
      <PortalFooter />
    </Suspense>
  ) : null;
}

export function HomeShell() {
  return (
    <SearchOverlayProvider>
      <SkipLink />
      <PortalHeader />
      <SkillBannerArea />
      <HomeContent />
      <DeferredFooter />
      <ImportantNotificationsMount />
    </SearchOverlayProvider>
  );
}
