import { Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useArticle, useRecordRead, useSetLike } from '../../../features/news/api/news-articles';
import { ArticleView } from '../../../features/news/components/article-view';
import { LikeButton } from '../../../features/news/components/like-button';
import { useNews } from './use-news';

/** `/news/:articleId`: the article; opening it records the read (once per person, the server decides). */
export function NewsArticleRoute() {
  const { t } = useTranslation();
  const param = Number(useParams().articleId);
  // An address that names no article reads as one that is not there (the server answers 404).
  const articleId = Number.isInteger(param) && param > 0 ? param : 0;
  const { serviceUrl, locale, coverUrl } = useNews();
  const article = useArticle(serviceUrl, articleId, locale);
  const read = useRecordRead(serviceUrl);
  const like = useSetLike(serviceUrl);
  const isLoaded = article.data !== undefined;
  const { mutate: recordRead } = read;

  useEffect(() => {
    if (isLoaded) {
      recordRead(articleId);
    }
  }, [isLoaded, articleId, recordRead]);

  const breadcrumbs = [{ label: t('area.news'), to: '/news' }];
  const notFound = {
    title: t('news.article.notFoundTitle'),
    text: t('news.article.notFound'),
    action: (
      <Button component={Link} to="/news" variant="default">
        {t('news.article.back')}
      </Button>
    ),
  };
  if (articleId === 0) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('news.article.title')} breadcrumbs={breadcrumbs} />
        <EmptyState {...notFound} />
      </Stack>
    );
  }
  if (article.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('news.article.title')} breadcrumbs={breadcrumbs} />
        <LoadError
          error={article.error}
          notFound={notFound}
          errorText={t('news.article.error')}
          retryLabel={t('news.retry')}
          onRetry={() => void article.refetch()}
        />
      </Stack>
    );
  }
  if (!article.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('news.article.title')} breadcrumbs={breadcrumbs} />
        <ListSkeleton label={t('news.article.loading')} rows={4} rowHeight={80} />
      </Stack>
    );
  }
  const shown = article.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={shown.title}
        titleLang={shown.locale}
        description={shown.summary ? <span lang={shown.locale}>{shown.summary}</span> : undefined}
        breadcrumbs={breadcrumbs}
      />
      <ArticleView
        article={shown}
        coverUrl={coverUrl(shown.coverMediaId)}
        locale={locale}
        actions={
          <LikeButton
            isLiked={shown.isLikedByMe}
            likeCount={shown.likeCount}
            isPending={like.isPending}
            onToggle={(isLiked) => like.mutate({ articleId: shown.articleId, isLiked })}
          />
        }
      />
    </Stack>
  );
}
