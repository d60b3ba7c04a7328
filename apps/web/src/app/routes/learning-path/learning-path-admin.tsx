import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { LearningPathPermissions } from '@portal/contracts';
import type { TAdminPathListItem, TGoalType } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useIdParam } from '../../use-id-param';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useAdminPath,
  useAdminPaths,
  useDeletePath,
  usePathAssignments,
  useSavePathAssignments,
  useSetPathPublished,
} from '../../../features/learning-paths/api/admin-paths';
import { useCreateGoalType, useDeleteGoalType, useGoalTypes } from '../../../features/learning-paths/api/goals';
import { GoalTypesAdmin } from '../../../features/learning-paths/components/goal-types-admin';
import { AdminPathList, STATUS_COLOR } from '../../../features/learning-paths/components/admin-path-list';
import { PathAssignmentsForm } from '../../../features/learning-paths/components/path-assignments';
import { PathEditor } from '../../../features/learning-paths/components/path-editor';
import { learningPathServiceUrl } from '../../../features/learning-paths/utils/service-url';
import { assessmentServiceUrl } from '../../../features/assessment-admin/utils/service-url';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { usePageLocale } from '../../../lib/page-locale';
import { useSignedInSession } from '../../auth/signed-in-session';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { useTenantConfiguration } from '../../tenant-context';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';

const ADMIN_HOME = '/learning-path/admin';

function useAdmin() {
  const configuration = useTenantConfiguration();
  const { permissions } = useSignedInSession();
  return {
    serviceUrl: learningPathServiceUrl(configuration),
    resourceServiceUrl: resourceServiceUrl(configuration),
    // Sets are offered as items only where the tenant has Test and Trivia.
    assessmentServiceUrl: configuration.modules.some((entry) => entry.moduleCode === configuration.assessmentModuleCode)
      ? assessmentServiceUrl(configuration)
      : null,
    coreServiceUrl: configuration.coreService,
    authServiceUrl: configuration.authService.serviceUrl,
    locale: usePageLocale(),
    isAdmin: permissions.has(LearningPathPermissions.admin),
  };
}

/** Publish or unpublish, said in a toast. */
function usePublishWithNotice(serviceUrl: string) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const publish = useSetPathPublished(serviceUrl);
  const setPublished = (path: { pathId: number; title: string }, isPublished: boolean) =>
    publish.mutate(
      { pathId: path.pathId, isPublished },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: isPublished
              ? t('learningPathsAdmin.publishedToast', { title: path.title })
              : t('learningPathsAdmin.unpublishedToast', { title: path.title }),
          }),
        onError: () => showToast({ kind: 'error', message: t('learningPathsAdmin.publishError') }),
      },
    );
  return { setPublished, busyPathId: publish.isPending ? publish.variables.pathId : undefined };
}

function LearningPathsAdminPage() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get('q') ?? '';
  const [text, setText] = useState(searchText);
  const paths = useAdminPaths(serviceUrl, { searchText, locale });
  const { setPublished, busyPathId } = usePublishWithNotice(serviceUrl);
  const remove = useDeletePath(serviceUrl);
  const [toDelete, setToDelete] = useState<TAdminPathListItem | null>(null);

  const body = () => {
    if (paths.isError) {
      return (
        <ErrorAlert
          text={t('learningPathsAdmin.list.error')}
          retryLabel={t('learningPaths.learner.retry')}
          onRetry={() => void paths.refetch()}
        />
      );
    }
    if (!paths.data) {
      return <ListSkeleton label={t('learningPathsAdmin.list.loading')} rows={5} rowHeight={56} />;
    }
    if (paths.data.result.length === 0) {
      return (
        <EmptyState
          title={searchText ? t('learningPathsAdmin.list.noMatch') : t('learningPathsAdmin.list.emptyTitle')}
          text={searchText ? t('learningPathsAdmin.list.noMatchText') : t('learningPathsAdmin.list.emptyText')}
          action={
            <Button component={Link} to={`${ADMIN_HOME}/new`}>
              {t('learningPathsAdmin.new')}
            </Button>
          }
        />
      );
    }
    return (
      <AdminPathList
        paths={paths.data.result}
        busyPathId={busyPathId}
        onPublish={setPublished}
        onDelete={setToDelete}
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pageTitle.learningPathsAdmin')}
        description={t('learningPathsAdmin.list.description')}
        actions={
          <Button component={Link} to={`${ADMIN_HOME}/new`}>
            {t('learningPathsAdmin.new')}
          </Button>
        }
      />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('learningPathsAdmin.list.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" variant="default">
            {t('learningPathsAdmin.list.searchButton')}
          </Button>
        </Group>
      </form>
      {body()}
      <GoalTypesSection />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('learningPathsAdmin.deleteDialog.title')}
        message={t('learningPathsAdmin.deleteDialog.text', {
          title: toDelete?.title ?? '',
          count: toDelete?.learnerCount ?? 0,
        })}
        confirmLabel={t('learningPathsAdmin.delete')}
        cancelLabel={t('learningPathsAdmin.cancel')}
        closeLabel={t('learningPaths.learner.closeDialog')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) {
            return;
          }
          const deleted = toDelete;
          remove.mutate(deleted.pathId, {
            onSuccess: () => {
              setToDelete(null);
              showToast({ kind: 'success', message: t('learningPathsAdmin.deletedToast', { title: deleted.title }) });
            },
            onError: () => showToast({ kind: 'error', message: t('learningPathsAdmin.deleteError') }),
          });
        }}
      />
    </Stack>
  );
}

