import { Badge, Button, Stack } from '@mantine/core';
import { localizedText } from '@portal/contracts';
import type { TAssessmentSet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { useBanks } from '../../../features/assessment-admin/api/banks';
import {
  useSaveSet,
  useSaveSetAssignments,
  useSet,
  useSetAssignments,
  useSetPublished,
} from '../../../features/assessment-admin/api/sets';
import { SetAssignmentsForm } from '../../../features/assessment-admin/components/set-assignments';
import { SetForm } from '../../../features/assessment-admin/components/set-form';
import { SET_STATUS_COLOR } from '../../../features/assessment-admin/components/set-table';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { ApiError } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useIdParam } from '../../use-id-param';
import { useAssessmentAdmin } from './use-assessment-admin';

function AssignmentsSection({ setId }: { setId: number }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, coreServiceUrl, authServiceUrl, locale } = useAssessmentAdmin();
  const assignments = useSetAssignments(serviceUrl, setId);
  const choices = useAssignmentChoices(coreServiceUrl, locale);
  const save = useSaveSetAssignments(serviceUrl, setId);
  if (assignments.isError) {
    return (
      <ErrorAlert
        text={t('assessmentAdmin.assign.error')}
        retryLabel={t('assessmentAdmin.retry')}
        onRetry={() => void assignments.refetch()}
      />
    );
  }
  if (!assignments.data) {
    return <BlockSkeleton label={t('assessmentAdmin.assign.loading')} height={320} />;
  }
  const saveError =
    save.error instanceof ApiError
      ? Object.values(save.error.problem?.errors ?? {})
          .flat()
          .join(' ') || t('assessmentAdmin.assign.saveError')
      : save.error
        ? t('assessmentAdmin.assign.saveError')
        : undefined;
  return (
    <SetAssignmentsForm
      authServiceUrl={authServiceUrl}
      assignments={assignments.data}
      jobRoles={choices.data?.jobRoles ?? []}
      locations={choices.data?.locations ?? []}
      isPending={save.isPending}
      error={saveError}
      onSave={(request) =>
        save.mutate(request, {
          onSuccess: () => showToast({ kind: 'success', message: t('assessmentAdmin.assign.saved') }),
        })
      }
    />
  );
}

function PublishActions({ set, onError }: { set: TAssessmentSet; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const publish = useSetPublished(serviceUrl);
  const title = localizedText(set.title, locale);
  const isPublished = set.status === 'PUBLISHED';
  return (
    <>
      <Badge size="lg" variant="outline" color={SET_STATUS_COLOR[set.status]}>
        {t(`assessmentAdmin.status.${set.status}`)}
      </Badge>
      <Button variant="default" component={Link} to={ADMIN_ROUTES.setPreview(set.setId)}>
        {t('assessmentAdmin.set.preview')}
      </Button>
      <Button variant="default" component={Link} to={ADMIN_ROUTES.setStatistics(set.setId)}>
        {t('assessmentAdmin.set.statistics')}
      </Button>
      <Button
        variant={isPublished ? 'default' : 'filled'}
        loading={publish.isPending}
        onClick={() =>
          publish.mutate(
            { setId: set.setId, isPublished: !isPublished },
            {
              onSuccess: () => {
                onError(undefined);
                showToast({
                  kind: 'success',
                  message: isPublished
                    ? t('assessmentAdmin.set.unpublishedToast', { title })
                    : t('assessmentAdmin.set.publishedToast', { title }),
                });
              },
              onError: (error) => {
                onError(error);
                showToast({ kind: 'error', message: t('assessmentAdmin.set.publishError') });
              },
            },
          )
        }
      >
        {isPublished ? t('assessmentAdmin.set.unpublish') : t('assessmentAdmin.set.publish')}
      </Button>
    </>
  );
}

function SetPage({ setId }: { setId: number | undefined }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const set = useSet(serviceUrl, setId);
  const banks = useBanks(serviceUrl, { searchText: '', pageNo: 1, pageSize: 100, locale });
  const save = useSaveSet(serviceUrl);
  const [publishError, setPublishError] = useState<unknown>(undefined);
  const breadcrumbs = [{ label: t('assessmentAdmin.pageTitle.sets'), to: ADMIN_ROUTES.sets }];
  const newTitle = setId === undefined ? t('assessmentAdmin.set.new') : t('assessmentAdmin.pageTitle.set');

  if (set.error instanceof ApiError && set.error.status === 404) {
    return <NotFoundPage />;
  }
  if (setId !== undefined && set.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={newTitle} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('assessmentAdmin.set.loadError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void set.refetch()}
        />
      </Stack>
    );
  }
  if ((setId !== undefined && !set.data) || !banks.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={newTitle} breadcrumbs={breadcrumbs} />
        {banks.isError ? (
          <ErrorAlert
            text={t('assessmentAdmin.bank.listError')}
            retryLabel={t('assessmentAdmin.retry')}
            onRetry={() => void banks.refetch()}
          />
        ) : (
          <BlockSkeleton label={t('assessmentAdmin.set.loading')} height={560} />
        )}
      </Stack>
    );
  }
  const saved = set.data;
  // The set's own banks are choices even past the first page of the list.
  const bankChoices = [
    ...banks.data.result.map((bank) => ({
      bankId: bank.bankId,
      title: bank.displayTitle,
      questionCount: bank.questionCount,
    })),
    ...(saved?.banks ?? [])
      .filter((bank) => !banks.data.result.some((listed) => listed.bankId === bank.bankId))
      .map((bank) => ({ bankId: bank.bankId, title: bank.title, questionCount: bank.availableQuestions })),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={saved ? localizedText(saved.title, locale) : newTitle}
        breadcrumbs={breadcrumbs}
        actions={saved ? <PublishActions set={saved} onError={setPublishError} /> : null}
      />
      <SetForm
        key={saved ? `${saved.setId}-${saved.updatedAt}` : 'new'}
        set={saved}
        bankChoices={bankChoices}
        isPending={save.isPending}
        actionError={publishError}
        onCancel={() => void navigate(ADMIN_ROUTES.sets)}
        onSave={(request, onServerError) =>
          save.mutate(
            { setId, request },
            {
              onSuccess: (result) => {
                showToast({
                  kind: 'success',
                  message: t('assessmentAdmin.set.savedToast', { title: localizedText(result.title, locale) }),
                });
                if (setId === undefined) {
                  void navigate(ADMIN_ROUTES.set(result.setId), { replace: true });
                }
              },
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('assessmentAdmin.saveError') });
                }
              },
            },
          )
        }
      />
      {saved ? <AssignmentsSection setId={saved.setId} /> : null}
    </Stack>
  );
}

/** `/assessment/admin/set/new` and `/assessment/admin/set/:setId`: a set, its publication and assignments. */
export function SetRoute() {
  const { isAdmin } = useAssessmentAdmin();
  const setId = useIdParam('setId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (setId === null) {
    return <NotFoundPage />;
  }
  return <SetPage setId={setId} />;
}
