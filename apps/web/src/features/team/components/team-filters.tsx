import { Chip, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { TEAM_FILTERS, TEAM_SCOPES, TeamValidation } from '@portal/contracts';
import type { TTeamCounts, TTeamFilter, TTeamScope } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';

const COUNT_OF: Record<TTeamFilter, keyof TTeamCounts> = {
  ALL: 'all',
  OVERDUE: 'overdue',
  ASSESSMENTS_PENDING: 'assessmentsPending',
  NOT_STARTED: 'notStarted',
  INACTIVE: 'inactive',
};

type TTeamFiltersProps = {
  term: string;
  onTermChange: (term: string) => void;
  scope: TTeamScope;
  onScopeChange: (scope: TTeamScope) => void;
  filter: TTeamFilter;
  onFilterChange: (filter: TTeamFilter) => void;
  /** The chips' counts (of the scope and search); none while the first page loads. */
  counts: TTeamCounts | undefined;
  locale: string;
};

/** Search by name, direct reports or the whole line, and the filter chips with their counts. */
export function TeamFilters({
  term,
  onTermChange,
  scope,
  onScopeChange,
  filter,
  onFilterChange,
  counts,
  locale,
}: TTeamFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('team.filters.search')}
          placeholder={t('team.filters.searchPlaceholder')}
          value={term}
          maxLength={TeamValidation.maxTermLength}
          onChange={(event) => onTermChange(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <SegmentedControl
          aria-label={t('team.filters.scope')}
          value={scope}
          onChange={(value) => onScopeChange(TEAM_SCOPES.find((entry) => entry === value) ?? 'LINE')}
          data={TEAM_SCOPES.map((entry) => ({ value: entry, label: t(`team.scope.${entry}`) }))}
        />
      </Group>
      <Chip.Group
        multiple={false}
        value={filter}
        onChange={(value) => onFilterChange(TEAM_FILTERS.find((entry) => entry === value) ?? 'ALL')}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('team.filters.label')}>
          {TEAM_FILTERS.map((entry) => (
            <Chip key={entry} value={entry} variant="outline">
              {counts
                ? t('team.filter.withCount', {
                    label: t(`team.filter.${entry}`),
                    count: formatNumber(counts[COUNT_OF[entry]], locale),
                  })
                : t(`team.filter.${entry}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