/** The tenant's goal types (lazy area "goals"), below the paths. */
function GoalTypesSection() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAdmin();
  const goalTypes = useGoalTypes(serviceUrl, locale);
  const create = useCreateGoalType(serviceUrl);
  const remove = useDeleteGoalType(serviceUrl);
  const [toDelete, setToDelete] = useState<TGoalType | null>(null);
  if (goalTypes.isError) {
    return (
      <ErrorAlert
        text={t('learningPathsAdmin.list.error')}
        retryLabel={t('learningPaths.learner.retry')}
        onRetry={() => void goalTypes.refetch()}
      />
    );
  }
  if (!goalTypes.data) {
    return <ListSkeleton label={t('learningPathsAdmin.list.loading')} rows={3} rowHeight={48} />;
  }
  return (
    <>
      <GoalTypesAdmin
        goalTypes={goalTypes.data}
        isPending={create.isPending}
        deletingId={remove.isPending ? remove.variables : undefined}
        onCreate={(request, onServerError, onDone) =>
          create.mutate(request, {
            onSuccess: (goalType) => {
              onDone();
              showToast({
                kind: 'success',
                message: t('learningPathsAdmin.goalTypes.added', { title: goalType.name }),
              });
            },
            onError: (error) => {
              if (!onServerError(error)) {
                showToast({ kind: 'error', message: t('learningPathsAdmin.goalTypes.error') });
              }
            },
          })
        }
        onDelete={setToDelete}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('learningPathsAdmin.goalTypes.deleteTitle')}
        message={t('learningPathsAdmin.goalTypes.deleteText', { title: toDelete?.name ?? '' })}
        confirmLabel={t('learningPathsAdmin.delete')}
        cancelLabel={t('learningPathsAdmin.cancel')}
        closeLabel={t('learningPaths.learner.closeDialog')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const deleted = toDelete;
          if (!deleted) {
            return;
          }
          remove.mutate(deleted.goalTypeId, {
            onSuccess: () => {
              setToDelete(null);
              showToast({
                kind: 'success',
                message: t('learningPathsAdmin.goalTypes.deleted', { title: deleted.name }),
              });
            },
            onError: () => showToast({ kind: 'error', message: t('learningPathsAdmin.deleteError') }),
          });
        }}
      />
    </>
  );
}

/** `/learning-path/admin` (lazy area "learning path admin"): the tenant's paths. */
export function LearningPathsAdminRoute() {
  const { isAdmin } = useAdmin();
  return isAdmin ? <LearningPathsAdminPage /> : <AccessDeniedPage />;
}

