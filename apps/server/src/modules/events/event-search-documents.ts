import { EVENTS_MODULE_CODE, eventPath, SUPPORTED_LOCALES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  removeEntityDocuments,
  replaceEntityDocuments,
  type TSearchDocumentInput,
  type TSearchSource,
} from '../search/search-index.writer.ts';

/*
 * Events in the search index (the Events tab), written in the transaction of the change. Only
 * PUBLISHED events for everyone (audience ALL) are documents, one per locale, until their last
 * session ends (`expiryDate`).
 */

export const EVENT_ENTITY_KIND = 'EVENT';

function eventKey(tenantCode: string, eventId: number) {
  return { tenantCode, moduleCode: EVENTS_MODULE_CODE, entityKind: EVENT_ENTITY_KIND, entityId: eventId };
}

export async function syncEventSearchDocuments(
  trx: Kysely<Database>,
  tenantCode: string,
  eventId: number,
  now: string = new Date().toISOString(),
): Promise<void> {
  const event = await trx
    .selectFrom('events')
    .selectAll()
    .where('tenant_code', '=', tenantCode)
    .where('id', '=', eventId)
    .executeTakeFirst();
  // The index has no per-viewer filter: only events for everyone are documents, so a search never
  // shows an event to someone outside its audience (events of a job role, location or group are
  // found on the events page by the people they are for).
  const forEveryone = await trx
    .selectFrom('event_audiences')
    .select('event_id')
    .where('tenant_code', '=', tenantCode)
    .where('event_id', '=', eventId)
    .where('audience_key', '=', 'ALL:')
    .executeTakeFirst();
  if (!event || event.status !== 'PUBLISHED' || !forEveryone) {
    await removeEntityDocuments(trx, eventKey(tenantCode, eventId));
    return;
  }
  const last = await trx
    .selectFrom('event_sessions')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('tenant_code', '=', tenantCode)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  const documents = SUPPORTED_LOCALES.map((locale): TSearchDocumentInput => ({
    locale,
    status: event.status,
    assetTypeCode: null,
    title: locale === 'fr-CA' ? event.title_fr : event.title_en,
    text: (locale === 'fr-CA' ? event.description_fr : event.description_en).replace(/\s+/g, ' ').trim(),
    url: eventPath(eventId),
    effectiveDate: event.published_at,
    expiryDate: (last?.ends_at as string | null | undefined) ?? null,
  }));
  await replaceEntityDocuments(trx, eventKey(tenantCode, eventId), documents, now);
}

export async function removeEventSearchDocuments(trx: Kysely<Database>, tenantCode: string, eventId: number) {
  await removeEntityDocuments(trx, eventKey(tenantCode, eventId));
}

/** Events as a source of the search index (`search:reindex`). */
export const eventSearchSource: TSearchSource = {
  moduleCode: EVENTS_MODULE_CODE,
  async reindexTenant(trx, tenantCode, now) {
    const rows = await trx
      .selectFrom('events')
      .select('id')
      .where('tenant_code', '=', tenantCode)
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await syncEventSearchDocuments(trx, tenantCode, row.id, now);
    }
    return rows.length;
  },
};
