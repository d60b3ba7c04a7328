import './lib/zod-config';
import './styles/first-page.css';
import './styles/boot-screen.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { guessInitialLocale, setDocumentLanguage } from './app/locale';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { seedWebBoot, takeWebBoot, webBootFor } from './app/web-boot';
import { readCspNonce, shareCspNonce } from './lib/csp-nonce';
import { installGlobalErrorReporting } from './lib/error-reporting';
import { createPortalI18n, ensureBundledCatalogues } from './lib/i18n';
import { createMissingKeyReporter } from './lib/missing-translations';
import { createQueryClient } from './lib/query-client';

// First, so that errors of the start-up itself are reported (spec section 8).
installGlobalErrorReporting(window);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const styleNonce = readCspNonce();
shareCspNonce(styleNonce);

const initialLocale = guessInitialLocale();
setDocumentLanguage(initialLocale);

const i18n = createPortalI18n(initialLocale, import.meta.env.DEV ? { onMissingKey: createMissingKeyReporter() } : {});
// index.html brings the start-up answers for a known tenant: its interface strings follow in
// moments (preloaded), and the bundled ones are loaded only should they fail.
const boot = webBootFor(takeWebBoot(document), window.location.origin);
if (!boot) {
  // Started now, for the screens shown before the tenant is known (loading, unknown tenant).
  void ensureBundledCatalogues(i18n, initialLocale);
}
const queryClient = createQueryClient();
seedWebBoot(queryClient, boot);
const router = createAppRouter({ queryClient, i18n });

const root = createRoot(container);
// A transition: React renders the app in slices, yielding to the browser between them, so that
// a phone's main thread never holds one long task for the whole first render.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n} styleNonce={styleNonce}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
