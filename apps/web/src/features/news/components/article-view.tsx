import { Group, Image, Stack, Title, Typography } from '@mantine/core';
import type { TArticleDetail } from '@portal/contracts';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { ArticleMeta } from './article-meta';

type TArticleViewProps = {
  article: TArticleDetail;
  /** The cover at page width, or null without one. */
  coverUrl: string | null;
  locale: string;
  /** The title's heading here (the preview); the article page has it in its page header. */
  titleOrder?: 2 | 3;
  /** The like button (or its stand-in in the preview). */
  actions: ReactNode;
};

/**
 * An article as a learner reads it: cover, meta, the body (sanitized again in the browser) and the
 * like button. The admin's preview shows the same component.
 */
export function ArticleView({ article, coverUrl, locale, titleOrder, actions }: TArticleViewProps) {
  return (
    <Stack gap="md" component="article" lang={article.locale} maw="48rem">
      {titleOrder ? <Title order={titleOrder}>{article.title}</Title> : null}
      <ArticleMeta article={article} locale={locale} withTopics />
      {coverUrl ? <Image src={coverUrl} alt="" radius="md" fit="cover" mah={360} fetchPriority="high" /> : null}
      <Typography>
        <SafeHtml html={article.bodyHtml} data-article-body />
      </Typography>
      <Group>{actions}</Group>
    </Stack>
  );
}
