import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import type { TSetListItem, TSetStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../../lib/page-locale';
import { formatAdminDate } from '../utils/format';
import { ADMIN_ROUTES } from '../utils/routes';

export const SET_STATUS_COLOR: Record<TSetStatus, string> = {
  DRAFT: 'gray.8',
  PUBLISHED: 'teal.9',
  UNPUBLISHED: 'grape.9',
};

type TSetTableProps = {
  sets: readonly TSetListItem[];
  onDelete: (set: TSetListItem) => void;
};

/** The tenant's assessment sets: status, size, rules, and links to their preview and statistics. */
export function SetTable({ sets, onDelete }: TSetTableProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assessmentAdmin.set.title')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.set.status')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.set.questions')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.set.passMark')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.updated')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.setId}>
              <Table.Td>
                <Anchor component={Link} to={ADMIN_ROUTES.set(set.setId)} fw={600}>
                  {set.title}
                </Anchor>
                {set.kind === 'SKILL' ? (
                  <Badge size="sm" variant="outline" color="gray.8" ml="xs">
                    {t('assessmentAdmin.setKind.SKILL')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge color={SET_STATUS_COLOR[set.status]} variant="outline">
                  {t(`assessmentAdmin.status.${set.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{set.questionCount}</Table.Td>
              {/* A skill assessment has no pass mark: it rates. */}
              <Table.Td>
                {set.kind === 'SKILL' ? '—' : t('assessmentAdmin.set.percent', { value: set.passMarkPercent })}
              </Table.Td>
              <Table.Td>{formatAdminDate(set.updatedAt, locale)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={ADMIN_ROUTES.setPreview(set.setId)}
                    aria-label={t('assessmentAdmin.set.previewNamed', { title: set.title })}
                  >
                    {t('assessmentAdmin.set.preview')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={ADMIN_ROUTES.setStatistics(set.setId)}
                    aria-label={t('assessmentAdmin.set.statisticsNamed', { title: set.title })}
                  >
                    {t('assessmentAdmin.set.statistics')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(set)}
                    aria-label={t('assessmentAdmin.deleteNamed', { title: set.title })}
                  >
                    {t('assessmentAdmin.delete')}
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
