import { Code, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';

type TAuditTableProps = { entries: readonly TAuditEntry[]; locale: string };

function ChangeDetails({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  if (entry.before === null && entry.after === null) {
    return <>—</>;
  }
  return (
    <details>
      <summary>{t('admin.audit.table.showChange')}</summary>
      {entry.before !== null ? (
        <>
          <Text size="xs" fw={600} mt={4}>
            {t('admin.audit.table.before')}
          </Text>
          <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
        </>
      ) : null}
      {entry.after !== null ? (
        <>
          <Text size="xs" fw={600} mt={4}>
            {t('admin.audit.table.after')}
          </Text>
          <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
        </>
      ) : null}
    </details>
  );
}

/** One page of the audit log: when, who, what was done to what, and the change itself on demand. */
export function AuditTable({ entries, locale }: TAuditTableProps) {
  const { t } = useTranslation();
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.audit.table.at')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.table.actor')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.table.area')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.table.action')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.table.target')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.table.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{when.format(new Date(entry.at))}</Table.Td>
              <Table.Td>{entry.actorName ?? entry.actorUserCode}</Table.Td>
              <Table.Td>{t(`admin.audit.area.${entry.area}`)}</Table.Td>
              <Table.Td>{t(`admin.audit.action.${entry.action}`)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {t(`admin.audit.target.${entry.targetKind}`)} {entry.targetId}
              </Table.Td>
              <Table.Td>
                <ChangeDetails entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
