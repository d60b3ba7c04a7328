import { Alert, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCompleteAttempt } from '../api/attempts';
import type { TLoadedAttempt } from '../api/attempts';
import { useAttemptSession } from '../hooks/use-attempt-session';
import { useTimeTakenReport } from '../hooks/use-time-taken-report';
import { clearAnswerQueue } from '../utils/answer-queue';
import { isAnswer } from '../utils/answers';
import { AttemptCountdown } from './attempt-countdown';
import { AttemptSyncState } from './attempt-sync-state';
import { QuestionInput } from './question-input';
import { QuestionNavigator } from './question-navigator';
import { SaveReceipt } from './save-receipt';
import { SubmitAttemptDialog } from './submit-attempt-dialog';

type TAttemptViewProps = {
  serviceUrl: string;
  attempt: TLoadedAttempt;
  locale: TLocaleCode;
  /** The URL of a question's image (the media service), fitted to the page. */
  imageUrlOf: (mediaId: string) => string;
  /** The attempt is completed (submitted, or time is up): show its result. */
  onFinished: () => void;
};

// Once time is up the page says so for this long before it shows the result.
const TIME_UP_NOTICE_MS = 2500;

/** The focused attempt page: one question at a time, the server's countdown, saves and submit. */
export function AttemptView({ serviceUrl, attempt, locale, imageUrlOf, onFinished }: TAttemptViewProps) {
  const { t } = useTranslation();
  const [isClosed, setIsClosed] = useState(false);
  const session = useAttemptSession({ serviceUrl, attempt, onClosed: () => setIsClosed(true) });
  const complete = useCompleteAttempt(serviceUrl, attempt.attemptId);
  const reportTimeTaken = useTimeTakenReport({
    serviceUrl,
    attemptId: attempt.attemptId,
    initialSeconds: attempt.totalTimeSeconds,
    isOpen: session.isOpen && !isClosed,
  });
  const [index, setIndex] = useState(() => {
    const firstOpen = attempt.questions.findIndex((question) => !isAnswer(session.answers[question.questionId]));
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  // What the time-up sequence calls: the latest, though it started renders ago.
  const latest = useRef({ session, complete, onFinished, reportTimeTaken });
  useLayoutEffect(() => {
    latest.current = { session, complete, onFinished, reportTimeTaken };
  });

  const questions = attempt.questions;
  const question = questions[index];
  const isTimeUp = session.isTimeUp || isClosed;
  const pendingIds = new Set(session.pending.map((entry) => entry.questionId));
  const unansweredNumbers = questions.flatMap((entry, position) =>
    isAnswer(session.answers[entry.questionId]) ? [] : [position + 1],
  );

  // A new question: focus goes to its heading, so keyboard and screen reader start there.
  useEffect(() => {
    if (hasMoved.current) {
      headingRef.current?.focus();
    }
  }, [index]);

  // Time is up: what waits is sent within the grace, the attempt is completed, the result shown.
  useEffect(() => {
    if (!isTimeUp) {
      return undefined;
    }
    let isCancelled = false;
    const finish = async () => {
      const notice = new Promise((resolve) => window.setTimeout(resolve, TIME_UP_NOTICE_MS));
      await latest.current.session.flush();
      await latest.current.reportTimeTaken();
      // Completing twice (the sweep was first) answers the same result; a refusal changes nothing.
      await latest.current.complete.mutateAsync().catch(() => undefined);
      clearAnswerQueue(window.localStorage, attempt.attemptId);
      await notice;
      if (!isCancelled) {
        latest.current.onFinished();
      }
    };
    void finish();
    return () => {
      isCancelled = true;
    };
  }, [isTimeUp, attempt.attemptId]);

  const go = (next: number) => {
    hasMoved.current = true;
    setIndex(Math.max(0, Math.min(questions.length - 1, next)));
  };

  const submit = async () => {
    setSubmitError(null);
    if (!session.isOnline) {
      setSubmitError(t('assessment.submit.offline'));
      setIsConfirming(false);
      return;
    }
    await session.flush();
    await reportTimeTaken();
    try {
      await complete.mutateAsync();
    } catch (error) {
      // Already completed (by the sweep, or on another device): the result is there all the same.
      if (!(error instanceof ApiError && error.status === 409)) {
        setSubmitError(t('assessment.submit.error'));
        setIsConfirming(false);
        return;
      }
    }
    clearAnswerQueue(window.localStorage, attempt.attemptId);
    onFinished();
  };

  if (!question) {
    return (
      <Alert color="red" role="alert">
        {t('assessment.attempt.noQuestions')}
      </Alert>
    );
  }
  const response = session.answers[question.questionId] ?? null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>
            {t('assessment.attempt.progress', {
              answered: questions.length - unansweredNumbers.length,
              count: questions.length,
            })}
          </Text>
          <Group gap="sm" wrap="wrap">
            <AttemptSyncState isOnline={session.isOnline} pendingCount={session.pending.length} />
            {session.remaining !== null ? <AttemptCountdown remaining={session.remaining} /> : null}
          </Group>
        </Group>
      </Paper>

      {isTimeUp ? (
        <Alert color="red" role="alert" title={t('assessment.attempt.timeUpTitle')}>
          {t('assessment.attempt.timeUpText')}
        </Alert>
      ) : null}
      {submitError ? (
        <Alert color="red" role="alert">
          {submitError}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="attempt-question-heading">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="attempt-question-heading" ref={headingRef} tabIndex={-1}>
              {t('assessment.attempt.questionHeading', { number: index + 1, count: questions.length })}
            </Title>
            {question.kind === 'RATING' ? null : (
              // A rating earns no points: saying "0 points" would read as a trick question.
              <Text size="sm" c="dimmed">
                {t('assessment.attempt.points', { count: question.points })}
              </Text>
            )}
          </Group>
          {question.imageMediaId ? (
            <Image src={imageUrlOf(question.imageMediaId)} alt="" mah={320} fit="contain" radius="sm" />
          ) : null}
          <QuestionInput
            key={question.questionId}
            question={question}
            locale={locale}
            response={response}
            isDisabled={isTimeUp}
            onAnswer={(value) => session.answer(question.questionId, value)}
          />
          <SaveReceipt
            locale={locale}
            savedAt={session.receipts[question.questionId]}
            isWaiting={pendingIds.has(question.questionId)}
            isOnline={session.isOnline}
            hasFailed={session.failedQuestionIds.has(question.questionId)}
            isAnswered={isAnswer(response)}
          />
        </Stack>
      </Paper>

      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Button variant="default" disabled={index === 0} onClick={() => go(index - 1)}>
            {t('assessment.attempt.previous')}
          </Button>
          <Button variant="default" disabled={index === questions.length - 1} onClick={() => go(index + 1)}>
            {t('assessment.attempt.next')}
          </Button>
        </Group>
        <Button disabled={isTimeUp} onClick={() => setIsConfirming(true)}>
          {t('assessment.attempt.submit')}
        </Button>
      </Group>

      <QuestionNavigator
        questions={questions}
        currentIndex={index}
        isAnswered={(questionId) => isAnswer(session.answers[questionId])}
        onGo={go}
      />

      <SubmitAttemptDialog
        opened={isConfirming}
        unansweredNumbers={unansweredNumbers}
        pendingCount={session.pending.length}
        isPending={complete.isPending}
        onConfirm={() => void submit()}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
