import {
  LEARNING_VERB_IRIS,
  ZStatementContextSchema,
  ZStatementInputSchema,
  ZStatementResultSchema,
  type TRatingSource,
  type TLearningObjectKind,
  type TLearningVerb,
  type TStatementInput,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  countActorsByObjects,
  countAllActorsByObjects,
  countObjectsOfActorByVerb,
  findActiveDaysOfActor,
  findLatestByObjects,
  findLatestStatementsOfActor,
  findObjectIdsOfActor,
  findStatementsOfActorSince,
  findStatementsOfActors,
  insertStatements,
} from './learning-record.repository.ts';

/** One statement as the dashboard reads it (no result or context). */
export type TStatementBrief = { verb: string; objectKind: string; objectId: string; at: string };

const briefOf = (row: {
  verb: string;
  object_kind: string;
  object_id: string;
  timestamp: string;
}): TStatementBrief => ({
  verb: row.verb,
  objectKind: row.object_kind,
  objectId: row.object_id,
  at: row.timestamp,
});

/** What the record knows of one object for one user: when it was last viewed and completed. */
export type TObjectActivity = { viewedAt: string | null; completedAt: string | null };

/**
 * A skill rating as the record holds it: "<userCode> rated COMPETENCY <competencyId>" with its
 * place on the common 0..1 scale, the level when rated, and its context (issue 17).
 */
export type TRatingStatement = {
  userCode: string;
  competencyId: number;
  scaled: number;
  /** The level on the tenant's scale when rated (`scoreRaw`), or null. */
  rawLevel: number | null;
  at: string;
  source: TRatingSource;
  raterUserCode: string | null;
  attemptId: number | null;
  setId: number | null;
  reason: string | null;
};

