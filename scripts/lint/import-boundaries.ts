import { dirname, relative, resolve, sep } from 'node:path';
import type { Rule } from 'eslint';

/**
 * Web layering (bulletproof-react): app -> features -> shared. A feature never imports another
 * feature or the app; shared code (components, lib, hooks, testing) never imports either.
 * Relative specifiers are resolved against the importing file, so `../../other/api/x` is caught
 * as surely as a path that names `features/`.
 */

type TLayer = { kind: 'app' } | { kind: 'feature'; name: string } | { kind: 'shared' } | { kind: 'outside' };

const SHARED_FOLDERS = new Set(['components', 'lib', 'hooks', 'testing']);

export function layerOf(webSourceRoot: string, file: string): TLayer {
  const path = relative(webSourceRoot, file);
  if (path.startsWith('..')) {
    return { kind: 'outside' };
  }
  const [top, name] = path.split(sep);
  if (top === 'app') {
    return { kind: 'app' };
  }
  if (top === 'features' && name) {
    return { kind: 'feature', name };
  }
  return top && SHARED_FOLDERS.has(top) ? { kind: 'shared' } : { kind: 'outside' };
}

export function boundaryViolation(from: TLayer, to: TLayer): string | undefined {
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `Feature "${from.name}" imports feature "${to.name}": features never import each other, compose them in src/app.`;
  }
  if (from.kind === 'feature' && to.kind === 'app') {
    return `Feature "${from.name}" imports from src/app: features never depend on the app.`;
  }
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
    return 'Shared code (components, lib, hooks, testing) never imports features or src/app.';
  }
  return undefined;
}

export const importBoundariesRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web layering app -> features -> shared' },
    schema: [{ type: 'object', properties: { webSourceRoot: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const options = (context.options[0] ?? {}) as { webSourceRoot?: string };
    const webSourceRoot = resolve(context.cwd, options.webSourceRoot ?? 'apps/web/src');
    const from = layerOf(webSourceRoot, context.filename);
    if (from.kind === 'outside') {
      return {};
    }
    function check(node: Rule.Node, source: unknown): void {
      if (typeof source !== 'string' || !source.startsWith('.')) {
        return;
      }
      const message = boundaryViolation(from, layerOf(webSourceRoot, resolve(dirname(context.filename), source)));
      if (message) {
        context.report({ node, message });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
