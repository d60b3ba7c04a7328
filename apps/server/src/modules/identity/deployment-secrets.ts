import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TSigningKeys = {
  /** Private JWKs for the OpenID provider (kid, alg, use set). */
  privateJwks: JWK[];
  /** Their public halves, for verifying access tokens. */
  publicJwks: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
};

const SIGNING_KEYS = 'oidc.signing-keys';
const COOKIE_KEYS = 'oidc.cookie-keys';

/**
 * Returns the secret stored under `name`, creating it first when absent. Two nodes starting at once
 * both try to insert; the database keeps the first, and both read that one back.
 */
export async function loadOrCreate(db: Kysely<Database>, name: string, create: () => Promise<string>): Promise<string> {
  const existing = await db
    .selectFrom('deployment_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) {
    return existing.value;
  }
  await db
    .insertInto('deployment_secrets')
    .values({ name, value: await create(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('deployment_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}

async function createSigningKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return JSON.stringify([{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }]);
}

function publicHalf({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** The deployment's signing and cookie keys, generated on first start and kept in the database. */
export async function loadDeploymentKeys(db: Kysely<Database>): Promise<TSigningKeys> {
  const privateJwks = JSON.parse(await loadOrCreate(db, SIGNING_KEYS, createSigningKey)) as JWK[];
  const cookieKeys = JSON.parse(
    await loadOrCreate(db, COOKIE_KEYS, async () => JSON.stringify([randomBytes(32).toString('base64url')])),
  ) as string[];
  return { privateJwks, publicJwks: privateJwks.map(publicHalf), cookieKeys };
}
