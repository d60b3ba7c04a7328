import { Button, Modal, Stack } from '@mantine/core';
import type { TTriviaAdminQuiz } from '@portal/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useAdminQuizzes,
  useBanks,
  useDeleteQuiz,
  useSaveQuiz,
  useSetQuizStatus,
} from '../../../features/trivia/api/trivia-admin';
import { AdminQuizTable } from '../../../features/trivia/components/admin-quiz-table';
import { serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useTrivia } from './use-trivia';

// The form (zod resolver, @mantine/form, number and select inputs) loads when the dialog first opens:
// the list alone is what opening the page costs.
const QuizForm = lazyWhenOnline(async () => ({
  default: (await import('../../../features/trivia/components/quiz-form')).QuizForm,
}));

/** Editing: a quiz, or null for a new one; undefined when the dialog is closed. */
type TEditing = TTriviaAdminQuiz | null | undefined;

function QuizAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useTrivia();
  const quizzes = useAdminQuizzes(serviceUrl, locale);
  const banks = useBanks(serviceUrl, locale);
  const save = useSaveQuiz(serviceUrl, locale);
  const status = useSetQuizStatus(serviceUrl, locale);
  const remove = useDeleteQuiz(serviceUrl);
  const translator = useFormErrorTranslator();
  const [editing, setEditing] = useState<TEditing>(undefined);
  const [deleting, setDeleting] = useState<TTriviaAdminQuiz | null>(null);
  const titleOf = (quiz: TTriviaAdminQuiz) => (locale === 'fr-CA' ? quiz.titleFr : quiz.titleEn);

  const body = () => {
    if (quizzes.isError) {
      return (
        <ErrorAlert
          text={t('triviaAdmin.error')}
          retryLabel={t('trivia.retry')}
          onRetry={() => void quizzes.refetch()}
        />
      );
    }
    if (!quizzes.data) {
      return <ListSkeleton label={t('triviaAdmin.loading')} rows={4} rowHeight={48} />;
    }
    if (quizzes.data.length === 0) {
      return (
        <EmptyState
          title={t('triviaAdmin.emptyTitle')}
          text={t('triviaAdmin.empty')}
          action={<Button onClick={() => setEditing(null)}>{t('triviaAdmin.new')}</Button>}
        />
      );
    }
    return (
      <AdminQuizTable
        quizzes={quizzes.data}
        locale={locale}
        busyQuizId={status.isPending ? status.variables.quizId : undefined}
        onEdit={setEditing}
        onDelete={setDeleting}
        onToggle={(quiz) =>
          status.mutate(
            { quizId: quiz.quizId, action: quiz.status === 'PUBLISHED' ? 'unpublish' : 'publish' },
            {
              onSuccess: (changed) =>
                showToast({
                  kind: 'success',
                  message: t(
                    changed.status === 'PUBLISHED' ? 'triviaAdmin.publishedToast' : 'triviaAdmin.unpublishedToast',
                    {
                      title: titleOf(changed),
                    },
                  ),
                }),
              onError: (error) => {
                const placed = serverFieldErrors(error, translator);
                const text = Object.values(placed?.fields ?? {})
                  .filter((value): value is string => typeof value === 'string')
                  .join(' ');
                showToast({ kind: 'error', message: text || t('triviaAdmin.statusError') });
              },
            },
          )
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('triviaAdmin.title')}
        description={t('triviaAdmin.description')}
        breadcrumbs={[{ label: t('area.trivia'), to: '/trivia' }]}
        actions={<Button onClick={() => setEditing(null)}>{t('triviaAdmin.new')}</Button>}
      />
      {body()}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('triviaAdmin.editTitle') : t('triviaAdmin.newTitle')}
        closeButtonProps={{ 'aria-label': t('triviaAdmin.close') }}
        size="lg"
      >
        {banks.isError ? (
          <ErrorAlert
            text={t('triviaAdmin.banksError')}
            retryLabel={t('trivia.retry')}
            onRetry={() => void banks.refetch()}
          />
        ) : banks.data ? (
          <Suspense fallback={<ListSkeleton label={t('triviaAdmin.loading')} rows={4} rowHeight={48} />}>
            <QuizForm
              key={editing?.quizId ?? 'new'}
              quiz={editing ?? null}
              banks={banks.data}
              isPending={save.isPending}
              onCancel={() => setEditing(undefined)}
              onSubmit={(request, onServerError) =>
                save.mutate(
                  { quizId: editing?.quizId ?? null, request },
                  {
                    onSuccess: (saved) => {
                      setEditing(undefined);
                      showToast({ kind: 'success', message: t('triviaAdmin.savedToast', { title: titleOf(saved) }) });
                    },
                    onError: (error) => {
                      if (!onServerError(error)) {
                        showToast({ kind: 'error', message: t('triviaAdmin.saveError') });
                      }
                    },
                  },
                )
              }
            />
          </Suspense>
        ) : (
          <ListSkeleton label={t('triviaAdmin.loading')} rows={4} rowHeight={48} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('triviaAdmin.deleteTitle')}
        message={deleting ? t('triviaAdmin.deleteMessage', { title: titleOf(deleting) }) : ''}
        confirmLabel={t('triviaAdmin.table.delete')}
        cancelLabel={t('triviaAdmin.form.cancel')}
        closeLabel={t('triviaAdmin.close')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.quizId, {
            onSuccess: () => setDeleting(null),
            onError: () => showToast({ kind: 'error', message: t('triviaAdmin.deleteError') }),
          })
        }
      />
    </Stack>
  );
}

/** `/trivia/admin`: trivia quizzes, for TRIVIA_ADMIN or ASSESSMENT_ADMIN. */
export function TriviaAdminRoute() {
  const { canManage } = useTrivia();
  return canManage ? <QuizAdmin /> : <AccessDeniedPage />;
}
