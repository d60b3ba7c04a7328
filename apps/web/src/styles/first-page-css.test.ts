// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The Mantine component files first-page.css imports, in its order. */
function firstPageImports(): string[] {
  const css = readFileSync(new URL('./first-page.css', import.meta.url), 'utf8');
  return [...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';/g)].map((match) => match[1] ?? '');
}

/** Where each component's rules start in Mantine's own whole stylesheet. */
function positionInMantine(component: string): number {
  const whole = readFileSync(require.resolve('@mantine/core/styles.layer.css'), 'utf8');
  const own = readFileSync(require.resolve(`@mantine/core/styles/${component}.layer.css`), 'utf8')
    // Each file has its own layer wrapper and header comment; the whole stylesheet has one of each.
    .replace(/^@layer mantine \{/, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  return whole.indexOf(own.slice(0, 120));
}

describe('first-page.css', () => {
  it("imports Mantine's component styles in Mantine's own order (later rules win within the layer)", () => {
    const imports = firstPageImports();
    expect(imports.length).toBeGreaterThan(10);
    const positions = imports.map(positionInMantine);
    expect(positions.every((position) => position >= 0)).toBe(true);
    const inMantineOrder = [...imports].sort((left, right) => positionInMantine(left) - positionInMantine(right));
    expect(imports).toEqual(inMantineOrder);
  });
});
