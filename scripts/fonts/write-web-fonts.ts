import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildWebFontSubsets, FONT_OUTPUT_DIR } from './web-font-subsets.ts';

// `npm run fonts`: after a new @fontsource-variable/inter or a new weight range.
mkdirSync(FONT_OUTPUT_DIR, { recursive: true });
for (const file of await buildWebFontSubsets()) {
  const path = join(FONT_OUTPUT_DIR, file.name);
  writeFileSync(path, file.bytes);
  console.log(`${relative(process.cwd(), path)}: ${(file.bytes.length / 1024).toFixed(1)} KB`);
}
