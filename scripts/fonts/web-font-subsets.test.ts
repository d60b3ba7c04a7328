import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWebFontSubsets, charactersOfRange, FONT_OUTPUT_DIR } from './web-font-subsets.ts';

describe('web font subsets', () => {
  it('reads a unicode-range as its characters, single code points and spans alike', () => {
    expect(charactersOfRange('U+0041-0043,U+00E9, U+0152-0153')).toBe('ABCéŒœ');
  });

  it('has committed the font files the script makes now (run `npm run fonts` when this fails)', async () => {
    const files = await buildWebFontSubsets();
    expect(files.map((file) => file.name)).toEqual([
      'inter-latin-wght-400-700.woff2',
      'inter-latin-ext-wght-400-700.woff2',
    ]);
    for (const file of files) {
      expect(readFileSync(join(FONT_OUTPUT_DIR, file.name)).equals(file.bytes), file.name).toBe(true);
    }
  });
});
