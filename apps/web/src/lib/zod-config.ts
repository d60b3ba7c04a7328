/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying
 * `Function('')`: under our `script-src 'self'` that probe alone is a CSP violation the browser
 * logs on every page with a form. Jitless parsing is plain code.
 *
 * zod keeps its configuration (what `z.config()` sets) on `globalThis.__zod_globalConfig`, shared
 * by every copy of zod and created by the first one loaded unless it exists. Setting it here,
 * first in main.tsx, keeps zod itself off the first page (importing `z.config` would pull zod's
 * core into the entry chunk) and holds before any schema parses. `zod-config.test.ts` checks that
 * zod reads it.
 */
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodJitless(scope: TZodGlobal = globalThis as TZodGlobal): void {
  // The same object zod holds, when a copy of it is already loaded.
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

configureZodJitless();
