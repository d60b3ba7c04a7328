import { Button, Group, MultiSelect, Skeleton } from '@mantine/core';
import { REPORTS, ReportLimits } from '@portal/contracts';
import type { TReportCode, TReportFilter } from '@portal/contracts';
import { Suspense, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import type { TReportSearch } from '../utils/report-search';

// The date pickers (and dayjs) load only with a report that has dates.
const ReportDateFields = lazyWhenOnline(async () => ({
  default: (await import('./report-date-fields')).ReportDateFields,
}));

/** The values a filter offers (ids and codes as text, as the address holds them). */
export type TReportChoices = Partial<Record<TReportFilter, { value: string; label: string }[]>>;

const FILTER_LABELS: Record<TReportFilter, TMessageKey> = {
  pathIds: 'reports.filter.pathIds',
  levels: 'reports.filter.levels',
  locationCodes: 'reports.filter.locationCodes',
  jobRoles: 'reports.filter.jobRoles',
  setIds: 'reports.filter.setIds',
  competencyIds: 'reports.filter.competencyIds',
};

type TReportFiltersProps = {
  reportCode: TReportCode;
  search: TReportSearch;
  choices: TReportChoices;
  locale: string;
  onApply: (filters: Pick<TReportSearch, 'filters' | 'from' | 'to'>) => void;
};

/** The filters a report takes (its definition in contracts), applied together; a filter without choices is left out. */
export function ReportFilters({ reportCode, search, choices, locale, onApply }: TReportFiltersProps) {
  const { t } = useTranslation();
  const definition = REPORTS[reportCode];
  const [draft, setDraft] = useState({ filters: search.filters, from: search.from, to: search.to });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const hasAny = Object.keys(draft.filters).length > 0 || draft.from !== null || draft.to !== null;
  return (
    <form aria-label={t('reports.filter.label')} onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm">
        {definition.filters.map((filter) => {
          const data = choices[filter];
          if (!data) {
            return null;
          }
          return (
            <MultiSelect
              key={filter}
              label={t(FILTER_LABELS[filter])}
              data={data}
              value={draft.filters[filter] ?? []}
              onChange={(values) =>
                setDraft((current) => {
                  const filters = { ...current.filters };
                  if (values.length === 0) {
                    delete filters[filter];
                  } else {
                    filters[filter] = values;
                  }
                  return { ...current, filters };
                })
              }
              maxValues={ReportLimits.maxFilterValues}
              searchable
              clearable
              nothingFoundMessage={t('dropdown.empty')}
              miw={200}
              maw={320}
            />
          );
        })}
        {definition.hasDates ? (
          <Suspense fallback={<Skeleton h={60} w={336} aria-hidden />}>
            <ReportDateFields
              locale={locale}
              from={draft.from}
              to={draft.to}
              onChange={(dates) => setDraft((current) => ({ ...current, ...dates }))}
            />
          </Suspense>
        ) : null}
        <Button type="submit" variant="default">
          {t('reports.filter.apply')}
        </Button>
        {hasAny ? (
          <Button
            variant="subtle"
            onClick={() => {
              const cleared = { filters: {}, from: null, to: null };
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            {t('reports.filter.clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
