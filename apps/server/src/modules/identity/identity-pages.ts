import { matchSupportedLocale, SUPPORTED_LOCALES, type TLocaleCode } from '@portal/contracts';
import { bundledCatalogues } from '@portal/i18n/bundled-catalogues';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { TTranslationsService } from '../translations/translations.service.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';

/**
 * The identity pages the server renders itself (the web app is not loaded yet): sign-in, sign-out,
 * errors. No inline script or style: they load /signin-assets/*, so their CSP allows only 'self'.
 */
export const IDENTITY_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type TTranslate = (key: string, values?: Record<string, string>) => string;

export type TSignInPage = {
  tenant: TResolvedTenant;
  locale: TLocaleCode;
  uid: string;
  csrfToken: string;
  email?: string;
  errorKey?: string;
  externalProvider?: { name: string; href: string };
};

export type TSetPasswordPage = {
  tenant: TResolvedTenant;
  locale: TLocaleCode;
  token: string;
  csrfToken: string;
  /** The tenant's password rules, as catalogue keys with their `{{min}}` and `{{max}}`. */
  ruleKeys: string[];
  ruleValues: Record<string, string>;
  errorKeys: string[];
};

function layout(locale: TLocaleCode, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(title)}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/signin-assets/identity.css">
<link rel="stylesheet" href="/signin-assets/brand.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

/** The page's language: an explicit choice, then the request's ui_locales, then the tenant's default. */
export function chooseLocale(tenant: TResolvedTenant, ...candidates: (string | undefined | null)[]): TLocaleCode {
  for (const candidate of candidates) {
    for (const part of candidate?.split(' ') ?? []) {
      const locale = matchSupportedLocale(part);
      if (locale) {
        return locale;
      }
    }
  }
  return matchSupportedLocale(tenant.defaultLocale) ?? 'en';
}

