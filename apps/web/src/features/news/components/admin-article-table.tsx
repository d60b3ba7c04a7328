import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { TAdminArticleSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/intl-format';
import { ArticleStatusBadge } from './article-status-badge';

type TAdminArticleTableProps = {
  articles: readonly TAdminArticleSummary[];
  locale: string;
  /** The article whose pin is being changed. */
  busyArticleId: number | undefined;
  onTogglePin: (article: TAdminArticleSummary) => void;
  onDelete: (article: TAdminArticleSummary) => void;
};

function formatDateTime(iso: string | null, locale: string): string {
  return iso ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';
}

/** The tenant's articles with their status, dates and counts; each title opens the editor. */
export function AdminArticleTable({ articles, locale, busyArticleId, onTogglePin, onDelete }: TAdminArticleTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={720}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('newsAdmin.table.label') } }}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('newsAdmin.table.title')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.status')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.publishAt')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.expiresAt')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.counts')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {articles.map((article) => (
            <Table.Tr key={article.articleId}>
              <Table.Td>
                <Anchor component={Link} to={`/news/admin/${article.articleId}`}>
                  {article.title}
                </Anchor>
                {article.isPinned ? (
                  <Text size="xs" c="dimmed">
                    {t('news.card.pinned')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <ArticleStatusBadge status={article.displayStatus} />
              </Table.Td>
              <Table.Td>{formatDateTime(article.publishAt, locale)}</Table.Td>
              <Table.Td>{formatDateTime(article.expiresAt, locale)}</Table.Td>
              <Table.Td>
                {t('newsAdmin.table.countsValue', { reads: article.readCount, likes: article.likeCount })}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busyArticleId === article.articleId}
                    onClick={() => onTogglePin(article)}
                    aria-label={t(article.isPinned ? 'newsAdmin.unpinNamed' : 'newsAdmin.pinNamed', {
                      title: article.title,
                    })}
                  >
                    {t(article.isPinned ? 'newsAdmin.unpin' : 'newsAdmin.pin')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(article)}
                    aria-label={t('newsAdmin.deleteNamed', { title: article.title })}
                  >
                    {t('newsAdmin.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
