import { Button, Modal, SegmentedControl, Stack } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useTopics } from '../../../features/news/api/news-articles';
import { useAdminArticle, useDurationTypes, useSaveArticle } from '../../../features/news/api/news-admin';
import { ArticleForm } from '../../../features/news/components/article-form';
import { ArticleView } from '../../../features/news/components/article-view';
import { LikeButton } from '../../../features/news/components/like-button';
import type { TArticleFormValues } from '../../../features/news/utils/article-form-values';
import { previewOfValues } from '../../../features/news/utils/article-preview';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { ResourceMediaProvider } from '../resources/resource-media-provider';
import { CoverField } from './cover-field';
import { useNews } from './use-news';

/** The preview: the learner's article component over the form's values, in either language. */
function PreviewDialog({ values, onClose }: { values: TArticleFormValues | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { serviceUrl, locale, coverUrl } = useNews();
  const topics = useTopics(serviceUrl, locale);
  const [previewLocale, setPreviewLocale] = useState<TLocaleCode>(locale);
  const article = values ? previewOfValues(values, previewLocale, topics.data ?? []) : null;
  return (
    <Modal
      opened={values !== null}
      onClose={onClose}
      title={t('newsAdmin.preview.title')}
      closeButtonProps={{ 'aria-label': t('newsAdmin.close') }}
      size="xl"
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('newsAdmin.preview.language')}
          value={previewLocale}
          onChange={(value) => setPreviewLocale(value)}
          data={[
            { value: 'en', label: t('newsAdmin.form.language.en') },
            { value: 'fr-CA', label: t('newsAdmin.form.language.fr-CA') },
          ]}
        />
        {article ? (
          <ArticleView
            article={article}
            coverUrl={coverUrl(article.coverMediaId)}
            locale={locale}
            titleOrder={2}
            actions={<LikeButton isLiked={false} likeCount={0} isPending={false} />}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}

function ArticleEditor({ articleId }: { articleId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { serviceUrl, coreServiceUrl, locale, coverUrl } = useNews();
  const article = useAdminArticle(serviceUrl, articleId);
  const topics = useTopics(serviceUrl, locale);
  const durationTypes = useDurationTypes(serviceUrl, locale);
  const choices = useAssignmentChoices(coreServiceUrl, locale);
  const save = useSaveArticle(serviceUrl);
  const [previewing, setPreviewing] = useState<TArticleFormValues | null>(null);
  const title = articleId === null ? t('newsAdmin.newTitle') : t('newsAdmin.editTitle');
  const breadcrumbs = [
    { label: t('area.news'), to: '/news' },
    { label: t('newsAdmin.title'), to: '/news/admin' },
  ];

  const body = () => {
    if (article.isError) {
      return (
        <LoadError
          error={article.error}
          notFound={{
            title: t('newsAdmin.notFoundTitle'),
            text: t('newsAdmin.notFound'),
            action: (
              <Button component={Link} to="/news/admin" variant="default">
                {t('newsAdmin.back')}
              </Button>
            ),
          }}
          errorText={t('newsAdmin.articleError')}
          retryLabel={t('news.retry')}
          onRetry={() => void article.refetch()}
        />
      );
    }
    const failed = [topics, durationTypes, choices].find((query) => query.isError);
    if (failed) {
      return (
        <ErrorAlert
          text={t('newsAdmin.choicesError')}
          retryLabel={t('news.retry')}
          onRetry={() => void failed.refetch()}
        />
      );
    }
    if ((articleId !== null && !article.data) || !topics.data || !durationTypes.data || !choices.data) {
      return <ListSkeleton label={t('newsAdmin.loadingArticle')} rows={6} rowHeight={64} />;
    }
    return (
      <ResourceMediaProvider>
        <ArticleForm
          key={articleId ?? 'new'}
          article={article.data ?? null}
          locale={locale}
          topics={topics.data}
          durationTypes={durationTypes.data}
          jobRoles={choices.data.jobRoles}
          locations={choices.data.locations}
          renderCover={(props) => <CoverField {...props} coverUrl={coverUrl} />}
          isPending={save.isPending}
          onPreview={setPreviewing}
          onSubmit={(request, onServerError) =>
            save.mutate(
              { articleId, request },
              {
                onSuccess: () => {
                  showToast({ kind: 'success', message: t('newsAdmin.savedToast') });
                  void navigate('/news/admin');
                },
                onError: (error) => {
                  if (!onServerError(error)) {
                    showToast({ kind: 'error', message: t('newsAdmin.saveError') });
                  }
                },
              },
            )
          }
        />
      </ResourceMediaProvider>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {body()}
      <PreviewDialog values={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}

/** `/news/admin/new` and `/news/admin/:articleId`: write or edit an article, for NEWS_ADMIN. */
export function NewsEditorRoute() {
  const { canManage } = useNews();
  const param = useParams().articleId;
  if (!canManage) {
    return <AccessDeniedPage />;
  }
  const articleId = param === undefined ? null : Number(param);
  return <ArticleEditor key={param ?? 'new'} articleId={articleId} />;
}
