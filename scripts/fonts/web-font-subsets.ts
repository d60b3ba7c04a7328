import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The portal's web font files (issue 24): Inter from @fontsource-variable, with its weight axis
 * cut to the weights the portal uses (400 to 700: Mantine's regular, medium, semibold and bold).
 * With the whole 100-900 axis the latin file costs a phone 48 KB before the first page's largest
 * text; with 400-700, 34 KB. Same characters and OpenType features; a weight outside the range
 * is drawn at the nearest end.
 *
 * `npm run fonts` writes them to apps/web/src/assets/fonts/ (committed, so the build needs no font
 * tooling); `web-font-subsets.test.ts` checks that the committed files are what this makes.
 */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

const repositoryRoot = resolve(import.meta.dirname, '..', '..');
export const FONT_OUTPUT_DIR = join(repositoryRoot, 'apps', 'web', 'src', 'assets', 'fonts');

/** Fontsource's subsets the portal serves (fonts.css): latin, and latin-ext for rarer letters. */
const SUBSETS = ['latin', 'latin-ext'] as const;

// Resolved from the web app, which depends on the font package.
const requireFromWeb = createRequire(join(repositoryRoot, 'apps', 'web', 'package.json'));

/** Every character of a `unicode-range` ("U+0000-00FF,U+0131"): the subset keeps what the font has of them. */
export function charactersOfRange(unicodeRange: string): string {
  const codePoints = unicodeRange.split(',').flatMap((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(first, 16);
    const end = Number.parseInt(last, 16);
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  });
  return String.fromCodePoint(...codePoints);
}

export type TWebFontFile = { name: string; bytes: Buffer };

/** The font files as `npm run fonts` writes them. */
export async function buildWebFontSubsets(): Promise<TWebFontFile[]> {
  const ranges = JSON.parse(
    readFileSync(requireFromWeb.resolve('@fontsource-variable/inter/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return Promise.all(
    SUBSETS.map(async (subset) => {
      const range = ranges[subset];
      if (!range) {
        throw new Error(`@fontsource-variable/inter has no ${subset} subset`);
      }
      const font = readFileSync(
        requireFromWeb.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`),
      );
      const bytes = await subsetFont(font, charactersOfRange(range), {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHT_RANGE },
      });
      return { name: `inter-${subset}-wght-${WEIGHT_RANGE.min}-${WEIGHT_RANGE.max}.woff2`, bytes };
    }),
  );
}
