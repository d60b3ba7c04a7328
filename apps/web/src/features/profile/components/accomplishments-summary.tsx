import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TGetProfileAccomplishmentsResponse, TLocaleCode } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl-format';

type TSummary = TGetProfileAccomplishmentsResponse['summary'];

const FIGURES: readonly { key: keyof TSummary; label: TMessageKey }[] = [
  { key: 'completedCount', label: 'profile.accomplishments.summary.completed' },
  { key: 'requiredCompletedCount', label: 'profile.accomplishments.summary.required' },
  { key: 'electiveCompletedCount', label: 'profile.accomplishments.summary.elective' },
  { key: 'contributionCount', label: 'profile.accomplishments.summary.contributions' },
];

/** The counts at a glance, as a description list (label, then figure) for screen readers. */
export function AccomplishmentsSummary({ summary, locale }: { summary: TSummary; locale: TLocaleCode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = numberFormat(locale);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('profile.accomplishments.summary.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        {FIGURES.map((figure) => (
          <Paper key={figure.key} withBorder p="md" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(figure.label)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700}>
              {number.format(summary[figure.key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {summary.openAssignmentCount > 0 ? (
        <Text size="sm">
          {t('profile.accomplishments.openAssignments', { open: number.format(summary.openAssignmentCount) })}
        </Text>
      ) : null}
    </Stack>
  );
}
