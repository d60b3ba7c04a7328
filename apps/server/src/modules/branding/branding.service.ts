import {
  brandColorContrast,
  BrandingValidation,
  isReadableBrandColor,
  suggestReadableBrandColor,
  type TBranding,
  type TLocaleCode,
  type TUpdateBrandingRequest,
} from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAdminChange, type TAuditActor } from '../audit/audit.service.ts';
import type { TMediaActor } from '../media/media.policy.ts';
import type { TMediaService } from '../media/media.service.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { renderBrandedEmailHtml, type TBrandedEmail } from './branding-email.ts';
import { logoUrlOf, presentBranding } from './branding.presenter.ts';
import { findBrandingRow, updateBrandingRow } from './branding.repository.ts';

export type TBrandingActor = TAuditActor & TMediaActor;
export type TBrandingService = ReturnType<typeof createBrandingService>;

type TBrandingDependencies = {
  /** Tells every node the tenant changed: each drops the configuration it built (the tenant change signal). */
  announce: (tenantCode: string) => Promise<void>;
  media: Pick<TMediaService, 'getMultipleMedia'>;
};

/** A field message in the caller's language, from the shared catalogues. */
function message(locale: TLocaleCode, key: string, values: Record<string, string> = {}): string {
  const text = bundledCatalogues[locale].common[key] ?? key;
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), text);
}

/** The tenant's brand colour and logo (issue 21 "branding"), edited by its administrators. */
export function createBrandingService(db: Kysely<Database>, { announce, media }: TBrandingDependencies) {
  async function loadBranding(trx: Kysely<Database>, tenantCode: string): Promise<TBranding> {
    const row = await findBrandingRow(trx, tenantCode);
    if (!row) {
      throw notFound('The tenant');
    }
    return presentBranding(row);
  }

  /** The tenant's branding. */
  function getBranding(tenantCode: string): Promise<TBranding> {
    return loadBranding(db, tenantCode);
  }

  /** 400 unless white text stays readable on the colour: the message names a darker shade that is. */
  function checkContrast(color: string | null, locale: TLocaleCode): void {
    if (color === null || isReadableBrandColor(color)) {
      return;
    }
    const values = {
      ratio: brandColorContrast(color).toFixed(2),
      minimum: String(BrandingValidation.minContrast),
      suggestion: suggestReadableBrandColor(color),
    };
    const text = message(locale, 'admin.branding.color.lowContrast', values);
    throw new AppError('validation_failed', text, { brandColor: [text] });
  }

  /** The logo's address: the tenant's own image, of a raster type, small enough. 404 for another's. */
  async function logoAddress(
    tenant: TResolvedTenant,
    actor: TBrandingActor,
    mediaId: string,
    locale: TLocaleCode,
  ): Promise<string> {
    const [logo] = await media.getMultipleMedia(tenant, actor, [mediaId]);
    if (!logo) {
      throw notFound('The logo');
    }
    const types: readonly string[] = BrandingValidation.logoContentTypes;
    if (logo.kind !== 'image' || !types.includes(logo.contentType)) {
      const text = message(locale, 'admin.branding.logo.notAnImage');
      throw new AppError('validation_failed', text, { logoMediaId: [text] });
    }
    if (logo.sizeInBytes > BrandingValidation.maxLogoBytes) {
      const text = message(locale, 'admin.branding.logo.tooLarge', {
        size: String(BrandingValidation.maxLogoBytes / 1024),
      });
      throw new AppError('validation_failed', text, { logoMediaId: [text] });
    }
    return logoUrlOf(tenant.tenantCode, logo);
  }

  /**
   * Replaces the tenant's brand colour and logo, with its audit row in the same transaction. A
   * colour too light for white text, or a logo that is no small raster image, is a 400 whose field
   * message is in `locale`. The logo kept as it is needs no new check.
   */
  async function updateBranding(
    tenant: TResolvedTenant,
    actor: TBrandingActor,
    request: TUpdateBrandingRequest,
    locale: TLocaleCode,
  ): Promise<TBranding> {
    const { tenantCode } = tenant;
    const current = await loadBranding(db, tenantCode);
    if (request.brandColor !== current.brandColor) {
      checkContrast(request.brandColor, locale);
    }
    const logoMediaId = request.logoMediaId?.toLowerCase() ?? null;
    let logoUrl: string | null = null;
    if (logoMediaId !== null) {
      logoUrl =
        logoMediaId === current.logoMediaId && current.logoUrl
          ? current.logoUrl
          : await logoAddress(tenant, actor, logoMediaId, locale);
    }
    const brandColor = request.brandColor?.toLowerCase() ?? null;
    const after = await db.transaction().execute(async (trx) => {
      const before = await loadBranding(trx, tenantCode);
      await updateBrandingRow(trx, tenantCode, { brand_color: brandColor, logo_url: logoUrl });
      const changed = await loadBranding(trx, tenantCode);
      await recordAdminChange(trx, actor, {
        area: 'tenant',
        action: 'update',
        targetKind: 'tenant',
        targetId: tenantCode,
        before: { branding: before },
        after: { branding: changed },
      });
      return changed;
    });
    await announce(tenantCode);
    return after;
  }

  /**
   * The stylesheet of the identity provider's pages in the tenant's colours and logo: served from
   * the portal's origin, so their CSP keeps forbidding inline styles. Empty without branding.
   */
  async function getSignInStylesheet(tenantCode: string): Promise<string> {
    const branding = await getBranding(tenantCode);
    const rules: string[] = [];
    if (branding.brandColor) {
      // A colour stored before the check existed is darkened the way the form proposes.
      const color = suggestReadableBrandColor(branding.brandColor);
      rules.push(
        `.tenant,a{color:${color}}`,
        `button:not(.secondary),.button:not(.secondary){background:${color};color:#fff}`,
      );
    }
    if (branding.logoUrl) {
      rules.push(
        `.tenant::before{content:"";display:block;height:40px;margin-bottom:.5rem;` +
          `background:url(${JSON.stringify(branding.logoUrl)}) left center/contain no-repeat}`,
      );
    }
    return rules.join('\n');
  }

  /** The HTML part of an email of the tenant, in its colour and with its logo (`branding-email.ts`). */
  async function renderEmailHtml(tenantCode: string, email: TBrandedEmail): Promise<string> {
    return renderBrandedEmailHtml(await getBranding(tenantCode), email);
  }

  return { getBranding, updateBranding, getSignInStylesheet, renderEmailHtml };
}
