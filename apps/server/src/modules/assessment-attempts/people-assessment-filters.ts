import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * For other modules' lists of people (the search page's people filters, contracts certification.ts):
 * whether a person still has an assessment to do, as conditions on the person's columns, so a
 * list filters and pages in the database. Which sets reach a person follows the content module's
 * assignments (everyone, the job role, the location, the person: `findLearnerAssignments`); only
 * published sets open now count, as in the learner's pending list (a set that cannot be taken asks
 * nothing of anyone).
 */

/** The person's columns in the caller's query (any alias). */
export type TPersonColumns = {
  userCode: Expression<string>;
  jobRoleCode: Expression<string | null>;
  locationId: Expression<number | null>;
  managerUserCode: Expression<string | null>;
};

/** Published sets (of `kind` when given) open at `now` and assigned to the person: `a.set_id`. */
function assignedOpenSets(
  db: Kysely<Database>,
  tenantCode: string,
  person: TPersonColumns,
  now: string,
  kind: 'SKILL' | null,
) {
  let sets = db
    .selectFrom('assessment_set_assignments as a')
    .innerJoin('assessment_sets as s', (join) =>
      join.onRef('s.tenant_code', '=', 'a.tenant_code').onRef('s.id', '=', 'a.set_id'),
    )
    .select('a.set_id')
    .where('a.tenant_code', '=', tenantCode)
    .where('s.status', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('s.available_from', 'is', null), eb('s.available_from', '<=', now)]))
    .where((eb) => eb.or([eb('s.available_until', 'is', null), eb('s.available_until', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('a.target_kind', '=', 'ALL'),
        eb.and([eb('a.target_kind', '=', 'USER'), eb('a.target_code', '=', person.userCode)]),
        eb.and([eb('a.target_kind', '=', 'JOB_ROLE'), eb('a.target_code', '=', person.jobRoleCode)]),
        // A location assignment names the location's id as text.
        eb.and([
          eb('a.target_kind', '=', 'LOCATION'),
          eb('a.target_code', '=', sql<string>`cast(${person.locationId} as varchar(64))`),
        ]),
      ]),
    );
  if (kind !== null) {
    sets = sets.where('s.kind', '=', kind);
  }
  return sets;
}

/**
 * True when a set assigned to the person and open at `now` has no passed attempt of the person's
 * own (a SKILL attempt always passes once completed; a manager's attempt about them does not count).
 */
export function hasIncompleteAssessment(
  db: Kysely<Database>,
  tenantCode: string,
  person: TPersonColumns,
  now: Date,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database>();
  return eb.exists(
    assignedOpenSets(db, tenantCode, person, now.toISOString(), null).where((outer) =>
      outer.not(
        outer.exists(
          outer
            .selectFrom('assessment_attempts as t')
            .select('t.id')
            .whereRef('t.tenant_code', '=', 'a.tenant_code')
            .whereRef('t.set_id', '=', 'a.set_id')
            .where('t.user_code', '=', person.userCode)
            .where('t.subject_user_code', '=', person.userCode)
            .where('t.status', '=', 'COMPLETED')
            .where((inner) => inner.or([inner('t.passed', '=', true), inner('s.kind', '=', 'SKILL')])),
        ),
      ),
    ),
  );
}

/**
 * True when a SKILL set assigned to the person and open at `now` has no completed rating by the
 * person's manager (their attempt about the person). Someone without a manager has nobody to rate them.
 */
export function awaitsManagerRating(
  db: Kysely<Database>,
  tenantCode: string,
  person: TPersonColumns,
  now: Date,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database>();
  return eb.and([
    eb(person.managerUserCode, 'is not', null),
    eb.exists(
      assignedOpenSets(db, tenantCode, person, now.toISOString(), 'SKILL').where((outer) =>
        outer.not(
          outer.exists(
            outer
              .selectFrom('assessment_attempts as t')
              .select('t.id')
              .whereRef('t.tenant_code', '=', 'a.tenant_code')
              .whereRef('t.set_id', '=', 'a.set_id')
              .where('t.user_code', '=', person.managerUserCode)
              .where('t.subject_user_code', '=', person.userCode)
              .where('t.status', '=', 'COMPLETED'),
          ),
        ),
      ),
    ),
  ]);
}
