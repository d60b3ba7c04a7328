import { Badge, Group, Text } from '@mantine/core';
import type { TArticleSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/format-date';

type TArticleMetaProps = {
  article: Pick<TArticleSummary, 'publishedAt' | 'readingTime' | 'topics'>;
  locale: string;
  /** Topics as badges (the article page); the cards leave them out. */
  withTopics?: boolean;
};

/** Date and reading time of an article (and its topics on the article page). */
export function ArticleMeta({ article, locale, withTopics = false }: TArticleMetaProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" component="span">
        <time dateTime={article.publishedAt}>{formatMediumDate(article.publishedAt, locale)}</time>
      </Text>
      <Text size="sm" c="dimmed" component="span" aria-hidden>
        ·
      </Text>
      <Text size="sm" c="dimmed" component="span">
        {t('news.readingTime', { count: article.readingTime.minutes })}
      </Text>
      {withTopics
        ? article.topics.map((topic) => (
            <Badge key={topic.topicId} color="blue.9" variant="outline" size="sm">
              {topic.name}
            </Badge>
          ))
        : null}
    </Group>
  );
}
