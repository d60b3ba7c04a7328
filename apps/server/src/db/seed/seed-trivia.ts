import { triviaPoints, TriviaValidation } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { countUsableQuestions, findUsableQuestions } from '../../modules/trivia/trivia-bank-questions.repository.ts';
import {
  correctOptionOf,
  readQuestionContent,
  serializeSnapshot,
} from '../../modules/trivia/trivia-question-snapshot.ts';
import {
  addToPlay,
  findQuizzes,
  findUserLocationId,
  insertPlayOnce,
  insertQuiz,
  updateQuiz,
} from '../../modules/trivia/trivia.repository.ts';
import type { Database } from '../schema.ts';

/*
 * Demo trivia (issue 16): each demo tenant gets one published quiz of ten questions from its
 * question bank with the most single choice and true/false questions, and plays by a few demo users
 * this month (deterministic answers and speeds), so the leaderboards are not empty. The demo
 * learner has no play: the quiz is theirs to play. Runs after the assessment content seed; a
 * tenant without usable questions, or that has a quiz already, is skipped, so it can run at every start.
 */

type TDemoPlayer = {
  userCode: string;
  /** Per question: answered right, and seconds taken. */ answers: readonly (readonly [boolean, number])[];
};

const DEMO_TRIVIA = [
  {
    tenantCode: 'acme',
    titleEn: 'Friday store smarts',
    titleFr: 'Les futés du vendredi',
    players: [
      {
        userCode: 'acme-manager',
        answers: [
          [true, 4],
          [true, 6],
          [false, 9],
          [true, 3],
          [true, 12],
          [true, 5],
          [false, 7],
          [true, 8],
          [true, 2],
          [true, 10],
        ],
      },
      {
        userCode: 'acme-admin',
        answers: [
          [true, 8],
          [false, 5],
          [true, 11],
          [true, 9],
          [false, 14],
          [true, 6],
          [true, 13],
          [false, 4],
          [true, 7],
          [true, 9],
        ],
      },
      {
        userCode: 'acme-newhire',
        answers: [
          [false, 12],
          [true, 15],
          [true, 10],
          [false, 18],
          [true, 9],
          [false, 11],
          [true, 16],
          [true, 14],
          [false, 8],
          [true, 12],
        ],
      },
    ],
  },
  {
    tenantCode: 'boreal',
    titleEn: 'Workshop trivia',
    titleFr: 'Quiz de l’atelier',
    players: [
      {
        userCode: 'boreal-admin',
        answers: [
          [true, 5],
          [true, 7],
          [true, 4],
          [false, 10],
          [true, 6],
          [true, 8],
          [false, 12],
          [true, 3],
          [true, 9],
          [false, 6],
        ],
      },
    ],
  },
] as const satisfies readonly {
  tenantCode: string;
  titleEn: string;
  titleFr: string;
  players: readonly TDemoPlayer[];
}[];

const SECONDS = TriviaValidation.defaultSecondsPerQuestion;

/** Seeds each demo tenant's trivia quiz and plays; answers how many quizzes were added. */
export async function seedDemoTrivia(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const demo of DEMO_TRIVIA) {
    if ((await findQuizzes(db, demo.tenantCode)).length > 0) {
      continue;
    }
    const counts = [...(await countUsableQuestions(db, demo.tenantCode)).entries()].sort(
      (left, right) => right[1] - left[1] || left[0] - right[0],
    );
    const bank = counts[0];
    if (!bank) {
      continue;
    }
    const [bankId] = bank;
    const questions = (await findUsableQuestions(db, demo.tenantCode, bankId))
      .flatMap((row) => {
        const content = readQuestionContent(row.content);
        return content ? [{ questionId: row.questionId, content }] : [];
      })
      .slice(0, TriviaValidation.defaultQuestionCount);
    if (questions.length === 0) {
      continue;
    }
    const stamp = now.toISOString();
    await db.transaction().execute(async (trx) => {
      const quizId = await insertQuiz(trx, demo.tenantCode, {
        title_en: demo.titleEn,
        title_fr: demo.titleFr,
        bank_id: bankId,
        question_count: questions.length,
        seconds_per_question: SECONDS,
        available_from: null,
        available_until: null,
        created_by: 'demo-seed',
        now: stamp,
      });
      await updateQuiz(trx, demo.tenantCode, quizId, {
        status: 'PUBLISHED',
        published_at: stamp,
        updated_by: 'demo-seed',
        updated_at: stamp,
      });
      // Played earlier this month (never before its first instant).
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      for (const [index, player] of demo.players.entries()) {
        const startedMs = Math.max(monthStart, now.getTime() - (index + 1) * 45 * 60_000);
        const playId = await insertPlayOnce(trx, demo.tenantCode, {
          quizId,
          userCode: player.userCode,
          locationId: await findUserLocationId(trx, demo.tenantCode, player.userCode),
          questionCount: questions.length,
          startedAt: new Date(startedMs).toISOString(),
        });
        if (playId === undefined) {
          continue;
        }
        let servedMs = startedMs;
        let points = 0;
        let correct = 0;
        const rows = questions.map((question, position) => {
          const [isCorrect, taken] = player.answers[position % player.answers.length] ?? [false, SECONDS];
          const deadlineMs = servedMs + SECONDS * 1000;
          const answeredMs = servedMs + taken * 1000;
          const right = correctOptionOf(question);
          const optionId = isCorrect
            ? right
            : (question.content.options.find((option) => option.id !== right)?.id ?? right);
          const awarded = triviaPoints(isCorrect, servedMs, deadlineMs, answeredMs);
          points += awarded;
          correct += isCorrect ? 1 : 0;
          const row = {
            tenant_code: demo.tenantCode,
            play_id: playId,
            position: position + 1,
            question_id: question.questionId,
            question_snapshot: serializeSnapshot(question),
            served_at: new Date(servedMs).toISOString(),
            deadline_at: new Date(deadlineMs).toISOString(),
            answered_at: new Date(answeredMs).toISOString(),
            option_id: optionId,
            is_correct: isCorrect,
            points: awarded,
          };
          servedMs = answeredMs + 2000;
          return row;
        });
        await trx.insertInto('trivia_play_answers').values(rows).execute();
        await addToPlay(trx, demo.tenantCode, playId, {
          points,
          isCorrect: false,
          completedAt: new Date(servedMs).toISOString(),
        });
        await trx
          .updateTable('trivia_plays')
          .set({ correct_count: correct })
          .where('tenant_code', '=', demo.tenantCode)
          .where('id', '=', playId)
          .execute();
      }
    });
    added += 1;
  }
  return added;
}
