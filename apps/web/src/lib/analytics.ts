import { isValidTagManagerConfiguration } from '@portal/contracts';
import type { TTagManagerConfiguration } from '@portal/contracts';

/**
 * Page-view events of the tag manager (spec section 1: URL, userCode, locations, jobTitleCode,
 * jobTitle, pageLanguage), pushed into the tenant's data layer `window[dataLayerName]`.
 *
 * Only the data layer is fed here: loading the container script itself
 * (`https://www.googletagmanager.com/gtm.js?id=…`) needs a per-tenant Content-Security-Policy
 * (today `script-src 'self'`), which is the next step.
 */
export type TPageViewEvent = {
  event: 'page_view';
  url: string;
  userCode: string;
  locations: string[];
  jobTitleCode: string | null;
  jobTitle: string | null;
  pageLanguage: string;
};

/**
 * The tag-manager configuration when it is valid by the contracts rule (checked again: a bad
 * data layer name would write an arbitrary global), otherwise undefined: no analytics at all.
 */
export function resolveTagManager(tagManager: unknown): TTagManagerConfiguration | undefined {
  if (typeof tagManager !== 'object' || tagManager === null) {
    return undefined;
  }
  const { containerId, dataLayerName } = tagManager as Record<string, unknown>;
  if (typeof containerId !== 'string' || typeof dataLayerName !== 'string') {
    return undefined;
  }
  const configuration = { containerId, dataLayerName };
  return isValidTagManagerConfiguration(configuration) ? configuration : undefined;
}

/**
 * Pushes one event into `target[dataLayerName]`, creating the array when absent. A global of that
 * name that is not an array (`location`, say) is left alone: false is answered and nothing happens.
 */
export function pushToDataLayer(target: object, dataLayerName: string, event: TPageViewEvent): boolean {
  const globals = target as Record<string, unknown>;
  if (!Object.hasOwn(globals, dataLayerName) && dataLayerName in globals) {
    // Inherited (`constructor`, `__proto__`, DOM getters on the prototype chain): never ours.
    return false;
  }
  const current = globals[dataLayerName];
  if (current === undefined) {
    globals[dataLayerName] = [event];
    return true;
  }
  if (!Array.isArray(current)) {
    return false;
  }
  // GTM replaces `push` on its data layer: call it, never write into the array directly.
  current.push(event);
  return true;
}
