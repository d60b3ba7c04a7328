import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

/*
 * The brand colour's contrast check (`branding.ts`), apart from the calls' schemas: only the pages
 * and services that check a colour load colord, not every page that names the branding permission.
 */

extend([a11yPlugin]);

/**
 * The WCAG 2 contrast ratio of the brand colour against white (1 to 21, two decimals). White text on
 * the colour and the colour as text on white have the same ratio: one number decides both.
 */
export function brandColorContrast(color: string): number {
  return colord(color).contrast('#ffffff');
}

/** Whether text stays readable on and in the colour (WCAG AA, 4.5:1: `BrandingValidation.minContrast`). */
export function isReadableBrandColor(color: string): boolean {
  return colord(color).isReadable('#ffffff', { level: 'AA', size: 'normal' });
}

// A little above 4.5: axe measures the rendered colours, which may round the other way.
const SUGGESTION_CONTRAST = 4.6;

/**
 * The colour itself when it is readable, else the nearest darker shade of it that is ('#rrggbb',
 * lower case): what the form proposes instead of a colour that is too light.
 */
export function suggestReadableBrandColor(color: string): string {
  const base = colord(color);
  if (base.isReadable('#ffffff')) {
    return base.toHex().slice(0, 7);
  }
  for (let amount = 0.01; amount <= 1; amount += 0.01) {
    const candidate = base.darken(amount);
    if (candidate.contrast('#ffffff') >= SUGGESTION_CONTRAST) {
      return candidate.toHex().slice(0, 7);
    }
  }
  return '#000000';
}
