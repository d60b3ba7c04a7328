import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createComputedReportSource, type TComputedRow } from '../../reports/computed-report-source.ts';
import { nonEmpty, reportColumns, timeWindowOf } from '../../reports/report-query.ts';
import { CHART_CATEGORIES } from '../../reports/sql-report-source.ts';
import { setTitle } from '../assessments.presenter.ts';
import { statisticsOfSet } from '../assessment-sets.service.ts';
import { findReportedSets } from './assessment-reports.repository.ts';

const COLUMNS = reportColumns([
  ['setTitle', 'text'],
  ['questionNo', 'integer'],
  ['questionText', 'text'],
  ['answeredCount', 'integer'],
  ['percentCorrect', 'percent'],
  ['averageSeconds', 'decimal'],
]);

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * ASSESSMENT_QUESTIONS: each question of the chosen sets (all when none), from the set statistics
 * the set's admin page shows (statisticsOfSet), over attempts completed in the dates. Time is kept
 * per attempt, not per question: a question's average time is that of the attempts that drew it,
 * shared evenly among each attempt's questions. Chart: % correct of the first questions.
 */
export function createAssessmentQuestionsReport(db: Kysely<Database>) {
  return createComputedReportSource({
    reportCode: 'ASSESSMENT_QUESTIONS',
    columns: COLUMNS,
    defaultOrder: [
      { key: 'setTitle', direction: 'asc' },
      { key: 'questionNo', direction: 'asc' },
    ],
    computeRows: async (scope, query) => {
      const sets = await findReportedSets(db, scope.tenantCode, nonEmpty(query.setIds));
      const rows: TComputedRow[] = [];
      for (const set of sets) {
        const { statistics, answers } = await statisticsOfSet(
          db,
          scope.tenantCode,
          set,
          scope.locale,
          timeWindowOf(query),
        );
        const questionsPerAttempt = new Map<number, number>();
        for (const answer of answers) {
          questionsPerAttempt.set(answer.attemptId, (questionsPerAttempt.get(answer.attemptId) ?? 0) + 1);
        }
        const title = setTitle(set, scope.locale);
        statistics.questions.forEach((question, index) => {
          const drawn = answers.filter((answer) => answer.questionId === question.questionId);
          const seconds = drawn.map(
            (answer) => answer.attemptSeconds / (questionsPerAttempt.get(answer.attemptId) ?? 1),
          );
          rows.push({
            // Set and question ids, zero-padded so the ids order as numbers.
            id: `${String(set.id).padStart(10, '0')}:${String(question.questionId).padStart(10, '0')}`,
            row: {
              setTitle: title,
              questionNo: index + 1,
              questionText: question.stem,
              answeredCount: question.answeredCount,
              percentCorrect: question.percentCorrect,
              averageSeconds:
                seconds.length > 0 ? round1(seconds.reduce((sum, value) => sum + value, 0) / seconds.length) : null,
            },
          });
        });
      }
      return rows;
    },
    chart: (rows) => ({
      kind: 'bar',
      categoryKey: 'questionText',
      seriesKeys: ['percentCorrect'],
      rows: rows
        .slice(0, CHART_CATEGORIES)
        .map((row) => ({ questionText: row['questionText'] ?? null, percentCorrect: row['percentCorrect'] ?? null })),
    }),
  });
}
