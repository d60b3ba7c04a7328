import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
// A schema constant (`ZMenuItemSchema`) at the start of a method call: `.optional()`, `.extend({…})`.
const SCHEMA_METHOD_CALL = /(?<![\w$.])(Z[A-Z][\w$]*)(?=\s*\.\s*[\w$]+\s*\()/g;

/**
 * Marks the contracts' schema derivations (`ZLocaleCodeSchema.optional()`, `ZBase.extend(…)`) as
 * pure, like `treeshake.manualPureFunctions: ['z']` does for `z.object(…)`: the bundler can then
 * drop every schema the web app does not use, and zod itself when the first page uses none. Safe
 * because the contracts never call a schema method for its side effects (they have none).
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'portal:pure-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id) || id.endsWith('.test.ts')) {
        return null;
      }
      return { code: code.replace(SCHEMA_METHOD_CALL, '/* @__PURE__ */ $1'), map: null };
    },
  };
}