/** A stored JSON column read back through its contract schema; null when absent or not valid. */
function parsedJson<T>(text: string | null, parse: (value: unknown) => { success: boolean; data?: T }): T | null {
  if (!text) {
    return null;
  }
  try {
    const parsed = parse(JSON.parse(text));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

export type TLearningRecordService = ReturnType<typeof createLearningRecordService>;

/** Told which users of a tenant have new statements (readers that keep computed progress drop theirs). */
export type TRecordListener = (tenantCode: string, userCodes: readonly string[]) => void;

// Users per statement of `learnersStarted`: well under both dialects' bound parameters.
const ACTOR_CHUNK = 500;

// One record per process, whichever module records: every reader hears every change.
const listeners = new Set<TRecordListener>();

/** Subscribes to new statements; answers the unsubscribe function. */
export function onStatementsRecorded(listener: TRecordListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the readers that these users have new statements. `record()` does it itself; a caller
 * recording inside its own transaction calls it again once that transaction has committed.
 */
export function announceStatements(tenantCode: string, userCodes: readonly string[]): void {
  for (const listener of listeners) {
    listener(tenantCode, userCodes);
  }
}

/**
 * The one learning record (CONVENTIONS.md section 9; docs/architecture.md "Learning record").
 * Modules record what a user did here and read progress from here; no module keeps a copy.
 * Every function takes the tenant; `db` may be a transaction, so a module records in its own.
 */
export function createLearningRecordService() {
  /**
   * Records statements idempotently: a statement whose idempotency key the tenant already holds
   * is not stored again (replays, retries, concurrent duplicates). Answers how many were new.
   */
  async function record(
    db: Kysely<Database>,
    tenantCode: string,
    statements: readonly TStatementInput[],
    timestamp: string = new Date().toISOString(),
  ): Promise<number> {
    const rows = statements.map((input) => {
      const statement = ZStatementInputSchema.parse(input);
      return {
        tenantCode,
        actorUserCode: statement.actorUserCode,
        verb: statement.verb,
        verbIri: LEARNING_VERB_IRIS[statement.verb],
        objectKind: statement.objectKind,
        objectId: statement.objectId,
        result: statement.result ? JSON.stringify(statement.result) : null,
        timestamp,
        idempotencyKey: statement.idempotencyKey,
        context: statement.context ? JSON.stringify(statement.context) : null,
      };
    });
    const inserted = await insertStatements(db, rows);
    if (inserted > 0) {
      announceStatements(tenantCode, [...new Set(rows.map((row) => row.actorUserCode))]);
    }
    return inserted;
  }

  /**
   * The user's views and completions of the given objects, keyed by object id. One indexed query
   * restricted to those objects: its cost follows the object list, not the size of the record.
   */
  async function activityOf(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
  ): Promise<Map<string, TObjectActivity>> {
    const ids = [...new Set(objectIds.map(String))];
    const verbs: TLearningVerb[] = ['viewed', 'completed'];
    const rows = await findLatestByObjects(db, tenantCode, [userCode], objectKind, ids, verbs);
    const activity = new Map<string, TObjectActivity>();
    for (const row of rows) {
      const entry = activity.get(row.object_id) ?? { viewedAt: null, completedAt: null };
      if (row.verb === 'completed') {
        entry.completedAt = row.last_at;
      } else {
        entry.viewedAt = row.last_at;
      }
      activity.set(row.object_id, entry);
    }
    return activity;
  }

  /** The ids among `objectIds` the user has completed. */
  async function completedObjectIds(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
  ): Promise<Set<string>> {
    const ids = [...new Set(objectIds.map(String))];
    const rows = await findLatestByObjects(db, tenantCode, [userCode], objectKind, ids, ['completed']);
    return new Set(rows.map((row) => row.object_id));
  }

  /**
   * How many of these users have started (viewed or completed) each object: the users go in
   * chunks (bounded statements), which partition them, so the chunks' counts add up exactly.
   */
  async function learnersStarted(
    db: Kysely<Database>,
    tenantCode: string,
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
    userCodes: readonly string[],
  ): Promise<Map<string, number>> {
    const ids = [...new Set(objectIds.map(String))];
    const users = [...new Set(userCodes)];
    const counts = new Map<string, number>();
    for (let start = 0; start < users.length; start += ACTOR_CHUNK) {
      const chunk = users.slice(start, start + ACTOR_CHUNK);
      const rows = await countActorsByObjects(db, tenantCode, objectKind, ids, ['viewed', 'completed'], chunk);
      for (const row of rows) {
        counts.set(row.object_id, (counts.get(row.object_id) ?? 0) + Number(row.actors));
      }
    }
    return counts;
  }

  /**
   * The users' skill ratings (`rated` COMPETENCY), oldest first; only these competencies when
   * given. A rating without a score or a source (never written so) is skipped.
   */
  async function ratingsOf(
    db: Kysely<Database>,
    tenantCode: string,
    userCodes: readonly string[],
    competencyIds: readonly number[] | null = null,
  ): Promise<TRatingStatement[]> {
    const ratings: TRatingStatement[] = [];
    const users = [...new Set(userCodes)];
    const objects = competencyIds === null ? null : [...new Set(competencyIds.map(String))];
    for (let start = 0; start < users.length; start += ACTOR_CHUNK) {
      const chunk = users.slice(start, start + ACTOR_CHUNK);
      const rows = await findStatementsOfActors(db, tenantCode, chunk, 'COMPETENCY', 'rated', objects);
      for (const row of rows) {
        const result = parsedJson(row.result, (value) => ZStatementResultSchema.safeParse(value));
        const context = parsedJson(row.context, (value) => ZStatementContextSchema.safeParse(value));
        const competencyId = Number(row.object_id);
        if (result?.scoreScaled === undefined || !context?.source || !Number.isInteger(competencyId)) {
          continue;
        }
        ratings.push({
          userCode: row.actor_user_code,
          competencyId,
          scaled: Math.min(Math.max(result.scoreScaled, 0), 1),
          rawLevel: result.scoreRaw ?? null,
          at: row.timestamp,
          source: context.source,
          raterUserCode: context.raterUserCode ?? null,
          attemptId: context.attemptId ?? null,
          setId: context.setId ?? null,
          reason: context.reason ?? null,
        });
      }
    }
    return ratings;
  }

  /** When each of the users last completed each of the objects: user code -> object id -> time. */
  async function completionsOfUsers(
    db: Kysely<Database>,
    tenantCode: string,
    userCodes: readonly string[],
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
  ): Promise<Map<string, Map<string, string>>> {
    const ids = [...new Set(objectIds.map(String))];
    const users = [...new Set(userCodes)];
    const completions = new Map<string, Map<string, string>>();
    for (let start = 0; start < users.length; start += ACTOR_CHUNK) {
      const chunk = users.slice(start, start + ACTOR_CHUNK);
      for (const row of await findLatestByObjects(db, tenantCode, chunk, objectKind, ids, ['completed'])) {
        if (row.last_at !== null) {
          const ofUser = completions.get(row.actor_user_code) ?? new Map<string, string>();
          ofUser.set(row.object_id, row.last_at);
          completions.set(row.actor_user_code, ofUser);
        }
      }
    }
    return completions;
  }

  /** The user's statements of these verbs at or after `since`, newest first. */
  async function statementsSince(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    verbs: readonly string[],
    since: string,
  ): Promise<TStatementBrief[]> {
    return (await findStatementsOfActorSince(db, tenantCode, userCode, verbs, since)).map(briefOf);
  }

  /** The user's latest statements of these verbs, newest first. */
  async function latestStatements(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    verbs: readonly string[],
    limit: number,
  ): Promise<TStatementBrief[]> {
    return (await findLatestStatementsOfActor(db, tenantCode, userCode, verbs, limit)).map(briefOf);
  }

  /** The latest UTC days (YYYY-MM-DD) with any statement of the user, newest first. */
  async function activeDays(db: Kysely<Database>, tenantCode: string, userCode: string, limit: number) {
    return findActiveDaysOfActor(db, tenantCode, userCode, limit);
  }

  /** Per verb: distinct objects the user has it on, and how many of them first since `since`. */
  async function objectCountsByVerb(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    verbs: readonly string[],
    since: string,
  ): Promise<Map<string, { total: number; recent: number }>> {
    const rows = await countObjectsOfActorByVerb(db, tenantCode, userCode, verbs, since);
    return new Map(rows.map((row) => [row.verb, { total: Number(row.total), recent: Number(row.recent ?? 0) }]));
  }

  /** When the user last had the verb on each of these objects (e.g. the articles they read): object id -> time. */
  async function verbTimesOf(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
    verb: TLearningVerb,
  ): Promise<Map<string, string>> {
    const ids = [...new Set(objectIds.map(String))];
    const rows = await findLatestByObjects(db, tenantCode, [userCode], objectKind, ids, [verb]);
    return new Map(rows.flatMap((row) => (row.last_at ? [[row.object_id, row.last_at] as const] : [])));
  }

  /** How many people of the tenant have the verb on each of these objects (e.g. readers per article). */
  async function actorCountsOf(
    db: Kysely<Database>,
    tenantCode: string,
    objectKind: TLearningObjectKind,
    objectIds: readonly (string | number)[],
    verb: TLearningVerb,
  ): Promise<Map<string, number>> {
    const ids = [...new Set(objectIds.map(String))];
    const rows = await countAllActorsByObjects(db, tenantCode, objectKind, ids, verb);
    return new Map(rows.map((row) => [row.object_id, Number(row.actors)]));
  }

  /** The ids of the objects of a kind the user has ever had this verb on (e.g. every completed resource). */
  async function objectIdsOf(
    db: Kysely<Database>,
    tenantCode: string,
    userCode: string,
    objectKind: TLearningObjectKind,
    verb: TLearningVerb,
  ): Promise<string[]> {
    return findObjectIdsOfActor(db, tenantCode, userCode, objectKind, verb);
  }

  return {
    record,
    activityOf,
    completedObjectIds,
    learnersStarted,
    ratingsOf,
    completionsOfUsers,
    statementsSince,
    latestStatements,
    activeDays,
    objectCountsByVerb,
    objectIdsOf,
    verbTimesOf,
    actorCountsOf,
  };
}
