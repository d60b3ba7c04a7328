import { Button, Group, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TLocaleCode, TSkillProfile } from '@portal/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { useSkillHistory } from '../api/skill-profile';
import { formatMediumDate } from '../../../lib/format-date';
import { levelName } from '../utils/format';
import { historyRows } from '../utils/history-rows';
import { firstChartedCompetency } from '../utils/profile-groups';

// The charting library is loaded with the chart, not with the page.
const SkillHistoryChart = lazyWhenOnline(async () => ({
  default: (await import('./skill-history-chart')).SkillHistoryChart,
}));

type TSkillHistoryProps = {
  serviceUrl: string;
  profile: TSkillProfile;
  locale: TLocaleCode;
};

/** A competency's ratings over time: a chart, and the same as a table (shown on demand, always read aloud). */
export function SkillHistory({ serviceUrl, profile, locale }: TSkillHistoryProps) {
  const { t } = useTranslation();
  const choices = profile.rows.filter((row) => row.evidence.length > 0);
  const [chosenId, setChosenId] = useState<number | null>(() => firstChartedCompetency(profile.rows));
  const [isTableShown, setIsTableShown] = useState(false);
  const competencyId = choices.some((row) => row.competencyId === chosenId)
    ? chosenId
    : firstChartedCompetency(profile.rows);
  const history = useSkillHistory(serviceUrl, competencyId, locale);
  if (competencyId === null) {
    return <Text c="dimmed">{t('skills.profile.historyEmpty')}</Text>;
  }
  const competencyName = choices.find((row) => row.competencyId === competencyId)?.name ?? '';
  const levelNameOf = (level: number) => levelName(profile.scale, level);

  const body = () => {
    if (history.isError) {
      return (
        <ErrorAlert
          text={t('skills.profile.historyError')}
          retryLabel={t('skills.profile.retry')}
          onRetry={() => void history.refetch()}
        />
      );
    }
    if (!history.data) {
      return <BlockSkeleton label={t('skills.profile.historyLoading')} height={260} />;
    }
    const { rows, sources } = historyRows(history.data, locale);
    const table = (
      <Table striped withTableBorder>
        <Table.Caption>{t('skills.profile.historyCaption', { name: competencyName })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('skills.profile.historyDate')}</Table.Th>
            <Table.Th scope="col">{t('skills.profile.historySource')}</Table.Th>
            <Table.Th scope="col">{t('skills.profile.historyLevel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((point, index) => (
            <Table.Tr key={`${point.source}-${point.at}-${index}`}>
              <Table.Td>{formatMediumDate(point.at, locale)}</Table.Td>
              <Table.Td>{t(`skills.profile.source.${point.source}`)}</Table.Td>
              <Table.Td>{levelNameOf(point.level)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
    return (
      <Stack gap="sm">
        <Suspense fallback={<BlockSkeleton label={t('skills.profile.historyLoading')} height={260} />}>
          <SkillHistoryChart
            rows={rows}
            series={sources.map((source) => ({ name: source, label: t(`skills.profile.source.${source}`) }))}
            levelCount={profile.scale.length}
            levelNameOf={levelNameOf}
          />
        </Suspense>
        {isTableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('skills.profile.historyCompetency')}
          data={choices.map((row) => ({ value: String(row.competencyId), label: row.name }))}
          value={String(competencyId)}
          onChange={(event) => setChosenId(Number(event.currentTarget.value))}
          w={320}
          maw="100%"
        />
        <Button variant="default" aria-pressed={isTableShown} onClick={() => setIsTableShown((shown) => !shown)}>
          {t('skills.profile.historyShowTable')}
        </Button>
      </Group>
      {body()}
    </Stack>
  );
}
