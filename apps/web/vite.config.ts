import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas.ts';
import { routePreloads } from './build-plugins/route-preloads.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Calls the bundler may drop when their result is unused: zod's (`z.object(…)`) and the contracts'
 * functions that only build a schema. Rolldown does not read `@__NO_SIDE_EFFECTS__` on an exported
 * function of another module, so a schema with `positiveIntegerParameter(…)` in it stayed, and zod
 * with it (the dashboard loaded zod for a query schema only the server reads). Named here instead.
 */
const PURE_SCHEMA_BUILDERS = [
  'z',
  'positiveIntegerParameter',
  'apiResult',
  'pagedResult',
  'pageRequestSortedBy',
  'idParameter',
  'bilingual',
  'ZBilingualTextSchema',
  'ZRequiredBilingualTextSchema',
];

// changeOrigin stays false: the server picks the tenant from the Host header.
const proxyToApi = { target: API_ORIGIN, changeOrigin: false } as const;

// Vite requires a default export for its config file.
export default defineConfig({
  plugins: [
    react(),
    pureContractSchemas(),
    // dist/.vite/route-preloads.json: each address's own script files, which the server preloads.
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    // Prebuilt .br and .gz beside every text asset (the server sends them to browsers that accept
    // them: `@fastify/static` preCompressed), at the strongest settings since it happens once.
    // index.html is left out: the server writes a fresh nonce into it on every response.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(js|css|svg|json|txt|webmanifest)$/,
      exclude: [/index\.html$/, /\.vite\//],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  html: {
    // The server swaps this placeholder for a fresh nonce on every index.html response.
    cspNonce: 'PORTAL_CSP_NONCE',
  },
  build: {
    // /assets/ belongs to the server (appsettings.json), so bundles live under /static/.
    assetsDir: 'static',
    // dist/.vite/manifest.json: what `npm run check:bundle` walks to measure the first page.
    manifest: true,
    // The first page has its own gzip budget (`npm run check:bundle`); its one chunk is ~500 kB raw.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // zod schema constructors and the contracts' schema builders have no side effects: a module
      // that only needs a contract's rule (say buildMenu) then ships without the schemas written
      // beside it, and often without zod.
      treeshake: { manualPureFunctions: PURE_SCHEMA_BUILDERS, propertyReadSideEffects: false },
      // Every module the first page loads statically goes into one chunk: Rolldown's automatic
      // common-chunk merging otherwise splits the first page into 20+ files (6-7 KB of gzip
      // overhead) whenever the lazy graph changes.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
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
