import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/* The learning record's table. Kysely only; every function takes the tenant code. */

export type TStatementRow = {
  tenantCode: string;
  actorUserCode: string;
  verb: string;
  verbIri: string;
  objectKind: string;
  objectId: string;
  result: string | null;
  timestamp: string;
  idempotencyKey: string;
  /** JSON of the statement's context, or null. */
  context: string | null;
};

/**
 * Inserts statements; a key the tenant already holds is skipped by the database (unique
 * constraint, `on conflict do nothing`), so replays and concurrent duplicates are stored once.
 * Answers how many rows were new.
 */
export async function insertStatements(db: Kysely<Database>, rows: readonly TStatementRow[]): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const inserted = await db
    .insertInto('learning_statements')
    .values(
      rows.map((row) => ({
        tenant_code: row.tenantCode,
        actor_user_code: row.actorUserCode,
        verb: row.verb,
        verb_iri: row.verbIri,
        object_kind: row.objectKind,
        object_id: row.objectId,
        result: row.result,
        timestamp: row.timestamp,
        idempotency_key: row.idempotencyKey,
        context: row.context,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_code', 'idempotency_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * The latest time of each (actor, object, verb) among the given users, objects and verbs: one
 * query on the `(tenant, actor, object_kind, object_id, verb)` index, bounded by the lists.
 */
export async function findLatestByObjects(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCodes: readonly string[],
  objectKind: string,
  objectIds: readonly string[],
  verbs: readonly string[],
): Promise<{ actor_user_code: string; object_id: string; verb: string; last_at: string | null }[]> {
  if (actorUserCodes.length === 0 || objectIds.length === 0 || verbs.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_statements')
    .select((eb) => ['actor_user_code', 'object_id', 'verb', eb.fn.max('timestamp').as('last_at')])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', 'in', [...actorUserCodes])
    .where('object_kind', '=', objectKind)
    .where('object_id', 'in', [...objectIds])
    .where('verb', 'in', [...verbs])
    .groupBy(['actor_user_code', 'object_id', 'verb'])
    .execute();
}

/** How many distinct users of the tenant have the verb on each object (news reads per article). */
export async function countAllActorsByObjects(
  db: Kysely<Database>,
  tenantCode: string,
  objectKind: string,
  objectIds: readonly string[],
  verb: string,
): Promise<{ object_id: string; actors: number | string | bigint }[]> {
  if (objectIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_statements')
    .select((eb) => ['object_id', eb.fn.count<number>('actor_user_code').distinct().as('actors')])
    .where('tenant_code', '=', tenantCode)
    .where('object_kind', '=', objectKind)
    .where('object_id', 'in', [...objectIds])
    .where('verb', '=', verb)
    .groupBy('object_id')
    .execute();
}

/** How many distinct users (of `actorUserCodes`) have any of the verbs on each object. */
export async function countActorsByObjects(
  db: Kysely<Database>,
  tenantCode: string,
  objectKind: string,
  objectIds: readonly string[],
  verbs: readonly string[],
  actorUserCodes: readonly string[],
): Promise<{ object_id: string; actors: number | string | bigint }[]> {
  if (objectIds.length === 0 || actorUserCodes.length === 0) {
    return [];
  }
  return db
    .selectFrom('learning_statements')
    .select((eb) => ['object_id', eb.fn.count<number>('actor_user_code').distinct().as('actors')])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', 'in', [...actorUserCodes])
    .where('object_kind', '=', objectKind)
    .where('object_id', 'in', [...objectIds])
    .where('verb', 'in', [...verbs])
    .groupBy('object_id')
    .execute();
}

/**
 * The users' statements of one verb on one kind of object (optionally only these objects), oldest
 * first: skill ratings (`rated` COMPETENCY) with their result and context. One query per call on
 * the `(tenant, actor, object_kind, object_id, verb)` index; its cost follows the users' statements.
 */
export async function findStatementsOfActors(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCodes: readonly string[],
  objectKind: string,
  verb: string,
  objectIds: readonly string[] | null,
): Promise<
  { actor_user_code: string; object_id: string; result: string | null; context: string | null; timestamp: string }[]
> {
  if (actorUserCodes.length === 0 || objectIds?.length === 0) {
    return [];
  }
  let query = db
    .selectFrom('learning_statements')
    .select(['actor_user_code', 'object_id', 'result', 'context', 'timestamp'])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', 'in', [...actorUserCodes])
    .where('object_kind', '=', objectKind)
    .where('verb', '=', verb);
  if (objectIds) {
    query = query.where('object_id', 'in', [...objectIds]);
  }
  return query.orderBy('timestamp').orderBy('id').execute();
}

/**
 * One user's statements of these verbs since a time, newest first (the dashboard's month and week
 * counts): the `(tenant, actor, ...)` index narrows to the user, the time bounds the rows.
 */
export async function findStatementsOfActorSince(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  verbs: readonly string[],
  since: string,
): Promise<{ verb: string; object_kind: string; object_id: string; timestamp: string }[]> {
  if (verbs.length === 0) {
    return [];
  }
  return statementsOfActor(db, tenantCode, actorUserCode, verbs)
    .where('timestamp', '>=', since)
    .orderBy('timestamp', 'desc')
    .execute();
}

/** One user's statements of these verbs (verb, object, time): what the dashboard's reads start from. */
function statementsOfActor(db: Kysely<Database>, tenantCode: string, actorUserCode: string, verbs: readonly string[]) {
  return db
    .selectFrom('learning_statements')
    .select(['verb', 'object_kind', 'object_id', 'timestamp'])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', '=', actorUserCode)
    .where('verb', 'in', [...verbs]);
}

/** The latest UTC days (YYYY-MM-DD) on which the user has any statement, newest first, at most `limit`. */
export async function findActiveDaysOfActor(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('learning_statements')
    .select(sql<string>`substr(timestamp, 1, 10)`.as('day'))
    .distinct()
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', '=', actorUserCode)
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.day);
}

/**
 * Per verb, how many distinct objects the user has a statement of (each object counts once, however
 * often repeated) and how many of those first happened at or after `since`.
 */
export async function countObjectsOfActorByVerb(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  verbs: readonly string[],
  since: string,
): Promise<{ verb: string; total: number | string | bigint; recent: number | string | bigint | null }[]> {
  if (verbs.length === 0) {
    return [];
  }
  const firsts = db
    .selectFrom('learning_statements')
    .select((eb) => ['verb', eb.fn.min('timestamp').as('first_at')])
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', '=', actorUserCode)
    .where('verb', 'in', [...verbs])
    .groupBy(['verb', 'object_kind', 'object_id'])
    .as('firsts');
  return db
    .selectFrom(firsts)
    .select((eb) => [
      'firsts.verb',
      eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when ${eb.ref('firsts.first_at')} >= ${since} then 1 else 0 end)`.as('recent'),
    ])
    .groupBy('firsts.verb')
    .execute();
}

/** The user's latest statements of these verbs, newest first, at most `limit`. */
export async function findLatestStatementsOfActor(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  verbs: readonly string[],
  limit: number,
): Promise<{ verb: string; object_kind: string; object_id: string; timestamp: string }[]> {
  if (verbs.length === 0) {
    return [];
  }
  return statementsOfActor(db, tenantCode, actorUserCode, verbs)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The distinct objects of one kind the user has a statement of with this verb (all time). */
export async function findObjectIdsOfActor(
  db: Kysely<Database>,
  tenantCode: string,
  actorUserCode: string,
  objectKind: string,
  verb: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('learning_statements')
    .select('object_id')
    .distinct()
    .where('tenant_code', '=', tenantCode)
    .where('actor_user_code', '=', actorUserCode)
    .where('object_kind', '=', objectKind)
    .where('verb', '=', verb)
    .execute();
  return rows.map((row) => row.object_id);
}
