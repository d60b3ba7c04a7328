import { Button, List, Paper, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { useIdParam } from '../../use-id-param';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useAcknowledgeVersion, useCorePath, usePathInfo } from '../../../features/learning-paths/api/learner-path';
import { LearnerPathView } from '../../../features/learning-paths/components/learner-path-view';
import { PathProgressRing } from '../../../features/learning-paths/components/path-progress-ring';
import { NotFoundPage } from '../errors/not-found-page';
import { useCompleteWithNotice } from './use-complete-with-notice';
import { useLearner } from './use-learner';

// Choosing a path (its list, form and dialog) loads when asked for: most visits follow the path.
const PathChoice = lazyWhenOnline(async () => ({ default: (await import('./path-choice')).PathChoice }));
const PathChoiceDialog = lazyWhenOnline(async () => ({ default: (await import('./path-choice')).PathChoiceDialog }));

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
          {canChangePath ? (
            <Suspense fallback={<ListSkeleton label={t('learningPaths.learner.loading')} rows={3} rowHeight={96} />}>
              <PathChoice submitLabel={t('learningPaths.choose.submit')} />
            </Suspense>
          ) : null}
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
      {isChoosing ? (
        <Suspense fallback={null}>
          <PathChoiceDialog onClose={() => setIsChoosing(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
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
