import type { TAppSettings, TTenantConfiguration } from './configuration.ts';
import type { TLocaleCode } from './locale-codes.ts';

/** The id of the `<script type="application/json">` element that carries `TWebBoot` in index.html. */
export const WEB_BOOT_ELEMENT_ID = 'portal-boot';

/**
 * What the server writes into index.html for the tenant of the address it was asked for (issue 24),
 * so a first visit starts without three round trips in a row: the answers of the first two
 * start-up calls (app settings, tenant configuration), each exactly what its call answers, and
 * where the third (the tenant's interface strings in its default language, ~50 KB) is already
 * being fetched: the page preloads `resourceStrings.url` (`<link rel="preload" as="fetch">`)
 * beside its script instead of carrying it. The web app uses a part only where it would have asked
 * for that same thing (`tenantUrl` is its own origin, `locale` the language it starts in), and
 * fetches `url` exactly as preloaded (no headers of its own) so the browser hands over the preload.
 */
export type TWebBoot = {
  tenantUrl: string;
  appSettings: TAppSettings;
  configuration: TTenantConfiguration;
  resourceStrings: { locale: TLocaleCode; classKey: string; url: string };
};
