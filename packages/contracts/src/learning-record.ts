import { z } from 'zod';

/*
 * One learning record (CONVENTIONS.md section 9, issue 15): what a person did is a statement in
 * one store, in the xAPI vocabulary: actor (the user), verb, object (kind and id), result, time.
 * Progress, "up next", reports and dashboards read it; no module keeps its own copy of progress.
 * Recording is idempotent: a statement carries an idempotency key, and a replayed key is stored once.
 * The server writes statements (resource views, path item completions); there is no public
 * "post a statement" call.
 */

/** The xAPI verbs the portal records, by short name, with their ADL IRIs. */
export const LEARNING_VERB_IRIS = {
  viewed: 'http://id.tincanapi.com/verb/viewed',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  attempted: 'http://adlnet.gov/expapi/verbs/attempted',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  rated: 'http://id.tincanapi.com/verb/rated',
  /** News articles (issue 19): once per person and article. */
  read: 'http://activitystrea.ms/schema/1.0/read',
  /** Event sessions (issue 19): marked by event admins, once per person and session. */
  attended: 'http://adlnet.gov/expapi/verbs/attended',
} as const;
export const LEARNING_VERBS = Object.keys(LEARNING_VERB_IRIS) as (keyof typeof LEARNING_VERB_IRIS)[];
export type TLearningVerb = keyof typeof LEARNING_VERB_IRIS;
export const ZLearningVerbSchema = z.enum([
  'viewed',
  'completed',
  'attempted',
  'passed',
  'failed',
  'rated',
  'read',
  'attended',
]);

/** Spec section 3 entity kinds, COMPETENCY (skill ratings, issue 17) ARTICLE (news) and EVENT (events, issue 19): what a statement is about. */
export const LEARNING_OBJECT_KINDS = [
  'GOAL',
  'PATH',
  'LEVEL',
  'MODULE',
  'RESOURCE',
  'ASSESSMENTSET',
  'COMPETENCY',
  'ARTICLE',
  'EVENT',
] as const;
export type TLearningObjectKind = (typeof LEARNING_OBJECT_KINDS)[number];
export const ZLearningObjectKindSchema = z.enum(LEARNING_OBJECT_KINDS);

export const LearningRecordLimits = {
  maxObjectIdLength: 64,
  maxIdempotencyKeyLength: 200,
} as const;

/** xAPI result: score (scaled 0..1 and raw), success, completion. */
export const ZStatementResultSchema = z.strictObject({
  scoreScaled: z.number().min(-1).max(1).optional(),
  scoreRaw: z.number().optional(),
  success: z.boolean().optional(),
  completion: z.boolean().optional(),
});
export type TStatementResult = z.infer<typeof ZStatementResultSchema>;

/** Where a skill rating comes from (skills.ts combines them into one level). */
export const RATING_SOURCES = ['SELF', 'MANAGER', 'TEST'] as const;
export type TRatingSource = (typeof RATING_SOURCES)[number];
export const ZRatingSourceSchema = z.enum(RATING_SOURCES);

/**
 * xAPI context of a statement. Skill ratings ("rated" a COMPETENCY; the actor is the person rated)
 * carry their source, who rated, the attempt and set they came from, and a manager's calibration reason.
 */
export const ZStatementContextSchema = z.strictObject({
  source: ZRatingSourceSchema.optional(),
  raterUserCode: z.string().min(1).max(64).optional(),
  attemptId: z.number().int().positive().optional(),
  setId: z.number().int().positive().optional(),
  reason: z.string().max(1000).optional(),
});
export type TStatementContext = z.infer<typeof ZStatementContextSchema>;

/** A statement as a module records it (the tenant and the time are the server's). */
export const ZStatementInputSchema = z.strictObject({
  actorUserCode: z.string().min(1).max(64),
  verb: ZLearningVerbSchema,
  objectKind: ZLearningObjectKindSchema,
  objectId: z.string().min(1).max(LearningRecordLimits.maxObjectIdLength),
  result: ZStatementResultSchema.nullish().transform((value) => value ?? null),
  context: ZStatementContextSchema.nullish().transform((value) => value ?? null),
  /** The same key again is the same statement: stored once. */
  idempotencyKey: z.string().min(1).max(LearningRecordLimits.maxIdempotencyKeyLength),
});
export type TStatementInput = z.input<typeof ZStatementInputSchema>;

/** A stored statement as reports and dashboards read it. */
export const ZStatementSchema = z.object({
  id: z.number().int(),
  actorUserCode: z.string(),
  verb: ZLearningVerbSchema,
  verbIri: z.string(),
  objectKind: ZLearningObjectKindSchema,
  objectId: z.string(),
  result: ZStatementResultSchema.nullable(),
  timestamp: z.string(),
});
export type TStatement = z.infer<typeof ZStatementSchema>;

/** The idempotency key of "user completed object": one completion per user and object, however often sent. */
export function completionKey(userCode: string, objectKind: TLearningObjectKind, objectId: string | number): string {
  return `completed:${userCode}:${objectKind}:${String(objectId)}`;
}
