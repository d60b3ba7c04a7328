import {
  localizedText,
  triviaPoints,
  TRIVIA_MESSAGES,
  type TLocaleCode,
  type TTriviaAnswerRequest,
  type TTriviaAnswerResult,
  type TTriviaCurrentQuestion,
  type TTriviaPlay,
  type TTriviaPlaySummary,
  type TTriviaQuizSummary,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toBool } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TActor } from '../../plugins/authentication.ts';
import { findUsableQuestions } from './trivia-bank-questions.repository.ts';
import {
  correctOptionOf,
  hasOption,
  isCorrectOption,
  parseSnapshot,
  playerView,
  readQuestionContent,
  serializeSnapshot,
} from './trivia-question-snapshot.ts';
import { addSeconds, isExpired, latestAcceptedDeadline } from './trivia-times.ts';
import {
  addToPlay,
  completePlay,
  findAnswer,
  findAnswers,
  findPlay,
  findPlayOfQuiz,
  findPlaysOfUser,
  findQuiz,
  findQuizzes,
  findUserLocationId,
  insertPlayOnce,
  insertPlayQuestions,
  serveQuestion,
  storeAnswerOnce,
  type TAnswerRow,
  type TPlayRow,
  type TQuizRow,
} from './trivia.repository.ts';

type TPlayer = Pick<TActor, 'tenantCode' | 'userCode' | 'defaultLocale'>;

export type TTriviaPlayService = ReturnType<typeof createTriviaPlayService>;

function quizTitle(quiz: TQuizRow, locale: TLocaleCode): string {
  return localizedText({ en: quiz.title_en, 'fr-CA': quiz.title_fr }, locale);
}

function isOpen(quiz: TQuizRow, now: string): boolean {
  return (
    quiz.status === 'PUBLISHED' &&
    (quiz.available_from === null || quiz.available_from <= now) &&
    (quiz.available_until === null || quiz.available_until > now)
  );
}

/** Questions answered, or missed (served and past deadline + grace). */
function resolvedCount(answers: readonly TAnswerRow[], now: string): number {
  return answers.filter((answer) => answer.answered_at !== null || isExpired(answer.deadline_at, now)).length;
}

function summarize(play: TPlayRow, answers: readonly TAnswerRow[], now: string): TTriviaPlaySummary {
  return {
    playId: play.id,
    quizId: play.quiz_id,
    startedAt: play.started_at,
    completedAt: play.completed_at,
    points: play.points,
    questionCount: play.question_count,
    resolvedCount: resolvedCount(answers, now),
    correctCount: play.correct_count,
  };
}

/** Fisher-Yates over a copy. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The player's side of trivia: quizzes open now, starting (or resuming) the one play per quiz,
 * the current question with the server's countdown, answers scored from the server's times.
 */
