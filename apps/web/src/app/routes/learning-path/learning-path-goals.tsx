import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useCreateGoal, useDeleteGoal, useGoals, useGoalTypes } from '../../../features/learning-paths/api/goals';
import { usePathChoices } from '../../../features/learning-paths/api/learner-path';
import { GoalForm } from '../../../features/learning-paths/components/goal-form';
import { formatPathDate } from '../../../features/learning-paths/utils/format';
import { useLearner } from './use-learner';

/** `/learning-path/goals` (lazy area "goals"): the learner's goals, linked to paths. */
export function GoalsRoute() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useLearner();
  const goals = useGoals(serviceUrl, locale);
  const goalTypes = useGoalTypes(serviceUrl, locale);
  const paths = usePathChoices(serviceUrl, locale);
  const create = useCreateGoal(serviceUrl);
  const remove = useDeleteGoal(serviceUrl);
  const list = () => {
    if (goals.isError) {
      return (
        <ErrorAlert
          text={t('learningPaths.goals.error')}
          retryLabel={t('learningPaths.learner.retry')}
          onRetry={() => void goals.refetch()}
        />
      );
    }
    if (!goals.data) {
      return <ListSkeleton label={t('learningPaths.goals.loading')} rows={3} rowHeight={72} />;
    }
    if (goals.data.length === 0) {
      return <EmptyState title={t('learningPaths.goals.emptyTitle')} text={t('learningPaths.goals.emptyText')} />;
    }
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {goals.data.map((goal) => (
          <Paper key={goal.goalId} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{goal.title}</Text>
                <Group gap={6}>
                  <Badge variant="outline" color="gray.8" size="sm">
                    {goal.goalTypeName}
                  </Badge>
                  <Badge variant="outline" color={goal.isAchieved ? 'teal.9' : 'blue.9'} size="sm">
                    {goal.isAchieved ? t('learningPaths.goals.achieved') : t('learningPaths.goals.inProgress')}
                  </Badge>
                  {goal.pathId && goal.pathTitle ? (
                    <Anchor component={Link} to={`/learning-path/paths/${goal.pathId}`} size="sm">
                      {goal.pathTitle}
                    </Anchor>
                  ) : null}
                  {goal.targetDate ? (
                    <Text size="xs" c="dimmed">
                      {t('learningPaths.goals.target', { date: formatPathDate(goal.targetDate, locale) })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                loading={remove.isPending && remove.variables === goal.goalId}
                aria-label={t('learningPaths.goals.deleteNamed', { title: goal.title })}
                onClick={() =>
                  remove.mutate(goal.goalId, {
                    onSuccess: () =>
                      showToast({ kind: 'success', message: t('learningPaths.goals.deleted', { title: goal.title }) }),
                  })
                }
              >
                {t('learningPathsAdmin.delete')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pageTitle.learningPathGoals')}
        description={t('learningPaths.goals.description')}
        breadcrumbs={[{ label: t('area.learningPath'), to: '/learning-path' }]}
      />
      <GoalForm
        goalTypes={goalTypes.data ?? []}
        paths={paths.data ?? []}
        isPending={create.isPending}
        onSubmit={(request, onServerError) =>
          create.mutate(request, {
            onSuccess: (goal) =>
              showToast({ kind: 'success', message: t('learningPaths.goals.added', { title: goal.title }) }),
            onError: (error) => {
              if (!onServerError(error)) {
                showToast({ kind: 'error', message: t('learningPaths.goals.addError') });
              }
            },
          })
        }
      />
      <Stack gap="sm" component="section" aria-labelledby="my-goals-heading">
        <Title order={2} size="h3" id="my-goals-heading">
          {t('learningPaths.goals.mine')}
        </Title>
        {list()}
      </Stack>
    </Stack>
  );
}
