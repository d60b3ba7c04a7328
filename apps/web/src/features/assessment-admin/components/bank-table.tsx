import { Anchor, Button, Group, Table } from '@mantine/core';
import type { TBankListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../../lib/page-locale';
import { formatAdminDate } from '../utils/format';
import { ADMIN_ROUTES } from '../utils/routes';

type TBankTableProps = {
  banks: readonly TBankListItem[];
  onEdit: (bank: TBankListItem) => void;
  onDelete: (bank: TBankListItem) => void;
};

/** The tenant's question banks: size, use, and what can be done with each. */
export function BankTable({ banks, onEdit, onDelete }: TBankTableProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assessmentAdmin.bank.title')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.bank.questions')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.bank.sets')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.updated')}</Table.Th>
            <Table.Th>{t('assessmentAdmin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {banks.map((bank) => (
            <Table.Tr key={bank.bankId}>
              <Table.Td>
                <Anchor component={Link} to={ADMIN_ROUTES.bank(bank.bankId)} fw={600}>
                  {bank.displayTitle}
                </Anchor>
              </Table.Td>
              <Table.Td>{bank.questionCount}</Table.Td>
              <Table.Td>{bank.setCount}</Table.Td>
              <Table.Td>{formatAdminDate(bank.updatedAt, locale)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onEdit(bank)}
                    aria-label={t('assessmentAdmin.editNamed', { title: bank.displayTitle })}
                  >
                    {t('assessmentAdmin.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => onDelete(bank)}
                    aria-label={t('assessmentAdmin.deleteNamed', { title: bank.displayTitle })}
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
