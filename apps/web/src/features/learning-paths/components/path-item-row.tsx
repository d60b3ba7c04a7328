import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TLearnerPathItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../../lib/page-locale';
import { formatPathDate } from '../utils/format';
import { learningPathItemUrl } from '../utils/path-items';

const STATE_SYMBOL = { done: '✓', available: '○', locked: '🔒' } as const;
const STATE_COLOR = { done: 'teal.9', available: 'blue.9', locked: 'gray.8' } as const;

type TPathItemRowProps = {
  item: TLearnerPathItem;
  canComplete: boolean;
  isCompleting: boolean;
  onComplete: (item: TLearnerPathItem) => void;
};

/** One item of a module: its state, required or elective, due date, and how to open or finish it. */
export function PathItemRow({ item, canComplete, isCompleting, onComplete }: TPathItemRowProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const isOpenable = item.state !== 'locked' && item.url !== null;
  const dueDate = formatPathDate(item.dueAt, locale);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-item-state={item.state}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" color={STATE_COLOR[item.state]} radius="xl" aria-hidden>
            {STATE_SYMBOL[item.state]}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {isOpenable ? (
              <Anchor component={Link} to={learningPathItemUrl(item.itemId)} fw={600}>
                {item.title}
              </Anchor>
            ) : (
              <Text fw={600} c={item.state === 'locked' ? 'dimmed' : undefined}>
                {item.title}
              </Text>
            )}
            <Group gap={6}>
              <Badge variant="outline" color={STATE_COLOR[item.state]} size="sm">
                {t(`learningPaths.itemState.${item.state}`)}
              </Badge>
              <Badge variant="outline" color="gray.8" size="sm">
                {item.isRequired ? t('learningPaths.item.required') : t('learningPaths.item.elective')}
              </Badge>
              {item.isOverdue && item.state !== 'done' ? (
                <Badge color="red.9" size="sm">
                  {t('learningPaths.item.overdue', { date: dueDate })}
                </Badge>
              ) : dueDate && item.state !== 'done' ? (
                <Text size="xs" c="dimmed">
                  {t('learningPaths.item.due', { date: dueDate })}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {canComplete && item.state === 'available' && item.isCompletable ? (
          <Button
            size="compact-sm"
            variant="default"
            loading={isCompleting}
            onClick={() => onComplete(item)}
            aria-label={t('learningPaths.item.markDoneNamed', { title: item.title })}
          >
            {t('learningPaths.item.markDone')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
