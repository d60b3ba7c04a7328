import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TRegrade } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { dateTimeFormat } from '../../../lib/intl-format';
import { usePageLocale } from '../../../lib/page-locale';

function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The question's regrades: which versions, how many attempts changed, when and by whom. */
export function RegradeHistory({ regrades }: { regrades: readonly TRegrade[] }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="regrade-history-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="regrade-history-heading">
          {t('assessmentAdmin.regrade.historyTitle')}
        </Title>
        {regrades.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assessmentAdmin.regrade.historyEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('assessmentAdmin.regrade.when')}</Table.Th>
                  <Table.Th scope="col">{t('assessmentAdmin.regrade.versions')}</Table.Th>
                  <Table.Th scope="col">{t('assessmentAdmin.regrade.attemptsChanged')}</Table.Th>
                  <Table.Th scope="col">{t('assessmentAdmin.regrade.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regrades.map((regrade) => (
                  <Table.Tr key={`${regrade.toVersion}-${regrade.regradedAt}`}>
                    <Table.Td>{formatDateTime(regrade.regradedAt, locale)}</Table.Td>
                    <Table.Td>
                      {t('assessmentAdmin.regrade.versionChange', { from: regrade.fromVersion, to: regrade.toVersion })}
                    </Table.Td>
                    <Table.Td>{formatNumber(regrade.attemptsChanged, locale)}</Table.Td>
                    <Table.Td>{regrade.regradedBy ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