function PathAssignmentsSection({ pathId }: { pathId: number }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, coreServiceUrl, authServiceUrl, locale } = useAdmin();
  const assignments = usePathAssignments(serviceUrl, pathId);
  const choices = useAssignmentChoices(coreServiceUrl, locale);
  const save = useSavePathAssignments(serviceUrl, pathId);
  if (assignments.isError) {
    return (
      <ErrorAlert
        text={t('learningPathsAdmin.assign.error')}
        retryLabel={t('learningPaths.learner.retry')}
        onRetry={() => void assignments.refetch()}
      />
    );
  }
  if (!assignments.data) {
    return <BlockSkeleton label={t('learningPathsAdmin.assign.loading')} height={300} />;
  }
  return (
    <PathAssignmentsForm
      authServiceUrl={authServiceUrl}
      assignments={assignments.data}
      jobRoles={choices.data?.jobRoles ?? []}
      locations={choices.data?.locations ?? []}
      isPending={save.isPending}
      onSave={(request) =>
        save.mutate(request, {
          onSuccess: () => showToast({ kind: 'success', message: t('learningPathsAdmin.assign.saved') }),
          onError: () => showToast({ kind: 'error', message: t('learningPathsAdmin.assign.saveError') }),
        })
      }
    />
  );
}

function PathEditorPage({ pathId }: { pathId: number | undefined }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const {
    serviceUrl,
    resourceServiceUrl: resourcesUrl,
    assessmentServiceUrl: setsUrl,
    coreServiceUrl,
    locale,
  } = useAdmin();
  const path = useAdminPath(serviceUrl, pathId, locale);
  const choices = useAssignmentChoices(coreServiceUrl, locale);
  const { setPublished, busyPathId } = usePublishWithNotice(serviceUrl);
  const breadcrumbs = [{ label: t('pageTitle.learningPathsAdmin'), to: ADMIN_HOME }];
  const title = pathId === undefined ? t('learningPathsAdmin.new') : t('pageTitle.learningPathEditor');

  if (pathId !== undefined && path.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('learningPathsAdmin.editor.error')}
          retryLabel={t('learningPaths.learner.retry')}
          onRetry={() => void path.refetch()}
        />
      </Stack>
    );
  }
  if (pathId !== undefined && !path.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('learningPathsAdmin.editor.loading')} height={480} />
      </Stack>
    );
  }
  const saved = path.data;
  const savedTitle = saved ? saved.titleEn || saved.titleFr : '';
  return (
    <Stack gap="lg">
      <PageHeader
        title={saved ? savedTitle : title}
        breadcrumbs={breadcrumbs}
        actions={
          saved ? (
            <>
              <Badge size="lg" variant="outline" color={STATUS_COLOR[saved.status]}>
                {t(`learningPathsAdmin.status.${saved.status}`)} ·{' '}
                {t('learningPathsAdmin.list.version', { version: saved.version })}
              </Badge>
              <Button
                variant={saved.status === 'PUBLISHED' ? 'default' : 'filled'}
                loading={busyPathId === saved.pathId}
                onClick={() => setPublished({ pathId: saved.pathId, title: savedTitle }, saved.status !== 'PUBLISHED')}
              >
                {saved.status === 'PUBLISHED' ? t('learningPathsAdmin.unpublish') : t('learningPathsAdmin.publish')}
              </Button>
            </>
          ) : null
        }
      />
      <PathEditor
        key={saved ? `${saved.pathId}-${saved.version}-${saved.updatedAt}` : 'new'}
        serviceUrl={serviceUrl}
        resourceServiceUrl={resourcesUrl}
        assessmentServiceUrl={setsUrl}
        locale={locale}
        path={saved}
        jobRoles={choices.data?.jobRoles ?? []}
        onCancel={() => void navigate(ADMIN_HOME)}
        onSaved={(result, isNew, isNewVersion) => {
          const name = result.titleEn || result.titleFr;
          showToast({
            kind: 'success',
            message: isNewVersion
              ? t('learningPathsAdmin.savedNewVersion', { title: name, version: result.version })
              : t('learningPathsAdmin.savedToast', { title: name }),
          });
          if (isNew) {
            void navigate(`${ADMIN_HOME}/${result.pathId}`, { replace: true });
          }
        }}
      />
      {saved ? <PathAssignmentsSection pathId={saved.pathId} /> : null}
    </Stack>
  );
}

/** `/learning-path/admin/new` and `/learning-path/admin/:pathId`: the path editor. */
export function PathEditorRoute() {
  const { isAdmin } = useAdmin();
  const pathId = useIdParam('pathId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (pathId === null) {
    return <NotFoundPage />;
  }
  return <PathEditorPage pathId={pathId} />;
}