export function createIdentityPages(translations: TTranslationsService) {
  async function translator(tenant: TResolvedTenant, locale: TLocaleCode): Promise<TTranslate> {
    // The tenant's own wording from the database, the bundled text when it has none.
    const strings = await translations.getResourceStrings(tenant, locale);
    const fallback = bundledCatalogues[locale].common;
    return (key, values = {}) =>
      Object.entries(values).reduce(
        (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
        strings[key] ?? fallback[key] ?? key,
      );
  }

  async function signIn(page: TSignInPage): Promise<string> {
    const t = await translator(page.tenant, page.locale);
    const tenantName = escapeHtml(page.tenant.name);
    const other = SUPPORTED_LOCALES.find((locale) => locale !== page.locale) ?? 'en';
    const error = page.errorKey
      ? `<p class="error" role="alert" id="signin-error">${escapeHtml(t(page.errorKey))}</p>`
      : '';
    const describedBy = page.errorKey ? ' aria-describedby="signin-error"' : '';
    const external = page.externalProvider
      ? `<p class="external"><a class="button secondary" href="${escapeHtml(page.externalProvider.href)}">${escapeHtml(t('signin.externalProvider'))}</a></p>`
      : '';
    return layout(
      page.locale,
      `${t('signin.title')} – ${page.tenant.name}`,
      `<p class="tenant">${tenantName}</p>
<h1>${escapeHtml(t('signin.heading', { tenantName: page.tenant.name }))}</h1>
${error}
<form method="post" action="/signin/${encodeURIComponent(page.uid)}/login" autocomplete="on">
<input type="hidden" name="_csrf" value="${escapeHtml(page.csrfToken)}">
<input type="hidden" name="lang" value="${page.locale}">
<label for="email">${escapeHtml(t('signin.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(page.email ?? '')}"${describedBy}${page.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t('signin.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${describedBy}${page.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t('signin.submit'))}</button>
</form>
${external}
<p class="language"><a href="/signin/${encodeURIComponent(page.uid)}?lang=${other}" lang="${other}">${escapeHtml(t('signin.otherLanguage'))}</a></p>`,
    );
  }

  async function message(
    tenant: TResolvedTenant,
    locale: TLocaleCode,
    titleKey: string,
    textKey: string,
  ): Promise<string> {
    const t = await translator(tenant, locale);
    return layout(
      locale,
      `${t(titleKey)} – ${tenant.name}`,
      `<p class="tenant">${escapeHtml(tenant.name)}</p>
<h1>${escapeHtml(t(titleKey))}</h1>
<p>${escapeHtml(t(textKey))}</p>
<p><a class="button" href="/">${escapeHtml(t('signin.backToPortal'))}</a></p>`,
    );
  }

  /**
   * RP-initiated logout. When the portal asked with the person's own ID token they already chose
   * Log Out there, so the form submits itself; any other request waits for the person's click.
   */
  async function logoutConfirmation(
    tenant: TResolvedTenant,
    ctx: KoaContextWithOIDC,
    form: string,
    isAutoSubmit: boolean,
  ): Promise<string> {
    const locale = chooseLocale(tenant, ctx.oidc.params?.ui_locales as string | undefined);
    const t = await translator(tenant, locale);
    return layout(
      locale,
      `${t('signout.title')} – ${tenant.name}`,
      `<p class="tenant">${escapeHtml(tenant.name)}</p>
<h1>${escapeHtml(t('signout.heading', { tenantName: tenant.name }))}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes"${isAutoSubmit ? ' data-auto-submit' : ''}>${escapeHtml(t('signout.confirm'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('signout.cancel'))}</button>
${isAutoSubmit ? '<script src="/signin-assets/auto-submit.js" defer></script>' : ''}`,
    );
  }

  /** The invitation's set-password form (`/invitation/:token`), with the tenant's password rules. */
  async function setPassword(page: TSetPasswordPage): Promise<string> {
    const t = await translator(page.tenant, page.locale);
    const other = SUPPORTED_LOCALES.find((locale) => locale !== page.locale) ?? 'en';
    const action = `/invitation/${encodeURIComponent(page.token)}`;
    const errors = page.errorKeys.length
      ? `<div class="error" role="alert" id="password-error">${page.errorKeys.map((key) => `<p>${escapeHtml(t(key, page.ruleValues))}</p>`).join('')}</div>`
      : '';
    const describedBy = page.errorKeys.length ? 'password-rules password-error' : 'password-rules';
    const rules = page.ruleKeys.map((key) => `<li>${escapeHtml(t(key, page.ruleValues))}</li>`).join('');
    return layout(
      page.locale,
      `${t('invitation.title')} – ${page.tenant.name}`,
      `<p class="tenant">${escapeHtml(page.tenant.name)}</p>
<h1>${escapeHtml(t('invitation.heading', { tenantName: page.tenant.name }))}</h1>
${errors}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="_csrf" value="${escapeHtml(page.csrfToken)}">
<input type="hidden" name="lang" value="${page.locale}">
<label for="password">${escapeHtml(t('invitation.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required maxlength="1024" aria-describedby="${describedBy}" autofocus>
<div id="password-rules"><p>${escapeHtml(t('invitation.rulesIntro'))}</p><ul>${rules}</ul></div>
<label for="confirm">${escapeHtml(t('invitation.confirm'))}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="1024">
<button type="submit">${escapeHtml(t('invitation.submit'))}</button>
</form>
<p class="language"><a href="${escapeHtml(action)}?lang=${other}" lang="${other}">${escapeHtml(t('signin.otherLanguage'))}</a></p>`,
    );
  }

  function logoutDone(tenant: TResolvedTenant): Promise<string> {
    return message(tenant, chooseLocale(tenant), 'signout.done', 'signout.done');
  }

  function error(tenant: TResolvedTenant, locale?: TLocaleCode, textKey = 'error.text'): Promise<string> {
    return message(tenant, locale ?? chooseLocale(tenant), 'error.title', textKey);
  }

  return { signIn, setPassword, logoutConfirmation, logoutDone, error, message };
}

export type TIdentityPages = ReturnType<typeof createIdentityPages>;
