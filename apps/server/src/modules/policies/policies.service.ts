import {
  matchSupportedLocale,
  TenantNotificationValidation,
  type TLocaleCode,
  type TTenantNotification,
  type TTenantNotificationType,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { isHostTenantCode, isSameTenant } from './policies.policy.ts';
import { presentTenantNotification } from './policies.presenter.ts';
import {
  findLastNotification,
  findNotificationInForce,
  insertNotification,
  type TTenantNotificationRow,
} from './policies.repository.ts';

export type TNotificationQuery = {
  tenantCode?: string | undefined;
  locale?: TLocaleCode | undefined;
  /** ISO-8601; now when absent. */
  date?: string | undefined;
};

export type TNewTenantNotification = {
  tenantCode: string;
  code: string;
  type: TTenantNotificationType;
  version: string;
  effectiveFrom: string;
  locale: TLocaleCode;
  title: string;
  html: string;
};

/**
 * Stores a notification version with its HTML sanitised (lib/sanitize-html.ts): the web app
 * renders `htmlContent` as HTML, so nothing unsanitised is ever written. Used by the seed today and
 * by an admin editor later.
 */
export async function createTenantNotification(db: Kysely<Database>, input: TNewTenantNotification): Promise<number> {
  const html = sanitizeHtml(input.html, input.tenantCode);
  if (html.length > TenantNotificationValidation.maxHtmlLength) {
    throw new AppError('validation_failed', 'The notification is too long.', { html: ['Too long'] });
  }
  return insertNotification(db, {
    tenant_code: input.tenantCode,
    code: input.code,
    type: input.type,
    version: input.version,
    effective_from: new Date(input.effectiveFrom).toISOString(),
    locale: input.locale,
    title: input.title,
    html_content: html,
    created_at: new Date().toISOString(),
  });
}

export type TPoliciesService = ReturnType<typeof createPoliciesService>;

/**
 * Tenant notifications (spec section 7 "Tenant notifications (core)"): the Terms and Conditions
 * and Privacy Policy versions of the host's tenant, in the asked language, falling back to the
 * tenant's default language.
 */
export function createPoliciesService(db: Kysely<Database>) {
  function checkTenantCode(tenant: TResolvedTenant, tenantCode: string | undefined): void {
    if (!isHostTenantCode(tenant, tenantCode)) {
      throw notFound('The notification');
    }
  }

  /** The languages to look in: the asked one, then the tenant's default. */
  function languagesOf(tenant: TResolvedTenant, locale: TLocaleCode | undefined): string[] {
    const fallback = matchSupportedLocale(tenant.defaultLocale) ?? 'en';
    return [...new Set([locale ?? fallback, fallback])];
  }

  async function firstFound(
    tenant: TResolvedTenant,
    locale: TLocaleCode | undefined,
    find: (language: string) => Promise<TTenantNotificationRow | undefined>,
  ): Promise<TTenantNotification | undefined> {
    for (const language of languagesOf(tenant, locale)) {
      const row = await find(language);
      if (row && isSameTenant(tenant, row)) {
        return presentTenantNotification(row);
      }
    }
    return undefined;
  }

  function inForce(tenant: TResolvedTenant, type: TTenantNotificationType, query: TNotificationQuery) {
    const at = query.date === undefined ? new Date().toISOString() : new Date(query.date).toISOString();
    return firstFound(tenant, query.locale, (locale) =>
      findNotificationInForce(db, tenant.tenantCode, { type, locale, at }),
    );
  }

  /** The version of a type in force at the date (now by default); 404 when there is none. */
  async function getNotificationInForce(
    tenant: TResolvedTenant,
    type: TTenantNotificationType,
    query: TNotificationQuery,
  ): Promise<TTenantNotification> {
    checkTenantCode(tenant, query.tenantCode);
    const notification = await inForce(tenant, type, query);
    if (!notification) {
      throw notFound('The notification');
    }
    return notification;
  }

  /** One version in force per type, in the order asked; types without one are left out. */
  async function listNotificationsInForce(
    tenant: TResolvedTenant,
    types: TTenantNotificationType[],
    query: TNotificationQuery,
  ): Promise<TTenantNotification[]> {
    checkTenantCode(tenant, query.tenantCode);
    const found = await Promise.all(types.map((type) => inForce(tenant, type, query)));
    return found.filter((notification) => notification !== undefined);
  }

  /** The latest version published, even one not yet in force; 404 when there is none. */
  async function getLastNotification(
    tenant: TResolvedTenant,
    type: TTenantNotificationType,
    query: Omit<TNotificationQuery, 'date'>,
  ): Promise<TTenantNotification> {
    checkTenantCode(tenant, query.tenantCode);
    const notification = await firstFound(tenant, query.locale, (locale) =>
      findLastNotification(db, tenant.tenantCode, { type, locale }),
    );
    if (!notification) {
      throw notFound('The notification');
    }
    return notification;
  }

  return { getNotificationInForce, listNotificationsInForce, getLastNotification };
}
