import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TAdminPathListItem, TPathStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../../lib/page-locale';
import { formatPathDate } from '../utils/format';

export const STATUS_COLOR: Record<TPathStatus, string> = {
  DRAFT: 'gray.8',
  PUBLISHED: 'teal.9',
  UNPUBLISHED: 'grape.9',
};

type TAdminPathListProps = {
  paths: readonly TAdminPathListItem[];
  busyPathId: number | undefined;
  onPublish: (path: TAdminPathListItem, isPublished: boolean) => void;
  onDelete: (path: TAdminPathListItem) => void;
};

/** The tenant's paths: status, size, learners, and what can be done with each. */
export function AdminPathList({ paths, busyPathId, onPublish, onDelete }: TAdminPathListProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('learningPathsAdmin.list.title')}</Table.Th>
            <Table.Th>{t('learningPathsAdmin.list.status')}</Table.Th>
            <Table.Th>{t('learningPathsAdmin.list.size')}</Table.Th>
            <Table.Th>{t('learningPathsAdmin.list.learners')}</Table.Th>
            <Table.Th>{t('learningPathsAdmin.list.updated')}</Table.Th>
            <Table.Th>{t('learningPathsAdmin.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {paths.map((path) => (
            <Table.Tr key={path.pathId}>
              <Table.Td>
                <Anchor component={Link} to={`/learning-path/admin/${path.pathId}`} fw={600}>
                  {path.title}
                </Anchor>
                {path.isCore ? (
                  <Badge ml="xs" size="sm" variant="outline" color="blue.9">
                    {t('learningPaths.choose.core')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[path.status]} variant="outline">
                  {t(`learningPathsAdmin.status.${path.status}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('learningPathsAdmin.list.version', { version: path.version })}
                </Text>
              </Table.Td>
              <Table.Td>
                {t('learningPaths.choose.counts', { levels: path.levelCount, items: path.itemCount })}
              </Table.Td>
              <Table.Td>{path.learnerCount}</Table.Td>
              <Table.Td>{formatPathDate(path.updatedAt, locale)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busyPathId === path.pathId}
                    onClick={() => onPublish(path, path.status !== 'PUBLISHED')}
                    aria-label={
                      path.status === 'PUBLISHED'
                        ? t('learningPathsAdmin.unpublishNamed', { title: path.title })
                        : t('learningPathsAdmin.publishNamed', { title: path.title })
                    }
                  >
                    {path.status === 'PUBLISHED' ? t('learningPathsAdmin.unpublish') : t('learningPathsAdmin.publish')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(path)}
                    aria-label={t('learningPathsAdmin.deleteNamed', { title: path.title })}
                  >
                    {t('learningPathsAdmin.delete')}
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
