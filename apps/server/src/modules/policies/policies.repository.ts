import type { Insertable, Kysely } from 'kysely';
import type { Database, TenantNotificationsTable } from '../../db/schema.ts';

/* Kysely only; every function takes the tenant code and never reads or writes another tenant's row. */

const notificationColumns = [
  'id',
  'tenant_code',
  'code',
  'type',
  'version',
  'effective_from',
  'locale',
  'title',
  'html_content',
] as const;

export type TTenantNotificationRow = NonNullable<Awaited<ReturnType<typeof findNotificationInForce>>>;

/** The newest version of a type and language whose effective date is not after `at` (ISO UTC). */
export async function findNotificationInForce(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { type: string; locale: string; at: string },
) {
  return db
    .selectFrom('tenant_notifications')
    .select(notificationColumns)
    .where('tenant_code', '=', tenantCode)
    .where('type', '=', filter.type)
    .where('locale', '=', filter.locale)
    .where('effective_from', '<=', filter.at)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest version of a type and language, whatever its effective date. */
export async function findLastNotification(
  db: Kysely<Database>,
  tenantCode: string,
  filter: { type: string; locale: string },
) {
  return db
    .selectFrom('tenant_notifications')
    .select(notificationColumns)
    .where('tenant_code', '=', tenantCode)
    .where('type', '=', filter.type)
    .where('locale', '=', filter.locale)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a notification version; the caller sanitised its HTML. Returns its id. */
export async function insertNotification(
  db: Kysely<Database>,
  values: Insertable<TenantNotificationsTable>,
): Promise<number> {
  const row = await db.insertInto('tenant_notifications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
