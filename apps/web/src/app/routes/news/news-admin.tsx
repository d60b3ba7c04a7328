import { Button, Group, Select, Stack } from '@mantine/core';
import { ARTICLE_ADMIN_STATUSES, PageDefaults } from '@portal/contracts';
import type { TAdminArticleSummary, TArticleAdminStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useAdminArticles, useDeleteArticle, useSetArticlePinned } from '../../../features/news/api/news-admin';
import { AdminArticleTable } from '../../../features/news/components/admin-article-table';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useNews } from './use-news';

const PAGE_SIZE = PageDefaults.pageSize;

function ArticlesAdmin() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useNews();
  const [status, setStatus] = useState<TArticleAdminStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const articles = useAdminArticles(serviceUrl, { pageNo, pageSize: PAGE_SIZE, status }, locale);
  const pin = useSetArticlePinned(serviceUrl);
  const remove = useDeleteArticle(serviceUrl);
  const [deleting, setDeleting] = useState<TAdminArticleSummary | null>(null);

  const body = () => {
    if (articles.isError) {
      return (
        <ErrorAlert text={t('newsAdmin.error')} retryLabel={t('news.retry')} onRetry={() => void articles.refetch()} />
      );
    }
    if (!articles.data) {
      return <ListSkeleton label={t('newsAdmin.loading')} rows={6} rowHeight={48} />;
    }
    if (articles.data.result.length === 0) {
      return (
        <EmptyState
          title={t('newsAdmin.emptyTitle')}
          text={t('newsAdmin.empty')}
          action={
            <Button component={Link} to="/news/admin/new">
              {t('newsAdmin.new')}
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="md">
        <AdminArticleTable
          articles={articles.data.result}
          locale={locale}
          busyArticleId={pin.isPending ? pin.variables.articleId : undefined}
          onTogglePin={(article) =>
            pin.mutate(
              { articleId: article.articleId, isPinned: !article.isPinned },
              { onError: () => showToast({ kind: 'error', message: t('newsAdmin.pinError') }) },
            )
          }
          onDelete={setDeleting}
        />
        <ListPager
          totalRecords={articles.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={setPageNo}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('newsAdmin.title')}
        description={t('newsAdmin.description')}
        breadcrumbs={[{ label: t('area.news'), to: '/news' }]}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/news/admin/topics" variant="default">
              {t('newsAdmin.topics.link')}
            </Button>
            <Button component={Link} to="/news/admin/new">
              {t('newsAdmin.new')}
            </Button>
          </Group>
        }
      />
      <Select
        label={t('newsAdmin.filter.status')}
        data={[
          { value: 'ALL', label: t('newsAdmin.filter.all') },
          ...ARTICLE_ADMIN_STATUSES.map((value) => ({ value, label: t(`newsAdmin.status.${value}`) })),
        ]}
        value={status ?? 'ALL'}
        allowDeselect={false}
        onChange={(value) => {
          setStatus(value === null || value === 'ALL' ? undefined : value);
          setPageNo(1);
        }}
        maw={260}
      />
      {body()}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('newsAdmin.deleteTitle')}
        message={deleting ? t('newsAdmin.deleteMessage', { title: deleting.title }) : ''}
        confirmLabel={t('newsAdmin.delete')}
        cancelLabel={t('newsAdmin.cancel')}
        closeLabel={t('newsAdmin.close')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.articleId, {
            onSuccess: () => {
              showToast({ kind: 'success', message: t('newsAdmin.deletedToast', { title: deleting.title }) });
              setDeleting(null);
            },
            onError: () => showToast({ kind: 'error', message: t('newsAdmin.deleteError') }),
          })
        }
      />
    </Stack>
  );
}

/** `/news/admin`: every article of the tenant with its status, for NEWS_ADMIN. */
export function NewsAdminRoute() {
  const { canManage } = useNews();
  return canManage ? <ArticlesAdmin /> : <AccessDeniedPage />;
}
