import { parseSync } from 'vite';

/** A lazy route of the route table: its full address pattern and the modules its `lazy` imports. */
export type TLazyRoutePattern = { pattern: string; specifiers: string[] };

type TNode = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is TNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function childNodes(node: TNode): TNode[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function stringValue(node: unknown): string | null {
  return isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
}

function propertyName(node: TNode): string | null {
  if (node.type !== 'Property' || !isNode(node.key)) {
    return null;
  }
  return node.key.type === 'Identifier' ? (node.key.name as string) : stringValue(node.key);
}

/** React Router's joining: an absolute child path restarts; `a` under `/x` is `/x/a`. */
export function joinPath(parent: string, path: string): string {
  const joined = path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
  return joined.length > 1 ? joined.replace(/\/$/, '') : '/';
}

/** `const loadTeam = () => import('./routes/team/team')`: loader name to module. */
function namedLoaders(program: TNode): Map<string, string> {
  const loaders = new Map<string, string>();
  const visit = (node: TNode): void => {
    if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier' && isNode(node.init)) {
      const init = node.init;
      if (init.type === 'ArrowFunctionExpression' && isNode(init.body) && init.body.type === 'ImportExpression') {
        const specifier = stringValue(init.body.source);
        if (specifier) {
          loaders.set(node.id.name as string, specifier);
        }
      }
    }
    childNodes(node).forEach(visit);
  };
  visit(program);
  return loaders;
}

/** The modules a route's `lazy` value imports: `import('…')` itself or a named loader's call. */
function importedModules(node: TNode, loaders: Map<string, string>, into: Set<string>): void {
  if (node.type === 'ImportExpression') {
    const specifier = stringValue(node.source);
    if (specifier) {
      into.add(specifier);
    }
  } else if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier') {
    const specifier = loaders.get(node.callee.name as string);
    if (specifier) {
      into.add(specifier);
    }
  }
  childNodes(node).forEach((child) => importedModules(child, loaders, into));
}

/**
 * Reads the route table's source (app/router.tsx) for its lazy routes: each route object's `path`
 * joined to those of the route objects around it, and what its `lazy` imports. The table's factory
 * functions (`createHomeAreas`) return routes that sit under `/`, so everything not nested in a
 * route object starts from `/`. route-preload-patterns.test.ts holds this reading to the real tree.
 */
export function lazyRoutePatterns(source: string): TLazyRoutePattern[] {
  const { program } = parseSync('router.tsx', source, { lang: 'tsx' });
  const root = program as unknown as TNode;
  const loaders = namedLoaders(root);
  const byPattern = new Map<string, Set<string>>();

  const visit = (node: TNode, base: string): void => {
    if (node.type !== 'ObjectExpression') {
      childNodes(node).forEach((child) => visit(child, base));
      return;
    }
    const properties = (node.properties as TNode[]).filter(isNode);
    const pathProperty = properties.find((property) => propertyName(property) === 'path');
    const path = pathProperty ? stringValue(pathProperty.value) : null;
    const pattern = path === null ? base : joinPath(base, path);
    for (const property of properties) {
      const name = propertyName(property);
      if (name === 'lazy' && isNode(property.value)) {
        const modules = byPattern.get(pattern) ?? new Set<string>();
        importedModules(property.value, loaders, modules);
        byPattern.set(pattern, modules);
      } else {
        visit(property, name === 'children' ? pattern : base);
      }
    }
  };
  visit(root, '/');

  return [...byPattern].map(([pattern, specifiers]) => ({ pattern, specifiers: [...specifiers].sort() }));
}
