import { Button, Group, Select, Stack } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLocationTypes } from '../api/location-types';

/** The people filters these controls set, as the search page's address holds them (null: any). */
export type TPeopleFilterValues = {
  locationType: string | null;
  incompeleteAssessments: boolean | null;
  incompeleteManagerAssessments: boolean | null;
};

type TChoice = 'any' | 'toDo' | 'none';

function choiceOf(value: boolean | null): TChoice {
  return value === null ? 'any' : value ? 'toDo' : 'none';
}

function valueOf(choice: string | null): boolean | null {
  return choice === 'toDo' ? true : choice === 'none' ? false : null;
}

type TPeopleFiltersProps = {
  coreServiceUrl: string;
  locale: TLocaleCode;
  values: TPeopleFilterValues;
  /** Without the ASSESSMENT module there is no assessment to filter by: its two controls are absent. */
  showsAssessmentFilters: boolean;
  onChange: (change: Partial<TPeopleFilterValues>) => void;
};

/** The people tab's location type and assessments-to-do filters (spec section 2 people parameters). */
export function PeopleFilters({
  coreServiceUrl,
  locale,
  values,
  showsAssessmentFilters,
  onChange,
}: TPeopleFiltersProps) {
  const { t } = useTranslation();
  const locationTypes = useLocationTypes(coreServiceUrl, locale);
  const typeOptions = (locationTypes.data ?? []).map((type) => ({ value: type.code, label: type.name }));
  // A type from the address the list does not hold (yet) still shows as chosen, by its code.
  if (values.locationType !== null && !typeOptions.some((option) => option.value === values.locationType)) {
    typeOptions.push({ value: values.locationType, label: values.locationType });
  }

  const assessmentOptions = (prefix: 'assessmentFilter' | 'managerRatingFilter') =>
    (['any', 'toDo', 'none'] as const).map((choice) => ({
      value: choice,
      label: t(`certification.${prefix}.${choice}`),
    }));

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <Select
          label={t('certification.locationTypeFilter.label')}
          placeholder={t('certification.locationTypeFilter.placeholder')}
          data={typeOptions}
          value={values.locationType}
          onChange={(locationType) => onChange({ locationType })}
          clearable
          w={240}
          error={locationTypes.isError ? t('certification.locationTypeFilter.error') : undefined}
        />
        {locationTypes.isError ? (
          <Button variant="subtle" size="compact-sm" onClick={() => void locationTypes.refetch()}>
            {t('certification.retry')}
          </Button>
        ) : null}
      </Stack>
      {showsAssessmentFilters ? (
        <>
          <Select
            label={t('certification.assessmentFilter.label')}
            data={assessmentOptions('assessmentFilter')}
            value={choiceOf(values.incompeleteAssessments)}
            onChange={(choice) => onChange({ incompeleteAssessments: valueOf(choice) })}
            allowDeselect={false}
            w={220}
          />
          <Select
            label={t('certification.managerRatingFilter.label')}
            data={assessmentOptions('managerRatingFilter')}
            value={choiceOf(values.incompeleteManagerAssessments)}
            onChange={(choice) => onChange({ incompeleteManagerAssessments: valueOf(choice) })}
            allowDeselect={false}
            w={220}
          />
        </>
      ) : null}
    </Group>
  );
}
