import { Stack, Title } from '@mantine/core';
import type { TTriviaAnswerResult, TTriviaQuestion } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { triviaQueryKeys } from '../../../features/trivia/api/query-keys';
import { useAnswerQuestion, useCurrentQuestion, usePlay } from '../../../features/trivia/api/trivia-play';
import { AnswerFeedback } from '../../../features/trivia/components/answer-feedback';
import { PlaySummary } from '../../../features/trivia/components/play-summary';
import { QuestionCard } from '../../../features/trivia/components/question-card';
import { useCountdown } from '../../../features/trivia/utils/countdown';
import { ApiError } from '../../../lib/api-client';
import { useIdParam } from '../../use-id-param';
import { NotFoundPage } from '../errors/not-found-page';
import { TriviaLeaderboard } from './trivia';
import { useTrivia } from './use-trivia';

/** What the player sees after answering (or running out of time), until they move on. */
type TFeedback = { question: TTriviaQuestion; result: TTriviaAnswerResult | null };

function PlayBody({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const { serviceUrl, locale } = useTrivia();
  const play = usePlay(serviceUrl, quizId, locale);
  const playId = play.data?.playId;
  const current = useCurrentQuestion(serviceUrl, playId, locale);
  const answer = useAnswerQuestion(serviceUrl, playId ?? 0);
  const [answered, setAnswered] = useState<TFeedback | null>(null);
  const question = current.data?.question ?? null;
  const receivedAtMs = current.data?.receivedAtMs ?? 0;
  const times = useMemo(
    () =>
      question && !current.isFetching
        ? { deadlineAt: question.deadlineAt, serverNow: question.serverNow, receivedAtMs }
        : null,
    [question, current.isFetching, receivedAtMs],
  );
  const countdown = useCountdown(times);
  // Time is up without an answer: say so; the server counts it as missed.
  const feedback: TFeedback | null =
    answered ?? (question && countdown.isOver && !answer.isPending ? { question, result: null } : null);

  const next = () => {
    setAnswered(null);
    answer.reset();
    void queryClient.invalidateQueries({ queryKey: triviaQueryKeys.question(playId ?? 0) });
  };

  if (play.isError) {
    if (play.error instanceof ApiError && play.error.code === 'not_found') {
      return <NotFoundPage />;
    }
    return (
      <ErrorAlert text={t('trivia.play.error')} retryLabel={t('trivia.retry')} onRetry={() => void play.refetch()} />
    );
  }
  const title = play.data?.quizTitle ?? t('trivia.play.title');
  const header = <PageHeader title={title} breadcrumbs={[{ label: t('area.trivia'), to: '/trivia' }]} />;
  if (current.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorAlert
          text={t('trivia.play.error')}
          retryLabel={t('trivia.retry')}
          onRetry={() => void current.refetch()}
        />
      </Stack>
    );
  }
  if (!current.data || (current.isFetching && !feedback)) {
    return (
      <Stack gap="lg">
        {header}
        <BlockSkeleton label={t('trivia.play.loading')} height={320} />
      </Stack>
    );
  }
  const summary = current.data.play;
  if (!question && !feedback) {
    return (
      <Stack gap="lg">
        {header}
        <PlaySummary play={summary} />
        <Stack gap="sm" component="section" aria-labelledby="trivia-play-leaderboard">
          <Title order={2} size="h3" id="trivia-play-leaderboard">
            {t('trivia.leaderboard.title')}
          </Title>
          <TriviaLeaderboard />
        </Stack>
      </Stack>
    );
  }
  if (feedback) {
    const correctId = feedback.result?.correctOptionId;
    const correctText = feedback.question.options.find((option) => option.optionId === correctId)?.text ?? null;
    return (
      <Stack gap="lg">
        {header}
        <Title order={2} size="h3">
          {feedback.question.stem}
        </Title>
        <AnswerFeedback
          result={feedback.result}
          correctText={correctText}
          isLast={feedback.question.position >= summary.questionCount}
          // A missed question stays the server's current one until its grace ends.
          isNextDisabled={feedback.result === null && !countdown.isPastGrace && times !== null}
          onNext={next}
        />
      </Stack>
    );
  }
  if (!question) {
    return null;
  }
  return (
    <Stack gap="lg">
      {header}
      <QuestionCard
        key={question.position}
        question={question}
        questionCount={summary.questionCount}
        secondsLeft={countdown.seconds}
        isOver={countdown.isOver}
        isPending={answer.isPending}
        onAnswer={(optionId) =>
          answer.mutate(
            { position: question.position, optionId },
            {
              onSuccess: (result) => setAnswered({ question, result }),
              onError: () => showToast({ kind: 'error', message: t('trivia.play.answerError') }),
            },
          )
        }
      />
    </Stack>
  );
}

/** `/trivia/:quizId/play`: one question at a time, the server's countdown, feedback, then the score. */
export function TriviaPlayRoute() {
  const quizId = useIdParam('quizId');
  if (typeof quizId !== 'number') {
    return <NotFoundPage />;
  }
  return <PlayBody key={quizId} quizId={quizId} />;
}
