/**
 * Tag manager (spec section 5 "Validation rules", section 9 "Tag manager"): per-tenant
 * configuration the web app loads the container from. The container id goes into a script URL and
 * the data layer name becomes a global, so both are held to strict character sets (beyond the
 * spec's "starts with 'GTM-'").
 */

export const TagManagerMessages = {
  invalidContainerId: 'Please provide a valid container ID (i.e. GTM-XXXXXX)',
  invalidDataLayerName: 'Please provide a valid name for the data layer',
} as const;

/** Spec section 9: precision 3, default currency EUR, default language 'en'. */
export const TagManagerDefaults = {
  precision: 3,
  currency: 'EUR',
  language: 'en',
  dataLayerName: 'dataLayer',
} as const;

export const CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{1,20}$/;
// A JavaScript identifier (the data layer is `window[dataLayerName]`).
export const DATA_LAYER_NAME_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

export type TTagManagerInput = { containerId?: string | null | undefined; dataLayerName?: string | null | undefined };
export type TTagManagerErrors = { containerId?: string; dataLayerName?: string };

/** The spec's messages for each invalid field; an empty object when the configuration is valid. */
export function validateTagManagerConfiguration(input: TTagManagerInput): TTagManagerErrors {
  const errors: TTagManagerErrors = {};
  const containerId = input.containerId?.trim() ?? '';
  if (!containerId.startsWith('GTM-') || !CONTAINER_ID_PATTERN.test(containerId)) {
    errors.containerId = TagManagerMessages.invalidContainerId;
  }
  if (!DATA_LAYER_NAME_PATTERN.test(input.dataLayerName?.trim() ?? '')) {
    errors.dataLayerName = TagManagerMessages.invalidDataLayerName;
  }
  return errors;
}

export function isValidTagManagerConfiguration(input: TTagManagerInput): boolean {
  return Object.keys(validateTagManagerConfiguration(input)).length === 0;
}
