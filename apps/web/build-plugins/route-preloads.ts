import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { lazyRoutePatterns } from './lazy-route-patterns.ts';

/**
 * Where the map goes in dist/: beside Vite's manifest, a folder the server never serves. The server
 * reads it from the same place (apps/server/src/plugins/route-preloads.ts).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type TOutputChunk = Rolldown.OutputChunk;

/** A chunk and the chunks it imports statically, each once, the chunk first. */
function withStaticImports(start: TOutputChunk, chunks: Map<string, TOutputChunk>): string[] {
  const files: string[] = [];
  const queue = [start.fileName];
  while (queue.length > 0) {
    const fileName = queue.shift() as string;
    if (!files.includes(fileName)) {
      files.push(fileName);
      queue.push(...(chunks.get(fileName)?.imports ?? []));
    }
  }
  return files;
}

/**
 * Writes dist/.vite/route-preloads.json (issue 24): for each lazy route's address pattern, the
 * script files opening it needs that index.html does not already load. The server names them in
 * index.html as `modulepreload` links for the address asked for, so a page's own code downloads
 * beside the main chunk instead of after it has run. The patterns come from the route table's
 * source (`lazyRoutePatterns`), the files from the bundle.
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, TOutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks.set(output.fileName, output);
        }
      }
      const loadedByIndex = new Set(
        [...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => withStaticImports(chunk, chunks)),
      );
      const byModuleId = new Map(
        [...chunks.values()].flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );

      const preloads: Record<string, string[]> = {};
      for (const { pattern, specifiers } of lazyRoutePatterns(readFileSync(routerFile, 'utf8'))) {
        const files = new Set<string>();
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, routerFile);
          const chunk = resolved ? byModuleId.get(resolved.id) : undefined;
          if (!chunk) {
            this.error(`route-preloads: no chunk for ${specifier} (route ${pattern})`);
          }
          withStaticImports(chunk, chunks).forEach((file) => files.add(file));
        }
        preloads[pattern] = [...files].filter((file) => !loadedByIndex.has(file));
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