export function createTriviaPlayService(db: Kysely<Database>) {
  async function ownPlay(player: TPlayer, playId: number): Promise<TPlayRow> {
    const play = await findPlay(db, player.tenantCode, playId, player.userCode);
    if (!play) {
      throw notFound('Play');
    }
    return play;
  }

  /** Published quizzes open now, each with the caller's play. */
  async function listQuizzes(player: TPlayer, locale?: TLocaleCode): Promise<TTriviaQuizSummary[]> {
    const now = new Date().toISOString();
    const language = locale ?? player.defaultLocale;
    const [quizzes, plays] = await Promise.all([
      findQuizzes(db, player.tenantCode, now),
      findPlaysOfUser(db, player.tenantCode, player.userCode),
    ]);
    const playOf = new Map(plays.map((play) => [play.quiz_id, play]));
    return Promise.all(
      quizzes.map(async (quiz) => {
        const play = playOf.get(quiz.id);
        return {
          quizId: quiz.id,
          title: quizTitle(quiz, language),
          questionCount: quiz.question_count,
          secondsPerQuestion: quiz.seconds_per_question,
          availableUntil: quiz.available_until,
          myPlay: play ? summarize(play, await findAnswers(db, player.tenantCode, play.id), now) : null,
        };
      }),
    );
  }

  /**
   * Starts the caller's play of a quiz, or resumes the one they have: the UNIQUE (tenant, quiz,
   * user) decides between concurrent starts, and the questions are drawn in the same transaction.
   * A quiz that is not published and open is not found (a play already started stays reachable).
   */
  async function startPlay(player: TPlayer, quizId: number, locale?: TLocaleCode): Promise<TTriviaPlay> {
    const now = new Date().toISOString();
    const quiz = await findQuiz(db, player.tenantCode, quizId);
    if (!quiz) {
      throw notFound('Quiz');
    }
    const existing = await findPlayOfQuiz(db, player.tenantCode, quizId, player.userCode);
    if (!existing) {
      if (!isOpen(quiz, now)) {
        throw notFound('Quiz');
      }
      const drawn = shuffled(
        (await findUsableQuestions(db, player.tenantCode, quiz.bank_id)).flatMap((row) => {
          const content = readQuestionContent(row.content);
          return content ? [{ questionId: row.questionId, content }] : [];
        }),
      ).slice(0, quiz.question_count);
      if (drawn.length === 0) {
        throw new AppError('conflict', 'This quiz has no questions to ask.');
      }
      const locationId = await findUserLocationId(db, player.tenantCode, player.userCode);
      await db.transaction().execute(async (trx) => {
        const playId = await insertPlayOnce(trx, player.tenantCode, {
          quizId,
          userCode: player.userCode,
          locationId,
          questionCount: drawn.length,
          startedAt: now,
        });
        if (playId !== undefined) {
          await insertPlayQuestions(
            trx,
            player.tenantCode,
            playId,
            drawn.map((question) => ({ questionId: question.questionId, snapshot: serializeSnapshot(question) })),
          );
        }
      });
    }
    const play = await findPlayOfQuiz(db, player.tenantCode, quizId, player.userCode);
    if (!play) {
      throw notFound('Play');
    }
    return getPlayOf(player, play, quiz, locale);
  }

  async function getPlayOf(
    player: TPlayer,
    play: TPlayRow,
    quiz: TQuizRow | undefined,
    locale?: TLocaleCode,
  ): Promise<TTriviaPlay> {
    const answers = await findAnswers(db, player.tenantCode, play.id);
    return {
      ...summarize(play, answers, new Date().toISOString()),
      quizTitle: quiz ? quizTitle(quiz, locale ?? player.defaultLocale) : '',
    };
  }

  async function getPlay(player: TPlayer, playId: number, locale?: TLocaleCode): Promise<TTriviaPlay> {
    const play = await ownPlay(player, playId);
    return getPlayOf(player, play, await findQuiz(db, player.tenantCode, play.quiz_id), locale);
  }

  /**
   * The question being asked: the first neither answered nor past its deadline + grace. A question
   * not yet served is served now (the server sets its deadline, once); null when the play is over.
   */
  async function currentQuestion(
    player: TPlayer,
    playId: number,
    locale?: TLocaleCode,
  ): Promise<TTriviaCurrentQuestion> {
    const play = await ownPlay(player, playId);
    const quiz = await findQuiz(db, player.tenantCode, play.quiz_id);
    const seconds = quiz?.seconds_per_question ?? 20;
    const now = new Date().toISOString();
    let answers = await findAnswers(db, player.tenantCode, play.id);
    const current = answers.find((answer) => answer.answered_at === null && !isExpired(answer.deadline_at, now));
    if (!current) {
      await completePlay(db, player.tenantCode, play.id, now);
      const done = (await findPlay(db, player.tenantCode, play.id, player.userCode)) ?? play;
      return { play: summarize(done, answers, now), question: null };
    }
    let served = current;
    if (current.served_at === null) {
      await serveQuestion(db, player.tenantCode, play.id, current.position, {
        servedAt: now,
        deadlineAt: addSeconds(now, seconds),
      });
      served = (await findAnswer(db, player.tenantCode, play.id, current.position)) ?? current;
      answers = answers.map((answer) => (answer.position === served.position ? served : answer));
    }
    const view = playerView(parseSnapshot(served.question_snapshot), locale ?? player.defaultLocale);
    return {
      play: summarize(play, answers, now),
      question: {
        position: served.position,
        stem: view.stem,
        options: view.options.map((option) => ({ optionId: option.id, text: option.text })),
        imageMediaId: view.imageMediaId,
        servedAt: served.served_at ?? now,
        deadlineAt: served.deadline_at ?? addSeconds(now, seconds),
        serverNow: now,
        secondsPerQuestion: seconds,
      },
    };
  }

  /**
   * Answers the question at `position`. One conditional update stores it only while it is
   * unanswered and within deadline + grace, and the play's points grow in the same transaction:
   * a replay (REPLAY) or a late answer (LATE, a miss) adds nothing.
   */
  async function answer(player: TPlayer, playId: number, request: TTriviaAnswerRequest): Promise<TTriviaAnswerResult> {
    const play = await ownPlay(player, playId);
    const row = await findAnswer(db, player.tenantCode, play.id, request.position);
    if (!row) {
      throw new AppError('validation_failed', TRIVIA_MESSAGES.positionInvalid, {
        position: [TRIVIA_MESSAGES.positionInvalid],
      });
    }
    const snapshot = parseSnapshot(row.question_snapshot);
    const correctOptionId = correctOptionOf(snapshot);
    const result = async (
      outcome: TTriviaAnswerResult['outcome'],
      isCorrect: boolean,
      pointsAwarded: number,
    ): Promise<TTriviaAnswerResult> => {
      const after = (await findPlay(db, player.tenantCode, play.id, player.userCode)) ?? play;
      const answers = await findAnswers(db, player.tenantCode, play.id);
      return {
        outcome,
        position: row.position,
        isCorrect,
        pointsAwarded,
        correctOptionId,
        play: summarize(after, answers, new Date().toISOString()),
      };
    };
    if (row.answered_at !== null) {
      return result('REPLAY', toBool(row.is_correct ?? false), row.points);
    }
    if (row.served_at === null || row.deadline_at === null) {
      throw new AppError('validation_failed', TRIVIA_MESSAGES.notCurrentQuestion, {
        position: [TRIVIA_MESSAGES.notCurrentQuestion],
      });
    }
    if (!hasOption(snapshot, request.optionId)) {
      throw new AppError('validation_failed', TRIVIA_MESSAGES.optionUnknown, {
        optionId: [TRIVIA_MESSAGES.optionUnknown],
      });
    }
    const now = new Date().toISOString();
    const isCorrect = isCorrectOption(snapshot, request.optionId);
    const points = triviaPoints(isCorrect, Date.parse(row.served_at), Date.parse(row.deadline_at), Date.parse(now));
    const stored = await db.transaction().execute(async (trx) => {
      const isStored = await storeAnswerOnce(trx, player.tenantCode, play.id, row.position, {
        answeredAt: now,
        optionId: request.optionId,
        isCorrect,
        points,
        latestDeadline: latestAcceptedDeadline(now),
      });
      if (isStored) {
        await addToPlay(trx, player.tenantCode, play.id, {
          points,
          isCorrect,
          completedAt: row.position === play.question_count ? now : null,
        });
      }
      return isStored;
    });
    if (stored) {
      return result('SCORED', isCorrect, points);
    }
    const again = await findAnswer(db, player.tenantCode, play.id, row.position);
    if (again?.answered_at) {
      return result('REPLAY', toBool(again.is_correct ?? false), again.points);
    }
    return result('LATE', false, 0);
  }

  return { listQuizzes, startPlay, getPlay, currentQuestion, answer };
}
