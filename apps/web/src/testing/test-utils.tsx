import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import { MantineProvider } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { i18n as TI18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { createPortalTheme } from '../lib/theme';
import { FeedbackProvider } from '../components/ui/feedback-provider';
import { createPortalI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

// jsdom has no ResizeObserver; Mantine's scroll areas (tables, dropdowns) watch their size with it.
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no scrollIntoView; Mantine's combobox scrolls the chosen option into view with it, in a
// timer that can fire after a test ended (an uncaught error that fails the whole run).
if (!Reflect.has(Element.prototype, 'scrollIntoView')) {
  Reflect.set(Element.prototype, 'scrollIntoView', () => undefined);
}

// jsdom has no matchMedia; Mantine reads it for the colour scheme and media queries.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// findBy*/waitFor give up after 1 s by default; a 2-core machine running every suite at once can
// take longer to render a lazy route, so a slow machine is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5_000 });

// Each test is a tab of its own: the channels it opened (the tabs' session share, which the portal
// opens at start-up) close when it ends, as a closed tab's do, so that a sign-out announced in one
// test never reaches the next test's page.
const openChannels = new Set<BroadcastChannel>();
const NativeBroadcastChannel = globalThis.BroadcastChannel;
globalThis.BroadcastChannel = class extends NativeBroadcastChannel {
  constructor(name: string) {
    super(name);
    openChannels.add(this);
  }

  override close(): void {
    openChannels.delete(this);
    super.close();
  }
};

// Registered here so tests clean up whether or not Vitest globals are enabled.
afterEach(() => {
  cleanup();
  openChannels.forEach((channel) => channel.close());
});

type TTestDependencies = {
  queryClient: QueryClient;
  i18n: TI18n;
};

type TRenderRoutesOptions = {
  locale?: TLocaleCode;
  initialEntries?: string[];
  queryClient?: QueryClient;
};

/**
 * Renders routes in a memory router with the app's providers (Mantine in test mode: no transitions,
 * no portals). A route factory receives the same i18n and query client as the providers.
 */
export function renderRoutes(
  routes: RouteObject[] | ((dependencies: TTestDependencies) => RouteObject[]),
  options: TRenderRoutesOptions = {},
) {
  const i18n = createPortalI18n(options.locale ?? 'en', { catalogues: bundledCatalogues });
  const queryClient = options.queryClient ?? createQueryClient();
  const routeTable = typeof routes === 'function' ? routes({ queryClient, i18n }) : routes;
  const router = createMemoryRouter(routeTable, { initialEntries: options.initialEntries ?? ['/'] });
  const view = render(
    <MantineProvider env="test" theme={createPortalTheme(i18n.t('dropdown.empty'))}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...view, router, i18n, queryClient };
}
