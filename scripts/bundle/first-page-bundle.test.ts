import { describe, expect, it } from 'vitest';
import {
  collectDeferredFiles,
  collectFirstPageFiles,
  collectRouteFiles,
  holdsZod,
  mantineClassNames,
} from './first-page-bundle.ts';
import type { TManifest } from './first-page-bundle.ts';

const manifest: TManifest = {
  'index.html': {
    file: 'static/index.js',
    isEntry: true,
    imports: ['_text.js', '_runtime.js'],
    dynamicImports: ['src/app/routes/dashboard/dashboard.tsx', 'src/app/routes/news/news.tsx', 'src/idle.tsx'],
    css: ['static/index.css'],
  },
  '_text.js': { file: 'static/text.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'static/runtime.js' },
  '_placeholder.js': { file: 'static/placeholder.js', imports: ['index.html', '_text.js'] },
  'src/app/routes/dashboard/dashboard.tsx': { file: 'static/dashboard.js', imports: ['_placeholder.js'] },
  'src/app/routes/news/news.tsx': { file: 'static/news.js', imports: ['_placeholder.js', '_news-only.js'] },
  '_news-only.js': { file: 'static/news-only.js' },
  'src/idle.tsx': { file: 'static/idle.js', imports: ['_text.js'] },
};

describe('first page bundle', () => {
  it('counts the entry, the landing route and everything they import statically, once each', () => {
    const files = collectFirstPageFiles(manifest, ['src/app/routes/dashboard/dashboard.tsx']);
    expect(files.sort()).toEqual([
      'static/dashboard.js',
      'static/index.js',
      'static/placeholder.js',
      'static/runtime.js',
      'static/text.js',
    ]);
  });

  it('lists the shared lazy chunks the page loads later, not other routes', () => {
    const files = collectFirstPageFiles(manifest, ['src/app/routes/dashboard/dashboard.tsx']);
    expect(collectDeferredFiles(manifest, files)).toEqual(['static/idle.js']);
  });

  it('refuses a manifest without the landing route', () => {
    expect(() => collectFirstPageFiles(manifest, ['src/app/routes/missing.tsx'])).toThrow(/missing\.tsx/);
  });

  it('counts for a lazy route what it adds to the first page only', () => {
    const files = collectFirstPageFiles(manifest, ['src/app/routes/dashboard/dashboard.tsx']);
    expect(collectRouteFiles(manifest, 'src/app/routes/news/news.tsx', files).sort()).toEqual([
      'static/news-only.js',
      'static/news.js',
    ]);
  });

  it("tells zod's chunk by its schema classes' names, which minification keeps", () => {
    expect(holdsZod('const e=n("$ZodType",(t,r)=>{t._zod.def=r});')).toBe(true);
    expect(holdsZod('function s(t){return t.returnValue}export{s as t};')).toBe(false);
  });

  it("reads Mantine's class names from code and from stylesheets", () => {
    expect([...mantineClassNames('const classes={root:"m_77c9d27d",inner:"m_80f1301b"};', false)]).toEqual([
      'm_77c9d27d',
      'm_80f1301b',
    ]);
    expect([...mantineClassNames('@layer mantine{.m_77c9d27d{cursor:pointer}.m_77c9d27d:where(x){}}', true)]).toEqual([
      'm_77c9d27d',
    ]);
  });
});
