import { Button, SimpleGrid, Stack } from '@mantine/core';
import { PageDefaults } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { CARD_GRID_COLS, CardGridSkeleton } from '../../../components/ui/skeletons';
import { useArticles, useTopics } from '../../../features/news/api/news-articles';
import { ARTICLE_CARD_HEIGHT, ArticleCard } from '../../../features/news/components/article-card';
import { TopicFilter } from '../../../features/news/components/topic-filter';
import { useNews } from './use-news';

const PAGE_SIZE = PageDefaults.pageSize;

/** A positive whole number from the address, else undefined. */
function positiveOf(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `/news`: pinned articles first, then the latest, by topic, a page at a time (kept in the address). */
export function NewsRoute() {
  const { t } = useTranslation();
  const { serviceUrl, locale, canManage, coverUrl } = useNews();
  const [searchParams, setSearchParams] = useSearchParams();
  const topicId = positiveOf(searchParams.get('topic'));
  const pageNo = positiveOf(searchParams.get('page')) ?? 1;
  const topics = useTopics(serviceUrl, locale);
  const articles = useArticles(serviceUrl, { pageNo, pageSize: PAGE_SIZE, topicId }, locale);

  const choose = (next: { topicId?: number | undefined; pageNo?: number }) =>
    setSearchParams((params) => {
      const chosenTopic = 'topicId' in next ? next.topicId : topicId;
      const chosenPage = next.pageNo ?? 1;
      const result = new URLSearchParams(params);
      result.delete('topic');
      result.delete('page');
      if (chosenTopic !== undefined) {
        result.set('topic', String(chosenTopic));
      }
      if (chosenPage > 1) {
        result.set('page', String(chosenPage));
      }
      return result;
    });

  const body = () => {
    if (articles.isError) {
      return (
        <ErrorAlert text={t('news.list.error')} retryLabel={t('news.retry')} onRetry={() => void articles.refetch()} />
      );
    }
    if (!articles.data) {
      return <CardGridSkeleton label={t('news.list.loading')} count={6} cardHeight={ARTICLE_CARD_HEIGHT} />;
    }
    if (articles.data.result.length === 0) {
      return topicId === undefined ? (
        <EmptyState title={t('news.list.emptyTitle')} text={t('news.list.empty')} />
      ) : (
        <EmptyState
          title={t('news.list.emptyTopicTitle')}
          text={t('news.list.emptyTopic')}
          action={
            <Button variant="default" onClick={() => choose({ topicId: undefined })}>
              {t('news.topics.all')}
            </Button>
          }
        />
      );
    }
    return (
      <Stack gap="md" aria-busy={articles.isPlaceholderData}>
        <SimpleGrid cols={CARD_GRID_COLS}>
          {articles.data.result.map((article) => (
            <ArticleCard
              key={article.articleId}
              article={article}
              coverUrl={coverUrl(article.coverMediaId)}
              locale={locale}
            />
          ))}
        </SimpleGrid>
        <ListPager
          totalRecords={articles.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={(next) => choose({ pageNo: next })}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('area.news')}
        description={t('news.description')}
        actions={
          canManage ? (
            <Button component={Link} to="/news/admin" variant="default">
              {t('news.manage')}
            </Button>
          ) : null
        }
      />
      {topics.data ? (
        <TopicFilter topics={topics.data} value={topicId} onChange={(next) => choose({ topicId: next })} />
      ) : null}
      {body()}
    </Stack>
  );
}
