import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 4: the first page may load at most this much JavaScript, gzip-compressed. */
export const FIRST_PAGE_JS_BUDGET_BYTES = 170 * 1024;

/** The first page: `/` lands on the dashboard, inside the home shell (spec section 2). */
export const FIRST_PAGE_ROUTE_MODULES = ['src/app/routes/dashboard/dashboard.tsx'] as const;

/** One entry of Vite's `build.manifest` (`dist/.vite/manifest.json`), keyed by source path. */
export type TManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type TManifest = Record<string, TManifestChunk>;

export type TChunkSize = { file: string; bytes: number; gzipBytes: number };

export type TFirstPageReport = {
  /** Every JS file the first paint needs, largest first. */
  chunks: TChunkSize[];
  totalGzipBytes: number;
  /** Loaded by the same page once it has rendered (dynamic imports of the critical chunks). */
  deferred: TChunkSize[];
};

/**
 * The JS files of the first page: the HTML entry and the landing route's chunk, each with every
 * chunk it imports statically (those are fetched before the code runs: the browser cannot render
 * without them). Dynamic imports are left out: they load after the first render.
 */
export function collectFirstPageFiles(manifest: TManifest, routeModules: readonly string[]): string[] {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entryKeys.length === 0) {
    throw new Error('the manifest has no entry chunk');
  }
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`the manifest has no chunk for ${key}`);
    }
    if (files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  for (const key of [...entryKeys, ...routeModules]) {
    visit(key);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Chunks the first-page chunks import dynamically, minus those already counted. */
export function collectDeferredFiles(manifest: TManifest, firstPageFiles: readonly string[]): string[] {
  const counted = new Set(firstPageFiles);
  const keysByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const deferred = new Set<string>();
  for (const file of firstPageFiles) {
    const chunk = manifest[keysByFile.get(file) ?? ''];
    for (const key of chunk?.dynamicImports ?? []) {
      const target = manifest[key];
      // Route chunks load on navigation, not on this page; only shared lazy parts count here.
      if (target && !counted.has(target.file) && !key.startsWith('src/app/routes/')) {
        deferred.add(target.file);
      }
    }
  }
  return [...deferred];
}

function measure(distDir: string, file: string): TChunkSize {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const bySizeDescending = (left: TChunkSize, right: TChunkSize) => right.gzipBytes - left.gzipBytes;

/** Measures the first page of the web app built into `distDir` (with `build.manifest`). */
export function measureFirstPage(
  distDir: string,
  routeModules: readonly string[] = FIRST_PAGE_ROUTE_MODULES,
): TFirstPageReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as TManifest;
  const files = collectFirstPageFiles(manifest, routeModules);
  const chunks = files.map((file) => measure(distDir, file)).sort(bySizeDescending);
  const deferred = collectDeferredFiles(manifest, files)
    .map((file) => measure(distDir, file))
    .sort(bySizeDescending);
  return { chunks, totalGzipBytes: chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0), deferred };
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
