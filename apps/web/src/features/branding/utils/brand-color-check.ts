import {
  BrandingValidation,
  brandColorContrast,
  isReadableBrandColor,
  suggestReadableBrandColor,
} from '@portal/contracts';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export type TBrandColorCheck =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'readable'; ratio: string }
  | { kind: 'tooLight'; ratio: string; minimum: string; suggestion: string };

/** What the form says of a typed colour: the same check the server makes (contracts, colord). */
export function checkBrandColor(value: string): TBrandColorCheck {
  const color = value.trim();
  if (color === '') {
    return { kind: 'none' };
  }
  if (!HEX_COLOR.test(color)) {
    return { kind: 'invalid' };
  }
  const ratio = brandColorContrast(color).toFixed(2);
  if (isReadableBrandColor(color)) {
    return { kind: 'readable', ratio };
  }
  return {
    kind: 'tooLight',
    ratio,
    minimum: String(BrandingValidation.minContrast),
    suggestion: suggestReadableBrandColor(color),
  };
}
