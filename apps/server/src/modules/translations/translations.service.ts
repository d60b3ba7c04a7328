import type { TGetResourceStringsRequest, TInsertResourceStringRequest, TLocaleCode } from '@portal/contracts';
import { PORTAL_APPLICATION } from '@portal/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { compressedKeptAnswer, type TKeptAnswer } from '../../lib/kept-answer.ts';
import { createLoadingCache } from '../../lib/loading-cache.ts';
import type { TResolvedTenant } from '../tenant/tenant.service.ts';
import { findResourceStrings, insertResourceStringIfAbsent } from './translations.repository.ts';

export type TTranslationsService = ReturnType<typeof createTranslationsService>;

export function createTranslationsService(db: Kysely<Database>) {
  // Keys are tenant x application x class key x locale, all validated: the set is small and bounded.
  const catalogues = createLoadingCache<TKeptAnswer>({ ttl: 60_000, max: 1_000 });

  /**
   * A tenant's strings for one class key and locale, as a JSON object `{ key: text }`, kept with
   * its compressed forms: every page load asks for it before its first paint (issue 24). Read
   * again each minute; compressed again only when the text changed.
   */
  function getResourceStringsAnswer(tenant: TResolvedTenant, query: TGetResourceStringsRequest): Promise<TKeptAnswer> {
    const key = [tenant.tenantCode, query.application, query.classKey, query.locale].join('\u0000');
    return catalogues.forceFetch(key, {
      context: async (previous) => {
        const rows = await findResourceStrings(db, tenant.tenantCode, query);
        const json = JSON.stringify(Object.fromEntries(rows.map((row) => [row.string_key, row.text])));
        return previous?.bytes.equals(Buffer.from(json, 'utf8')) ? previous : compressedKeptAnswer(json);
      },
    });
  }

  /** The tenant's strings of the portal's own catalogue in one locale, as an object. */
  async function getResourceStrings(tenant: TResolvedTenant, locale: TLocaleCode): Promise<Record<string, string>> {
    const answer = await getResourceStringsAnswer(tenant, {
      application: PORTAL_APPLICATION,
      classKey: 'common',
      locale,
    });
    return JSON.parse(answer.bytes.toString('utf8')) as Record<string, string>;
  }

  /**
   * Dev mode (spec section 7): adds a string the web app found missing, unless the tenant has the
   * key already (its wording is never overwritten). True when it was added.
   */
  async function insertMissingString(tenant: TResolvedTenant, request: TInsertResourceStringRequest): Promise<boolean> {
    const inserted = await insertResourceStringIfAbsent(db, tenant.tenantCode, request);
    if (inserted) {
      // Dev only and rare: dropping every cached catalogue is simpler than finding the one entry.
      catalogues.clear();
    }
    return inserted;
  }

  return { getResourceStringsAnswer, getResourceStrings, insertMissingString };
}
