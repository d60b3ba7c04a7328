import { Badge, Table, Text } from '@mantine/core';
import type { TPolicyVersion, TPolicyVersionState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';

// Outlined, in shades dark enough for 4.5:1 on white and on the striped rows (as the news badges).
const STATE_COLORS: Record<TPolicyVersionState, string> = {
  scheduled: 'blue.9',
  inForce: 'teal.9',
  superseded: 'gray.8',
};

/** Effective dates carry a time (a version published "now"): date and time in the page's language. */
function formatEffectiveFrom(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

type TPolicyVersionTableProps = {
  versions: readonly TPolicyVersion[];
  locale: string;
  caption: string;
};

/** A policy's versions in one language, newest first, with where each stands. */
export function PolicyVersionTable({ versions, locale, caption }: TPolicyVersionTableProps) {
  const { t } = useTranslation();
  if (versions.length === 0) {
    return <Text size="sm">{t('admin.policies.none')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.policies.column.version')}</Table.Th>
            <Table.Th scope="col">{t('admin.policies.column.title')}</Table.Th>
            <Table.Th scope="col">{t('admin.policies.column.effectiveFrom')}</Table.Th>
            <Table.Th scope="col">{t('admin.policies.column.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.notificationCode}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td lang={version.locale}>{version.title}</Table.Td>
              <Table.Td>{formatEffectiveFrom(version.effectiveFrom, locale)}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[version.state]} variant="outline">
                  {t(`admin.policies.state.${version.state}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
