import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useQuestion, useRegradeHistory, useSaveQuestion } from '../../../features/assessment-admin/api/banks';
import { QuestionEditor } from '../../../features/assessment-admin/components/question-editor';
import { RegradeHistory } from '../../../features/assessment-admin/components/regrade-history';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { ApiError } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useIdParam } from '../../use-id-param';
import { useAssessmentAdmin } from './use-assessment-admin';
import { useQuestionImages } from './use-question-images';
import { useRatingSupport } from './use-rating-support';

function QuestionPage({ bankId, questionId }: { bankId: number; questionId: number | undefined }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const question = useQuestion(serviceUrl, questionId);
  const save = useSaveQuestion(serviceUrl);
  const images = useQuestionImages();
  const regrades = useRegradeHistory(serviceUrl, questionId);
  const rating = useRatingSupport(serviceUrl);
  const title = questionId === undefined ? t('assessmentAdmin.question.new') : t('assessmentAdmin.pageTitle.question');
  const breadcrumbs = [
    { label: t('assessmentAdmin.pageTitle.banks'), to: ADMIN_ROUTES.banks },
    { label: t('assessmentAdmin.pageTitle.bank'), to: ADMIN_ROUTES.bank(bankId) },
  ];
  const header = (
    <PageHeader title={title} breadcrumbs={breadcrumbs} description={t('assessmentAdmin.question.description')} />
  );

  if (question.error instanceof ApiError && question.error.status === 404) {
    return <NotFoundPage />;
  }
  if (questionId !== undefined && question.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorAlert
          text={t('assessmentAdmin.question.loadError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void question.refetch()}
        />
      </Stack>
    );
  }
  if (questionId !== undefined && !question.data) {
    return (
      <Stack gap="lg">
        {header}
        <BlockSkeleton label={t('assessmentAdmin.question.loading')} height={480} />
      </Stack>
    );
  }
  const saved = question.data;
  // A question of another bank is not found here (the address names the bank).
  if (saved && saved.bankId !== bankId) {
    return <NotFoundPage />;
  }
  return (
    <Stack gap="lg">
      {header}
      <QuestionEditor
        key={saved ? `${saved.questionId}-${saved.version}` : 'new'}
        question={saved}
        locale={locale}
        images={images}
        rating={rating}
        isPending={save.isPending}
        onCancel={() => void navigate(ADMIN_ROUTES.bank(bankId))}
        onSave={(request, { regrade }, onServerError) =>
          save.mutate(
            { bankId, questionId, request, regrade },
            {
              onSuccess: (result) => {
                showToast({
                  kind: 'success',
                  message: result.regrade
                    ? t('assessmentAdmin.regrade.done', { count: result.regrade.attemptsChanged })
                    : t('assessmentAdmin.question.savedToast'),
                });
                void navigate(ADMIN_ROUTES.bank(bankId));
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
      {/* History is a side note: it stays away while it loads or if it cannot be read. */}
      {regrades.data ? <RegradeHistory regrades={regrades.data} /> : null}
    </Stack>
  );
}

/** `/assessment/admin/bank/:bankId/question/new` and `.../question/:questionId`: the question editor. */
export function QuestionRoute() {
  const { isAdmin } = useAssessmentAdmin();
  const bankId = useIdParam('bankId');
  const questionId = useIdParam('questionId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (bankId === null || bankId === undefined || questionId === null) {
    return <NotFoundPage />;
  }
  return <QuestionPage bankId={bankId} questionId={questionId} />;
}
