import { DEFAULT_POINT_RULES, POINT_RULE_VERBS, type TPointRuleVerb } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The one points function (issue 20): the store's wallet and leaderboards and the dashboard's
 * REWARDS widget all price the learning record here. Each (person, verb, object) counts once, at
 * the moment the record first holds it, priced by the tenant's rule for that verb in effect at that
 * moment (the latest version with `effective_from` at or before it; REWARD_POINTS before any).
 * A new rule version only prices earnings made from its `effective_from` on, so points already
 * earned never go down.
 */

export type TPointRuleVersion = { verb: TPointRuleVerb; effectiveFrom: string; points: number };

/** The tenant's rule versions, newest first within each verb. */
export async function loadPointRules(db: Kysely<Database>, tenantCode: string): Promise<TPointRuleVersion[]> {
  const rows = await db
    .selectFrom('store_point_rules')
    .select(['verb', 'effective_from', 'points'])
    .where('tenant_code', '=', tenantCode)
    .orderBy('verb')
    .orderBy('effective_from', 'desc')
    .execute();
  return rows.flatMap((row) =>
    isPointRuleVerb(row.verb) ? [{ verb: row.verb, effectiveFrom: row.effective_from, points: row.points }] : [],
  );
}

export function isPointRuleVerb(verb: string): verb is TPointRuleVerb {
  return (POINT_RULE_VERBS as readonly string[]).includes(verb);
}

/** What one earning of `verb` first made at `at` is worth. */
export function pointsAt(rules: readonly TPointRuleVersion[], verb: TPointRuleVerb, at: string): number {
  const version = rules.find((rule) => rule.verb === verb && rule.effectiveFrom <= at);
  return version ? version.points : DEFAULT_POINT_RULES[verb];
}

/** The points of every verb now (the version in effect at `now`). */
export function currentPoints(rules: readonly TPointRuleVersion[], now: string): Record<TPointRuleVerb, number> {
  return Object.fromEntries(POINT_RULE_VERBS.map((verb) => [verb, pointsAt(rules, verb, now)])) as Record<
    TPointRuleVerb,
    number
  >;
}

/**
 * `pointsAt` as SQL over a row's verb and first time: one CASE whose branches are the versions,
 * newest first. Points are integers the rules table holds, written as literals (a bound parameter
 * in a THEN would be typed text on PostgreSQL).
 */
function valueOf(rules: readonly TPointRuleVersion[], firstAt: RawBuilder<string>): RawBuilder<number> {
  const branches = POINT_RULE_VERBS.flatMap((verb) => [
    ...rules
      .filter((rule) => rule.verb === verb)
      .map((rule) => sql`when verb = ${verb} and ${firstAt} >= ${rule.effectiveFrom} then ${sql.lit(rule.points)}`),
    sql`when verb = ${verb} then ${sql.lit(DEFAULT_POINT_RULES[verb])}`,
  ]);
  return sql<number>`case ${sql.join(branches, sql` `)} else 0 end`;
}

/** Whose statements count: one person, or the tenant's active people (at some locations, or anywhere). */
type TActors = { userCode: string } | { locationIds: readonly number[] | null };

/** The first time of each (person, verb, object) of the tenant's point verbs: `learning_statements_points_idx`. */
function firstsOf(db: Kysely<Database>, tenantCode: string, actors: TActors) {
  let query = db
    .selectFrom('learning_statements')
    .select((eb) => ['actor_user_code', 'verb', eb.fn.min('timestamp').as('first_at')])
    .where('tenant_code', '=', tenantCode)
    .where('verb', 'in', [...POINT_RULE_VERBS]);
  if ('userCode' in actors) {
    query = query.where('actor_user_code', '=', actors.userCode);
  } else {
    const locationIds = actors.locationIds ? [...actors.locationIds] : null;
    query = query.where('actor_user_code', 'in', (eb) => {
      const people = eb
        .selectFrom('users')
        .select('user_code')
        .where('tenant_code', '=', tenantCode)
        .where('status', '=', 'ACTIVE');
      return locationIds ? people.where('location_id', 'in', locationIds) : people;
    });
  }
  return query.groupBy(['actor_user_code', 'verb', 'object_kind', 'object_id']);
}

/** One person's points: all of them, and those first earned at or after `since`. */
export async function pointsOfPerson(
  db: Kysely<Database>,
  tenantCode: string,
  userCode: string,
  rules: readonly TPointRuleVersion[],
  since: string,
): Promise<{ points: number; pointsSince: number }> {
  const firstAt = sql<string>`firsts.first_at`;
  const value = valueOf(rules, firstAt);
  const row = await db
    .selectFrom(firstsOf(db, tenantCode, { userCode }).as('firsts'))
    .select([
      sql<number | string | null>`sum(${value})`.as('points'),
      sql<number | string | null>`sum(case when ${firstAt} >= ${since} then ${value} else 0 end)`.as('points_since'),
    ])
    .executeTakeFirst();
  return { points: Number(row?.points ?? 0), pointsSince: Number(row?.points_since ?? 0) };
}

/**
 * The active people's points first earned in [from, until) (all time without them), of the people
 * at `locationIds` when given, for leaderboards: people with points only, most first.
 */
export async function pointsByPerson(
  db: Kysely<Database>,
  tenantCode: string,
  rules: readonly TPointRuleVersion[],
  window: { from?: string | undefined; until?: string | undefined; locationIds?: readonly number[] | undefined },
): Promise<{ userCode: string; points: number }[]> {
  if (window.locationIds && window.locationIds.length === 0) {
    return [];
  }
  const firstAt = sql<string>`firsts.first_at`;
  let query = db
    .selectFrom(firstsOf(db, tenantCode, { locationIds: window.locationIds ?? null }).as('firsts'))
    .select(['firsts.actor_user_code', sql<number | string>`sum(${valueOf(rules, firstAt)})`.as('points')])
    .groupBy('firsts.actor_user_code');
  if (window.from) {
    query = query.where(firstAt, '>=', window.from);
  }
  if (window.until) {
    query = query.where(firstAt, '<', window.until);
  }
  const rows = await query.execute();
  return rows
    .map((row) => ({ userCode: row.actor_user_code, points: Number(row.points) }))
    .filter((row) => row.points > 0)
    .sort((a, b) => b.points - a.points || (a.userCode < b.userCode ? -1 : a.userCode > b.userCode ? 1 : 0));
}
