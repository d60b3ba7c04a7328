import { Anchor, Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLearnerPathItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdParam } from '../../use-id-param';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useAcknowledgeVersion,
  useCompleteItem,
  useCorePath,
  usePathChoices,
  usePathInfo,
  useSetUserPath,
} from '../../../features/learning-paths/api/learner-path';
import { LearnerPathView } from '../../../features/learning-paths/components/learner-path-view';
import { PathChooser } from '../../../features/learning-paths/components/path-chooser';
import { PathProgressRing } from '../../../features/learning-paths/components/path-progress-ring';
import { findPathItem } from '../../../features/learning-paths/utils/path-items';
import { ResourceDetail } from '../../../features/resources/components/resource-detail';
import { NotFoundPage } from '../errors/not-found-page';
import { useLearner } from './use-learner';
import { ResourceMediaProvider } from '../resources/resource-media-provider';

/** Marks an item done and says so; completing a level's last item says the next level opened. */
function useCompleteWithNotice(serviceUrl: string) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const complete = useCompleteItem(serviceUrl);
  const onComplete = (item: TLearnerPathItem) =>
    complete.mutate(item.itemId, {
      onSuccess: (result) => {
        if (result.unlockedLevel) {
          showToast({
            kind: 'success',
            message: t('learningPaths.level.unlockedToast', { title: result.unlockedLevel.title }),
          });
          return;
        }
        showToast({
          kind: 'success',
          message: result.isNewlyCompleted
            ? t('learningPaths.item.doneToast', { title: item.title })
            : t('learningPaths.item.alreadyDone', { title: item.title }),
        });
      },
      onError: () => showToast({ kind: 'error', message: t('learningPaths.item.completeError') }),
    });
  return { onComplete, completingItemId: complete.isPending ? complete.variables : undefined };
}

