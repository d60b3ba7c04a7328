import { Button, Group, Table } from '@mantine/core';
import type { TAdminArticleTopic } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TTopicAdminTableProps = {
  topics: readonly TAdminArticleTopic[];
  /** The page's language: the buttons name each topic in it. */
  locale: string;
  onRename: (topic: TAdminArticleTopic) => void;
  onDelete: (topic: TAdminArticleTopic) => void;
};

/** The tenant's topics: both names, how many articles carry each, rename and delete. */
export function TopicAdminTable({ topics, locale, onRename, onDelete }: TTopicAdminTableProps) {
  const { t } = useTranslation();
  const nameOf = (topic: TAdminArticleTopic) => (locale === 'fr-CA' ? topic.nameFr : topic.nameEn);
  return (
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('newsAdmin.topics.tableLabel') },
      }}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('newsAdmin.topics.nameEn')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.topics.nameFr')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.topics.articleCount')}</Table.Th>
            <Table.Th scope="col">{t('newsAdmin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {topics.map((topic) => (
            <Table.Tr key={topic.topicId}>
              <Table.Td>{topic.nameEn}</Table.Td>
              <Table.Td lang="fr-CA">{topic.nameFr}</Table.Td>
              <Table.Td>{t('newsAdmin.topics.articleCountValue', { count: topic.articleCount })}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onRename(topic)}
                    aria-label={t('newsAdmin.topics.renameNamed', { name: nameOf(topic) })}
                  >
                    {t('newsAdmin.topics.rename')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(topic)}
                    aria-label={t('newsAdmin.topics.deleteNamed', { name: nameOf(topic) })}
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
