import { buildImageUrl, buildResizedImageUrl } from '@portal/contracts';
import type { TMediaReference, TTenantConfiguration } from '@portal/contracts';

type TImageTenant = Pick<TTenantConfiguration, 'listOfCDNs' | 'tenantCode'>;

/** `{cdn}/image/{id}?tenant`: the image as stored, on one of the tenant's CDNs (this server by default). */
export function mediaImageUrl(tenant: TImageTenant, media: TMediaReference): string {
  return buildImageUrl(tenant.listOfCDNs, media, tenant.tenantCode);
}

/** `{cdn}/image/blob/{id}?tenant&w&h`: the image fitted inside width x height (cached by the server). */
export function resizedMediaImageUrl(
  tenant: TImageTenant,
  media: TMediaReference,
  size: { width?: number; height?: number },
): string {
  return buildResizedImageUrl(tenant.listOfCDNs, media, tenant.tenantCode, size);
}
