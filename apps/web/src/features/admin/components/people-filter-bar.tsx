import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PeopleAdminValidation, USER_STATUSES } from '@portal/contracts';
import type { TJobRole, TLocation, TRoleSummary } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPeopleFilters } from '../utils/people-filters';

const SEARCH_DEBOUNCE_MS = 300;

type TPeopleFilterBarProps = {
  filters: TPeopleFilters;
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  roles: readonly TRoleSummary[];
  /** A changed filter; the list goes back to its first page. */
  onChange: (filters: TPeopleFilters) => void;
};

/** Search (a prefix of a name, email or user code) and the filters of the people list. */
export function PeopleFilterBar({ filters, jobRoles, locations, roles, onChange }: TPeopleFilterBarProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(filters.searchText);
  const searchLater = useDebouncedCallback(
    (text: string) => onChange({ ...filters, searchText: text, pageNo: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const change = (patch: Partial<TPeopleFilters>) => onChange({ ...filters, ...patch, pageNo: 1 });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('admin.people.filters.label')}>
      <TextInput
        type="search"
        label={t('admin.people.filters.search')}
        description={t('admin.people.filters.searchHint')}
        maxLength={PeopleAdminValidation.maxSearchTextLength}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        style={{ flex: '2 1 16rem' }}
      />
      <Select
        label={t('admin.people.filters.status')}
        placeholder={t('admin.people.filters.anyStatus')}
        clearable
        data={USER_STATUSES.map((status) => ({ value: status, label: t(`admin.people.status.${status}`) }))}
        value={filters.status}
        onChange={(value) => change({ status: value })}
        style={{ flex: '1 1 10rem' }}
      />
      <Select
        label={t('admin.people.filters.location')}
        placeholder={t('admin.people.filters.anyLocation')}
        clearable
        searchable
        nothingFoundMessage={t('dropdown.empty')}
        data={locations.map((location) => ({ value: String(location.locationId), label: location.name }))}
        value={filters.locationId === null ? null : String(filters.locationId)}
        onChange={(value) => change({ locationId: value === null ? null : Number(value) })}
        style={{ flex: '1 1 12rem' }}
      />
      <Select
        label={t('admin.people.filters.jobRole')}
        placeholder={t('admin.people.filters.anyJobRole')}
        clearable
        searchable
        nothingFoundMessage={t('dropdown.empty')}
        data={jobRoles.map((jobRole) => ({ value: jobRole.code, label: jobRole.name }))}
        value={filters.jobRoleCode}
        onChange={(value) => change({ jobRoleCode: value })}
        style={{ flex: '1 1 12rem' }}
      />
      <Select
        label={t('admin.people.filters.role')}
        placeholder={t('admin.people.filters.anyRole')}
        clearable
        searchable
        nothingFoundMessage={t('dropdown.empty')}
        data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
        value={filters.roleId === null ? null : String(filters.roleId)}
        onChange={(value) => change({ roleId: value === null ? null : Number(value) })}
        style={{ flex: '1 1 10rem' }}
      />
    </Group>
  );
}
