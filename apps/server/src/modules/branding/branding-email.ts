import { suggestReadableBrandColor, type TBranding, type TLocaleCode } from '@portal/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The portal's own blue (the web theme's `DEFAULT_BRAND_COLOR`), for a tenant without a colour. */
const PORTAL_COLOR = '#1d5fa8';

export type TBrandedEmail = {
  /** The language the email is written in (`<html lang>`, for screen readers). */
  locale: TLocaleCode;
  tenantName: string;
  /** The portal's origin the email links to: the logo's relative address is made absolute on it. */
  origin: string;
  heading: string;
  text: string;
  action: { label: string; href: string };
};

/**
 * The HTML part of an email in the tenant's colour and logo. Mail clients ignore stylesheets:
 * styles are inline (emails have no CSP). A colour stored before the contrast check is darkened
 * the way the branding form proposes, so the white button text stays readable.
 */
export function renderBrandedEmailHtml(branding: TBranding, email: TBrandedEmail): string {
  const color = suggestReadableBrandColor(branding.brandColor ?? PORTAL_COLOR);
  const name = escapeHtml(email.tenantName);
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(new URL(branding.logoUrl, email.origin).href)}" alt="${name}" height="40" style="display:block;height:40px;max-width:200px">`
    : `<p style="margin:0;color:${color};font-weight:700">${name}</p>`;
  return `<!doctype html>
<html lang="${escapeHtml(email.locale)}">
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;border-top:6px solid ${color}">
${logo}
<h1 style="font-size:20px;margin:16px 0 8px">${escapeHtml(email.heading)}</h1>
<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(email.text)}</p>
<p style="margin:0"><a href="${escapeHtml(email.action.href)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:${color};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(email.action.label)}</a></p>
</div>
</body>
</html>`;
}
