import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLearnerPath, TLearnerPathItem, TLearnerPathLevel } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../../lib/page-locale';
import { formatPathDate } from '../utils/format';
import { itemsOfPath, learningPathItemUrl } from '../utils/path-items';
import { PathItemRow } from './path-item-row';
import { PathProgressRing } from './path-progress-ring';

const LEVEL_COLOR = { completed: 'teal.9', open: 'blue.9', locked: 'gray.8' } as const;

type TLearnerPathViewProps = {
  path: TLearnerPath;
  canComplete: boolean;
  completingItemId: number | undefined;
  onComplete: (item: TLearnerPathItem) => void;
  isAcknowledging: boolean;
  onAcknowledge: () => void;
};

function LevelSection({
  level,
  index,
  ...itemProps
}: { level: TLearnerPathLevel; index: number } & Pick<
  TLearnerPathViewProps,
  'canComplete' | 'completingItemId' | 'onComplete'
>) {
  const { t } = useTranslation();
  const headingId = `level-${level.levelId}-heading`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-level-state={level.state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {t('learningPaths.level.title', { number: index + 1, title: level.title })}
          </Title>
          <Group gap="xs">
            <Badge color={LEVEL_COLOR[level.state]} variant="outline">
              {t(`learningPaths.levelState.${level.state}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('learningPaths.progress.items', {
                done: level.progress.completedItems,
                total: level.progress.totalItems,
              })}
            </Text>
          </Group>
        </Group>
        {level.state === 'locked' ? (
          <Text size="sm" c="dimmed">
            {t('learningPaths.level.lockedHint')}
          </Text>
        ) : null}
        {level.modules.map((module) => (
          <Stack key={module.moduleId} gap="xs">
            <Title order={3} size="h5">
              {module.title}
            </Title>
            {module.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('learningPaths.module.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {module.items.map((item) => (
                  <PathItemRow
                    key={item.itemId}
                    item={item}
                    canComplete={itemProps.canComplete}
                    isCompleting={itemProps.completingItemId === item.itemId}
                    onComplete={itemProps.onComplete}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The learner's core path: progress, what to do next, what changed, and every level. */
export function LearnerPathView(props: TLearnerPathViewProps) {
  const { path, isAcknowledging, onAcknowledge } = props;
  const { t } = useTranslation();
  const locale = usePageLocale();
  const items = itemsOfPath(path);
  const newItems = path.delta
    ? items.filter((item) => path.delta?.newRequiredItemIds.includes(item.itemId) && item.state !== 'done')
    : [];
  const dueDate = formatPathDate(path.dueAt, locale);
  return (
    <Stack gap="lg">
      {path.delta && newItems.length > 0 ? (
        <Alert color="yellow" title={t('learningPaths.delta.title', { version: path.delta.toVersion })} role="status">
          <Stack gap="xs">
            <Text size="sm">{t('learningPaths.delta.text', { count: newItems.length })}</Text>
            <List size="sm">
              {newItems.map((item) => (
                <List.Item key={item.itemId}>{item.title}</List.Item>
              ))}
            </List>
            <Group>
              <Button size="compact-sm" variant="outline" loading={isAcknowledging} onClick={onAcknowledge}>
                {t('learningPaths.delta.acknowledge')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <PathProgressRing progress={path.progress} />
          <Stack gap="xs" style={{ flex: '1 1 14rem', minWidth: 0 }}>
            {path.description ? <Text>{path.description}</Text> : null}
            {dueDate ? (
              <Text size="sm" c={path.isOverdue ? 'red.9' : 'dimmed'} fw={path.isOverdue ? 600 : undefined}>
                {path.isOverdue
                  ? t('learningPaths.path.overdue', { date: dueDate })
                  : t('learningPaths.path.due', { date: dueDate })}
              </Text>
            ) : null}
            {path.continueItem ? (
              <Group>
                <Button
                  component={Link}
                  to={learningPathItemUrl(path.continueItem.itemId)}
                  h="auto"
                  py={8}
                  maw="100%"
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {t('learningPaths.continue.button', { title: path.continueItem.title })}
                </Button>
              </Group>
            ) : path.progress.percent === 100 ? (
              <Text fw={600} c="teal.9">
                {t('learningPaths.path.completed')}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
      {path.levels.map((level, index) => (
        <LevelSection
          key={level.levelId}
          level={level}
          index={index}
          canComplete={props.canComplete}
          completingItemId={props.completingItemId}
          onComplete={props.onComplete}
        />
      ))}
    </Stack>
  );
}
