import { Modal, Paper, Stack, Title } from '@mantine/core';
import type { TAdminArticleTopic, TSaveArticleTopicRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAdminTopics, useDeleteTopic, useSaveTopic } from '../../../features/news/api/news-topics-admin';
import { TopicAdminTable } from '../../../features/news/components/topic-admin-table';
import { TopicForm } from '../../../features/news/components/topic-form';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useNews } from './use-news';

type TSubmitHandlers = { onServerError: (error: unknown) => boolean; onSuccess: () => void };

function TopicsAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useNews();
  const topics = useAdminTopics(serviceUrl);
  const save = useSaveTopic(serviceUrl);
  const remove = useDeleteTopic(serviceUrl);
  const [renaming, setRenaming] = useState<TAdminArticleTopic | null>(null);
  const [deleting, setDeleting] = useState<TAdminArticleTopic | null>(null);
  const nameOf = (topic: TAdminArticleTopic) => (locale === 'fr-CA' ? topic.nameFr : topic.nameEn);

  const submit = (topicId: number | null, request: TSaveArticleTopicRequest, handlers: TSubmitHandlers) =>
    save.mutate(
      { topicId, request },
      {
        onSuccess: (topic) => {
          handlers.onSuccess();
          setRenaming(null);
          const message = topicId === null ? 'newsAdmin.topics.createdToast' : 'newsAdmin.topics.renamedToast';
          showToast({ kind: 'success', message: t(message, { name: nameOf(topic) }) });
        },
        onError: (error) => {
          if (!handlers.onServerError(error)) {
            showToast({ kind: 'error', message: t('newsAdmin.topics.saveError') });
          }
        },
      },
    );

  const list = () => {
    if (topics.isError) {
      return (
        <ErrorAlert
          text={t('newsAdmin.topics.error')}
          retryLabel={t('news.retry')}
          onRetry={() => void topics.refetch()}
        />
      );
    }
    if (!topics.data) {
      return <ListSkeleton label={t('newsAdmin.topics.loading')} rows={4} rowHeight={44} />;
    }
    if (topics.data.length === 0) {
      return <EmptyState title={t('newsAdmin.topics.emptyTitle')} text={t('newsAdmin.topics.empty')} />;
    }
    return <TopicAdminTable topics={topics.data} locale={locale} onRename={setRenaming} onDelete={setDeleting} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('newsAdmin.topics.title')}
        description={t('newsAdmin.topics.description')}
        breadcrumbs={[
          { label: t('area.news'), to: '/news' },
          { label: t('newsAdmin.title'), to: '/news/admin' },
        ]}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-topic-heading">
        <Title order={2} size="h4" id="new-topic-heading" mb="sm">
          {t('newsAdmin.topics.newTitle')}
        </Title>
        <TopicForm
          initial={null}
          submitLabel={t('newsAdmin.topics.add')}
          isPending={save.isPending && save.variables.topicId === null}
          resetOnSuccess
          onSubmit={(request, handlers) => submit(null, request, handlers)}
        />
      </Paper>
      {list()}
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? t('newsAdmin.topics.renameTitle', { name: nameOf(renaming) }) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('newsAdmin.close') }}
      >
        {renaming ? (
          <TopicForm
            initial={{ nameEn: renaming.nameEn, nameFr: renaming.nameFr }}
            submitLabel={t('newsAdmin.form.save')}
            isPending={save.isPending}
            onCancel={() => setRenaming(null)}
            onSubmit={(request, handlers) => submit(renaming.topicId, request, handlers)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('newsAdmin.topics.deleteTitle')}
        message={
          deleting ? t('newsAdmin.topics.deleteMessage', { name: nameOf(deleting), count: deleting.articleCount }) : ''
        }
        confirmLabel={t('newsAdmin.delete')}
        cancelLabel={t('newsAdmin.cancel')}
        closeLabel={t('newsAdmin.close')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.topicId, {
            onSuccess: () => {
              showToast({ kind: 'success', message: t('newsAdmin.topics.deletedToast', { name: nameOf(deleting) }) });
              setDeleting(null);
            },
            onError: () => showToast({ kind: 'error', message: t('newsAdmin.topics.deleteError') }),
          })
        }
      />
    </Stack>
  );
}

/** `/news/admin/topics`: the tenant's news topics (list, add, rename in both languages, delete), for NEWS_ADMIN. */
export function NewsTopicsRoute() {
  const { canManage } = useNews();
  return canManage ? <TopicsAdmin /> : <AccessDeniedPage />;
}
