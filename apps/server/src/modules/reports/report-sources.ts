import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAssessmentQuestionsReport } from '../assessments/reports/assessment-questions.report.ts';
import { createAssessmentScoresReport } from '../assessments/reports/assessment-scores.report.ts';
import type { TCompetencyGate } from '../competencies/competency-gate.ts';
import { createPathCompletionReport } from '../learning-paths/reports/path-completion.report.ts';
import { createPathOverdueReport } from '../learning-paths/reports/path-overdue.report.ts';
import { createArticleEngagementReport } from '../news/reports/article-engagement.report.ts';
import { createEventRegistrationsReport } from '../events/reports/event-registrations.report.ts';
import { createPopularAssetsReport } from '../resources/reports/popular-assets.report.ts';
import type { TSkillRecord } from '../skills/skill-evidence.ts';
import { createSkillGapsReport } from '../skills/reports/skill-gaps.report.ts';
import type { TReportSources } from './report-source.ts';

/**
 * Every module's report sources, built once by app.ts and given to the report routes and the
 * export job alike (so a file holds the numbers the page shows).
 */
export function createReportSources(
  db: Kysely<Database>,
  deps: { record: TSkillRecord; competencyGate: TCompetencyGate },
): TReportSources {
  return {
    PATH_COMPLETION: createPathCompletionReport(db),
    PATH_OVERDUE: createPathOverdueReport(db),
    ASSESSMENT_SCORES: createAssessmentScoresReport(db),
    ASSESSMENT_QUESTIONS: createAssessmentQuestionsReport(db),
    SKILL_GAPS: createSkillGapsReport(db, { record: deps.record, gate: deps.competencyGate }),
    POPULAR_ASSETS: createPopularAssetsReport(db),
    EVENT_REGISTRATIONS: createEventRegistrationsReport(db),
    ARTICLE_ENGAGEMENT: createArticleEngagementReport(db),
  };
}
