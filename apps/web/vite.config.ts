import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas';

const API_ORIGIN = 'http://127.0.0.1:3000';

// changeOrigin stays false: the server picks the tenant from the Host header.
const proxyToApi = { target: API_ORIGIN, changeOrigin: false } as const;

// Vite requires a default export for its config file.
export default defineConfig({
  plugins: [react(), pureContractSchemas()],
  html: {
    // The server swaps this placeholder for a fresh nonce on every index.html response.
    cspNonce: 'PORTAL_CSP_NONCE',
  },
  build: {
    // /assets/ belongs to the server (appsettings.json), so bundles live under /static/.
    assetsDir: 'static',
    // dist/.vite/manifest.json: what `npm run check:bundle` walks to measure the first page.
    manifest: true,
    rolldownOptions: {
      // zod schema constructors have no side effects: a module that only needs a contract's rule
      // (say buildMenu) then ships without the schemas written beside it, and often without zod.
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
    },
  },
  server: {
    proxy: {
      '/api': proxyToApi,
      '/oidc': proxyToApi,
      '/assets/appsettings.json': proxyToApi,
    },
  },
});
