import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTeamLineMember } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { AssessmentsCell, CorePathCell } from './team-members-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** One member at a glance: core path, overdue items, assessments, skill gaps. */
export function MemberSummary({ member, locale }: { member: TTeamLineMember; locale: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <Fact label={t('team.table.corePath')}>
        <CorePathCell member={member} locale={locale} />
      </Fact>
      <Fact label={t('team.table.overdue')}>
        <Text size="sm" fw={member.overdueItems > 0 ? 700 : undefined}>
          {member.overdueItems > 0
            ? t('team.table.overdueCount', {
                count: member.overdueItems,
                formatted: formatNumber(member.overdueItems, locale),
              })
            : t('team.table.none')}
        </Text>
      </Fact>
      <Fact label={t('team.table.assessments')}>
        <AssessmentsCell member={member} locale={locale} />
      </Fact>
      <Fact label={t('team.table.gaps')}>
        {member.topGaps.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('team.table.noGaps')}
          </Text>
        ) : (
          <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {member.topGaps.map((gap) => (
              <Text component="li" key={gap.competencyId} size="sm">
                {t('team.table.gap', { name: gap.name, gap: formatNumber(gap.gap, locale) })}
              </Text>
            ))}
          </Stack>
        )}
      </Fact>
    </SimpleGrid>
  );
}
