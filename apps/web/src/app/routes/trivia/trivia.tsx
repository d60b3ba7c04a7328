import { Button, Stack, Title } from '@mantine/core';
import type { TTriviaPeriod, TTriviaScope } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { CardGridSkeleton } from '../../../components/ui/skeletons';
import { useLeaderboard, useQuizzes } from '../../../features/trivia/api/trivia-play';
import { Leaderboard } from '../../../features/trivia/components/leaderboard';
import { QuizList } from '../../../features/trivia/components/quiz-list';
import { useTrivia } from './use-trivia';

/** The leaderboards of the trivia page (and of a play's end), with their own period and scope. */
export function TriviaLeaderboard({ quizId }: { quizId?: number }) {
  const { serviceUrl, locale } = useTrivia();
  const [period, setPeriod] = useState<TTriviaPeriod>('month');
  const [scope, setScope] = useState<TTriviaScope>('tenant');
  const board = useLeaderboard(serviceUrl, { period, scope, ...(quizId === undefined ? {} : { quizId }) }, locale);
  return (
    <Leaderboard
      period={period}
      scope={scope}
      onPeriodChange={setPeriod}
      onScopeChange={setScope}
      board={board.data}
      isError={board.isError}
      onRetry={() => void board.refetch()}
      locale={locale}
    />
  );
}

/** `/trivia`: quizzes to play and the leaderboards. */
export function TriviaRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale, canManage } = useTrivia();
  const quizzes = useQuizzes(serviceUrl, locale);

  const quizBody = () => {
    if (quizzes.isError) {
      return (
        <ErrorAlert
          text={t('trivia.quizzes.error')}
          retryLabel={t('trivia.retry')}
          onRetry={() => void quizzes.refetch()}
        />
      );
    }
    if (!quizzes.data) {
      return <CardGridSkeleton label={t('trivia.quizzes.loading')} count={3} cardHeight={140} />;
    }
    if (quizzes.data.length === 0) {
      return <EmptyState headingOrder={3} title={t('trivia.quizzes.emptyTitle')} text={t('trivia.quizzes.empty')} />;
    }
    return <QuizList quizzes={quizzes.data} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('area.trivia')}
        description={t('trivia.description')}
        actions={
          canManage ? (
            <Button component={Link} to="/trivia/admin" variant="default">
              {t('trivia.manage')}
            </Button>
          ) : null
        }
      />
      <Stack gap="sm" component="section" aria-labelledby="trivia-quizzes-heading">
        <Title order={2} size="h3" id="trivia-quizzes-heading">
          {t('trivia.quizzes.title')}
        </Title>
        {quizBody()}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="trivia-leaderboard-heading">
        <Title order={2} size="h3" id="trivia-leaderboard-heading">
          {t('trivia.leaderboard.title')}
        </Title>
        <TriviaLeaderboard />
      </Stack>
    </Stack>
  );
}
