import { ZLocaleCodeSchema, ZTenantNotificationTypeSchema, type TTenantNotification } from '@portal/contracts';
import type { TTenantNotificationRow } from './policies.repository.ts';

/** A stored notification version as the API answers it. */
export function presentTenantNotification(row: TTenantNotificationRow): TTenantNotification {
  return {
    notificationCode: row.code,
    tenantCode: row.tenant_code,
    type: ZTenantNotificationTypeSchema.parse(row.type),
    locale: ZLocaleCodeSchema.parse(row.locale),
    title: row.title,
    htmlContent: row.html_content,
    version: row.version,
    effectiveFrom: row.effective_from,
  };
}
