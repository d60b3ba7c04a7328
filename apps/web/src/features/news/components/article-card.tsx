import { Anchor, AspectRatio, Badge, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TArticleSummary } from '@portal/contracts';
import { articlePath } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleMeta } from './article-meta';

/** The cards' height in px, which their skeletons take too. */
export const ARTICLE_CARD_HEIGHT = 360;

type TArticleCardProps = {
  article: TArticleSummary;
  /** The cover's URL at card size, or null without a cover. */
  coverUrl: string | null;
  locale: string;
};

/** One article in the list: cover, title (the link), summary, date and reading time. */
export function ArticleCard({ article, coverUrl, locale }: TArticleCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" h={ARTICLE_CARD_HEIGHT} component="article" data-article-card>
      <Card.Section>
        <AspectRatio ratio={16 / 9} mah={170}>
          {coverUrl ? (
            <Image src={coverUrl} alt="" fit="cover" loading="lazy" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-hidden>
              <Text size="sm" c="dimmed">
                {t('news.card.noCover')}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ minHeight: 0 }}>
        <Group gap="xs">
          {article.isPinned ? (
            <Badge color="blue.9" variant="outline" size="sm">
              {t('news.card.pinned')}
            </Badge>
          ) : null}
          {article.isReadByMe ? (
            <Badge color="gray.8" variant="outline" size="sm">
              {t('news.card.read')}
            </Badge>
          ) : null}
        </Group>
        <Title order={3} size="h5" lang={article.locale} lineClamp={2}>
          <Anchor component={Link} to={articlePath(article.articleId)} inherit>
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" lang={article.locale} lineClamp={3}>
          {article.summary}
        </Text>
        <ArticleMeta article={article} locale={locale} />
      </Stack>
    </Card>
  );
}
