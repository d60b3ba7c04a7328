import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TLearnerPathItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdParam } from '../../use-id-param';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useCorePath } from '../../../features/learning-paths/api/learner-path';
import { findPathItem } from '../../../features/learning-paths/utils/path-items';
import { ResourceDetail } from '../../../features/resources/components/resource-detail';
import { NotFoundPage } from '../errors/not-found-page';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { useCompleteWithNotice } from './use-complete-with-notice';
import { useLearner } from './use-learner';

/** An item of the core path: its state and "mark as done", and the resource itself in place. */
function LearningPathItemPage({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, resourceServiceUrl: resourcesUrl, locale, canComplete } = useLearner();
  const corePath = useCorePath(serviceUrl, locale);
  const { onComplete, completingItemId } = useCompleteWithNotice(serviceUrl);
  return (
    <QueryState
      query={corePath}
      loadingLabel={t('learningPaths.learner.loading')}
      errorText={t('learningPaths.learner.error')}
      retryLabel={t('learningPaths.learner.retry')}
      skeleton={<BlockSkeleton label={t('learningPaths.learner.loading')} height={120} />}
    >
      {(path) => {
        const item = path ? findPathItem(path, itemId) : undefined;
        if (!path || !item) {
          return (
            <Stack gap="lg">
              <PageHeader title={t('pageTitle.learningPathItem')} />
              <EmptyState
                title={t('learningPaths.item.notFound')}
                text={t('learningPaths.learner.emptyChoose')}
                action={
                  <Button component={Link} to="/learning-path" variant="default">
                    {t('learningPaths.item.backToPath')}
                  </Button>
                }
              />
            </Stack>
          );
        }
        return (
          <PathItem
            pathTitle={path.title}
            item={item}
            resourcesUrl={resourcesUrl}
            canComplete={canComplete}
            isCompleting={completingItemId === item.itemId}
            onComplete={() => onComplete(item)}
          />
        );
      }}
    </QueryState>
  );
}

type TPathItemProps = {
  pathTitle: string;
  item: TLearnerPathItem;
  resourcesUrl: string;
  canComplete: boolean;
  isCompleting: boolean;
  onComplete: () => void;
};

/** The item's state and "mark as done" above the resource itself, or what stands in for it. */
function PathItem({ pathTitle, item, resourcesUrl, canComplete, isCompleting, onComplete }: TPathItemProps) {
  const { t } = useTranslation();
  const isOpenable = item.state !== 'locked' && item.kind === 'RESOURCE';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" component="nav" aria-label={pathTitle}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Anchor component={Link} to="/learning-path" size="sm">
              ← {t('learningPaths.item.backToPath')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {pathTitle}
            </Text>
          </Stack>
          <Group gap="sm">
            <Badge
              variant="outline"
              color={item.state === 'done' ? 'teal.9' : item.state === 'locked' ? 'gray.8' : 'blue.9'}
            >
              {t(`learningPaths.itemState.${item.state}`)}
            </Badge>
            {canComplete && item.state === 'available' && item.isCompletable ? (
              <Button loading={isCompleting} onClick={onComplete}>
                {t('learningPaths.item.markDone')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {item.state === 'done' ? (
          <Text size="sm" mt="xs" c="teal.9">
            {t('learningPaths.item.isDone')}
          </Text>
        ) : null}
      </Paper>
      {isOpenable ? (
        <ResourceMediaProvider>
          <ResourceDetail serviceUrl={resourcesUrl} resourceId={item.objectId} backTo="/resources" />
        </ResourceMediaProvider>
      ) : (
        <Stack gap="sm">
          <PageHeader title={item.title} />
          {item.state !== 'locked' && item.kind === 'ASSESSMENTSET' && item.url ? (
            // Passing the assessment completes the item (the learning record), not "mark as done".
            <Group>
              <Button component={Link} to={item.url}>
                {t('assessment.pathItem.open')}
              </Button>
            </Group>
          ) : (
            <Text>
              {item.state === 'locked' ? t('learningPaths.item.isLocked') : t('learningPaths.item.assessmentLater')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** `/learning-path/items/:itemId`: an item opened in place. */
export function LearningPathItemRoute() {
  const itemId = useIdParam('itemId');
  if (typeof itemId !== 'number') {
    return <NotFoundPage />;
  }
  return <LearningPathItemPage itemId={itemId} />;
}
