import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useSetPreview } from '../../../features/assessment-admin/api/sets';
import { SetPreviewView } from '../../../features/assessment-admin/components/set-preview-view';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { ApiError } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useIdParam } from '../../use-id-param';
import { useAssessmentAdmin } from './use-assessment-admin';
import { useQuestionImages } from './use-question-images';

function SetPreviewPage({ setId }: { setId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const preview = useSetPreview(serviceUrl, setId, locale);
  const { urlOf } = useQuestionImages();
  const breadcrumbs = [
    { label: t('assessmentAdmin.pageTitle.sets'), to: ADMIN_ROUTES.sets },
    { label: t('assessmentAdmin.pageTitle.set'), to: ADMIN_ROUTES.set(setId) },
  ];
  if (preview.error instanceof ApiError && preview.error.status === 404) {
    return <NotFoundPage />;
  }
  const redraw = (
    <Button variant="default" loading={preview.isFetching} onClick={() => void preview.refetch()}>
      {t('assessmentAdmin.setPreview.redraw')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          preview.data
            ? t('assessmentAdmin.setPreview.titleOf', { title: preview.data.title })
            : t('assessmentAdmin.pageTitle.setPreview')
        }
        breadcrumbs={breadcrumbs}
        actions={preview.data ? redraw : null}
      />
      {preview.isError ? (
        <ErrorAlert
          text={t('assessmentAdmin.setPreview.error')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void preview.refetch()}
        />
      ) : preview.data ? (
        // A new draw is a new attempt: its answers start empty.
        <SetPreviewView key={preview.dataUpdatedAt} preview={preview.data} locale={locale} imageUrlOf={urlOf} />
      ) : (
        <BlockSkeleton label={t('assessmentAdmin.setPreview.loading')} height={480} />
      )}
    </Stack>
  );
}

/** `/assessment/admin/set/:setId/preview`: the set taken as a learner would, nothing recorded. */
export function SetPreviewRoute() {
  const { isAdmin } = useAssessmentAdmin();
  const setId = useIdParam('setId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (setId === null || setId === undefined) {
    return <NotFoundPage />;
  }
  return <SetPreviewPage setId={setId} />;
}
