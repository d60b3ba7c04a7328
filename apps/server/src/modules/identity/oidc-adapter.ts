import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/schema.ts';

// Models whose rows belong to a grant: revoking the grant deletes them all.
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's persistence (sessions, interactions, grants, codes, refresh tokens) in our
 * database, so a restart or another node signs nobody out. One table, keyed by model and id.
 */
export function createOidcAdapterClass(db: Kysely<Database>) {
  return class KyselyOidcAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? epochNow() + expiresIn : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    async #findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && row.expires_at <= epochNow())) {
        return undefined;
      }
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: epochNow() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Deletes expired rows; run now and then so the table does not grow without end. */
export async function deleteExpiredOidcPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<=', epochNow()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
