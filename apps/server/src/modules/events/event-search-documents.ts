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
 * Events in the search index (the Events tab), written in the transaction of the change. A
 * PUBLISHED event has a document per locale until its last session ends (`expiryDate`), carrying
 * its audience keys: the index finds an event of a job role, location or group only for the people
 * holding one of its keys (as the events page shows it).
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
  if (!event || event.status !== 'PUBLISHED') {
    await removeEntityDocuments(trx, eventKey(tenantCode, eventId));
    return;
  }
  const audiences = await trx
    .selectFrom('event_audiences')
    .select('audience_key')
    .where('tenant_code', '=', tenantCode)
    .where('event_id', '=', eventId)
    .execute();
  if (audiences.length === 0) {
    // For no one: nothing to find.
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
    audienceKeys: audiences.map((audience) => audience.audience_key),
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