/** The paths the learner may choose, and the choice saved. */
function PathChoice({ submitLabel, onChosen }: { submitLabel: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useLearner();
  const choices = usePathChoices(serviceUrl, locale);
  const setPath = useSetUserPath(serviceUrl);
  if (choices.isError) {
    return (
      <ErrorAlert
        text={t('learningPaths.learner.error')}
        retryLabel={t('learningPaths.learner.retry')}
        onRetry={() => void choices.refetch()}
      />
    );
  }
  if (!choices.data) {
    return <ListSkeleton label={t('learningPaths.learner.loading')} rows={3} rowHeight={96} />;
  }
  if (choices.data.length === 0) {
    return <Text c="dimmed">{t('learningPaths.choose.none')}</Text>;
  }
  return (
    <PathChooser
      paths={choices.data}
      isPending={setPath.isPending}
      submitLabel={submitLabel}
      onChoose={(pathId) =>
        setPath.mutate(pathId, {
          onSuccess: (path) => {
            showToast({ kind: 'success', message: t('learningPaths.choose.chosenToast', { title: path.title }) });
            onChosen?.();
          },
          onError: () => showToast({ kind: 'error', message: t('learningPaths.choose.error') }),
        })
      }
    />
  );
}

/** `/learning-path` (lazy area "learn"): the learner's core path. */
export function LearningPathRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale, canChangePath, canComplete, isAdmin } = useLearner();
  const corePath = useCorePath(serviceUrl, locale);
  const acknowledge = useAcknowledgeVersion(serviceUrl);
  const { onComplete, completingItemId } = useCompleteWithNotice(serviceUrl);
  const [isChoosing, setIsChoosing] = useState(false);
  const path = corePath.data;

  const body = () => {
    if (corePath.isError) {
      return (
        <ErrorAlert
          text={t('learningPaths.learner.error')}
          retryLabel={t('learningPaths.learner.retry')}
          onRetry={() => void corePath.refetch()}
        />
      );
    }
    if (path === undefined) {
      return (
        <Stack gap="lg">
          <BlockSkeleton label={t('learningPaths.learner.loading')} height={154} />
          <ListSkeleton label={t('learningPaths.learner.loading')} rows={4} rowHeight={72} />
        </Stack>
      );
    }
    if (path === null) {
      return (
        <Stack gap="lg">
          <EmptyState
            title={t('learningPaths.learner.emptyTitle')}
            text={canChangePath ? t('learningPaths.learner.emptyChoose') : t('learningPaths.learner.emptyWait')}
            action={
              canChangePath ? null : (
                <Button component={Link} to="/resources" variant="default">
                  {t('learningPaths.learner.browseResources')}
                </Button>
              )
            }
          />
          {canChangePath ? <PathChoice submitLabel={t('learningPaths.choose.submit')} /> : null}
        </Stack>
      );
    }
    return (
      <LearnerPathView
        path={path}
        canComplete={canComplete}
        completingItemId={completingItemId}
        onComplete={onComplete}
        isAcknowledging={acknowledge.isPending}
        onAcknowledge={() => acknowledge.mutate(path.pathId)}
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={path ? path.title : t('area.learningPath')}
        description={t('learningPaths.learner.description')}
        actions={
          <>
            <Button component={Link} to="/learning-path/goals" variant="default">
              {t('learningPaths.goals.open')}
            </Button>
            {isAdmin ? (
              <Button component={Link} to="/learning-path/admin" variant="default">
                {t('learningPaths.learner.manage')}
              </Button>
            ) : null}
            {canChangePath && path ? (
              <Button variant="default" onClick={() => setIsChoosing(true)}>
                {t('learningPaths.choose.change')}
              </Button>
            ) : null}
          </>
        }
      />
      {body()}
      <Modal
        opened={isChoosing}
        onClose={() => setIsChoosing(false)}
        title={t('learningPaths.choose.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('learningPaths.learner.closeDialog') }}
        size="lg"
      >
        <PathChoice submitLabel={t('learningPaths.choose.submit')} onChosen={() => setIsChoosing(false)} />
      </Modal>
    </Stack>
  );
}

/** An item of the core path: its state and "mark as done", and the resource itself in place. */
function LearningPathItemPage({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, resourceServiceUrl: resourcesUrl, locale, canComplete } = useLearner();
  const corePath = useCorePath(serviceUrl, locale);
  const { onComplete, completingItemId } = useCompleteWithNotice(serviceUrl);
  if (corePath.isError) {
    return (
      <ErrorAlert
        text={t('learningPaths.learner.error')}
        retryLabel={t('learningPaths.learner.retry')}
        onRetry={() => void corePath.refetch()}
      />
    );
  }
  if (corePath.data === undefined) {
    return <BlockSkeleton label={t('learningPaths.learner.loading')} height={120} />;
  }
  const item = corePath.data ? findPathItem(corePath.data, itemId) : undefined;
  if (!corePath.data || !item) {
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
  const isOpenable = item.state !== 'locked' && item.kind === 'RESOURCE';
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" component="nav" aria-label={corePath.data.title}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Anchor component={Link} to="/learning-path" size="sm">
              ← {t('learningPaths.item.backToPath')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {corePath.data.title}
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
              <Button loading={completingItemId === item.itemId} onClick={() => onComplete(item)}>
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

function PathInfoPage({ pathId }: { pathId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useLearner();
  const info = usePathInfo(serviceUrl, pathId, locale);
  if (info.isError) {
    return (
      <Stack gap="lg">
        <PageHeader
          title={t('pageTitle.learningPathInfo')}
          breadcrumbs={[{ label: t('area.learningPath'), to: '/learning-path' }]}
        />
        <ErrorAlert
          text={t('learningPaths.info.error')}
          retryLabel={t('learningPaths.learner.retry')}
          onRetry={() => void info.refetch()}
        />
      </Stack>
    );
  }
  if (!info.data) {
    return <BlockSkeleton label={t('learningPaths.info.loading')} height={240} />;
  }
  const path = info.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={path.title}
        description={path.description ?? undefined}
        breadcrumbs={[{ label: t('area.learningPath'), to: '/learning-path' }]}
        actions={
          path.isSelected ? (
            <Button component={Link} to="/learning-path">
              {t('learningPaths.info.openMine')}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="md">
        <PathProgressRing progress={path.progress} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="path-info-levels">
        <Title order={2} size="h3" id="path-info-levels">
          {t('learningPaths.info.levels')}
        </Title>
        {path.levels.map((level, index) => (
          <Paper key={level.levelId} withBorder radius="md" p="md">
            <Title order={3} size="h5">
              {t('learningPaths.level.title', { number: index + 1, title: level.title })}
            </Title>
            <List size="sm" mt="xs">
              {level.modules.map((module) => (
                <List.Item key={module.moduleId}>
                  {t('learningPaths.info.moduleItems', { title: module.title, count: module.itemCount })}
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** `/learning-path/paths/:pathId`: a published path (where search results lead). */
export function PathInfoRoute() {
  const pathId = useIdParam('pathId');
  if (typeof pathId !== 'number') {
    return <NotFoundPage />;
  }
  return <PathInfoPage pathId={pathId} />;
}

/** `/learning-path/goals` shares the learn area's chunk (its forms would cost a chunk of their own). */
export { GoalsRoute } from './learning-path-goals';
