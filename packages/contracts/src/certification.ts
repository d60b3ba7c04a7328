import { z } from 'zod';
import { pagedResult, PageDefaults } from './common.ts';
import { ZLocaleCodeSchema } from './locales.ts';
import { CERTIFICATION_STATUSES, parseScoreRange } from './search-url.ts';

/*
 * Core-path certification (issue 15 item 3): how far each person is through the core path they
 * hold, read from the one learning record, so the search page's people filters (spec section 2:
 * term, locationType, locationCode, jobRoles, incompeleteAssessments, incompeleteManagerAssessments,
 * certificationScore, certificationStatus) mean something. The assessment filters need the
 * ASSESSMENT module: without it nobody has an assessment to do.
 *
 *   POST /api/corepath/certifications    people the caller may see, with their certification
 *
 * Who may see whom: LEARNINGPATH_ADMIN and LEARNINGPATH_VIEW_REPORTS see the tenant's people; any
 * other caller sees their direct reports (none for most learners: an empty list).
 *
 * A person's status: `noCorePath` without a core path; `noP2PRequirements` when that path has no
 * required item (nothing to certify); `certified` when every required item of the path's current
 * version is completed in the record; else `notCertified`. The score is the share of required
 * items completed, 0-100 (null without requirements).
 */

export const CertificationLimits = {
  maxSearchTextLength: 100,
  maxFilterValues: 50,
} as const;

export const ZCertificationStatusSchema = z.enum(CERTIFICATION_STATUSES);

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const ZCodeListSchema = z.array(z.string().regex(CODE)).max(CertificationLimits.maxFilterValues).default([]);

export const ZCertificationSearchRequestSchema = z.strictObject({
  term: z.string().trim().max(CertificationLimits.maxSearchTextLength).default(''),
  /** People whose location is of this location type (spec section 2 `locationType`). */
  locationType: z.string().regex(CODE).optional(),
  locationCodes: ZCodeListSchema,
  jobRoles: ZCodeListSchema,
  // The two assessment filters keep the spec's parameter names, spelling included, so the page's
  // address maps onto the body. true: only people with one still to do; false: only people with
  // none; absent: anyone.
  /** A published set assigned to the person, open now, without a passed attempt of theirs (SKILL: completed). */
  incompeleteAssessments: z.boolean().optional(),
  /** A published SKILL set assigned to the person, open now, their manager has not completed a rating on. */
  incompeleteManagerAssessments: z.boolean().optional(),
  certificationStatuses: z.array(ZCertificationStatusSchema).max(CERTIFICATION_STATUSES.length).default([]),
  /** Scores or ranges (`80`, `50-79`); a person matches any of them. */
  certificationScores: z
    .array(z.string().refine((value) => parseScoreRange(value) !== null, 'A score or a range of 0-100'))
    .max(CertificationLimits.maxFilterValues)
    .default([]),
  /** Path titles and location names in this language (the tenant's default when absent). */
  locale: ZLocaleCodeSchema.optional(),
  pageNo: z.number().int().min(1).max(10_000).default(PageDefaults.pageNo),
  pageSize: z.number().int().min(1).max(PageDefaults.maxPageSize).default(PageDefaults.pageSize),
});
export type TCertificationSearchRequest = z.input<typeof ZCertificationSearchRequestSchema>;

export const ZPersonCertificationSchema = z.object({
  userCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  locationName: z.string().nullable(),
  corePath: z.object({ pathId: z.number().int(), title: z.string() }).nullable(),
  requiredCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
  score: z.number().int().min(0).max(100).nullable(),
  status: ZCertificationStatusSchema,
});
export type TPersonCertification = z.infer<typeof ZPersonCertificationSchema>;

export const ZCertificationSearchResponseSchema = pagedResult(ZPersonCertificationSchema);
export type TCertificationSearchResponse = z.infer<typeof ZCertificationSearchResponseSchema>;

/** The status of a person with `requiredCount` required items, `completedCount` done (null path: none). */
export function certificationStatusOf(
  hasCorePath: boolean,
  requiredCount: number,
  completedCount: number,
): z.infer<typeof ZCertificationStatusSchema> {
  if (!hasCorePath) {
    return 'noCorePath';
  }
  if (requiredCount === 0) {
    return 'noP2PRequirements';
  }
  return completedCount >= requiredCount ? 'certified' : 'notCertified';
}

/** The score: the share of required items done, rounded down (so 100 means every one). */
export function certificationScoreOf(requiredCount: number, completedCount: number): number | null {
  return requiredCount === 0 ? null : Math.floor((100 * Math.min(completedCount, requiredCount)) / requiredCount);
}
