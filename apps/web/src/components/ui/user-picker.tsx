import { MultiSelect } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UserValidation } from '@portal/contracts';
import type { TUserSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userLabelOf, userSearchQueryOptions, usersByCodesQueryOptions } from '../../lib/user-directory';

const SEARCH_DEBOUNCE_MS = 300;

const toOption = (user: TUserSummary): ComboboxItem => ({ value: user.userCode, label: userLabelOf(user) });

type TUserPickerProps = {
  id?: string;
  /** The auth service, whose directory is searched. */
  authService: string;
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  /** The chosen user codes. */
  value: string[];
  onChange: (userCodes: string[]) => void;
};

/**
 * Chosen active users of the tenant, searched by name, email or user code on the server as one
 * types (debounced). Users chosen before (a saved assignment) are named by a directory lookup.
 */
export function UserPicker({
  id,
  authService,
  label,
  description,
  placeholder,
  required,
  error,
  value,
  onChange,
}: TUserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const isSettling = searchText !== search.trim();
  const found = useQuery(userSearchQueryOptions(authService, searchText));
  // Names of the chosen users the search did not bring (chosen before this page, or in another search).
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const unnamed = value.filter((userCode) => !labels.has(userCode)).slice(0, UserValidation.maxUserCodesPerRequest);
  const named = useQuery(usersByCodesQueryOptions(authService, unnamed));

  const isSearching = isSettling || found.isPending || found.isPlaceholderData;
  const options = isSearching || found.isError ? [] : (found.data ?? []).map(toOption);
  const lookedUp = new Map((named.data ?? []).map((user) => [user.userCode, userLabelOf(user)]));
  const chosen = value.map((userCode) => ({
    value: userCode,
    label: labels.get(userCode) ?? lookedUp.get(userCode) ?? userCode,
  }));
  const shown = new Set(options.map((option) => option.value));
  // The server has matched the text already: the list shows its answer, never the chosen ones again.
  const onlyFound: OptionsFilter = ({ options: parsed }) =>
    parsed.filter((option) => 'value' in option && shown.has(option.value));

  return (
    <MultiSelect
      id={id}
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      description={found.isError ? t('userPicker.directoryError') : description}
      required={required}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={onlyFound}
      data={[...chosen.filter((item) => !shown.has(item.value)), ...options]}
      value={value}
      onChange={(userCodes) => {
        const next = new Map(labels);
        for (const option of [...options, ...chosen]) {
          if (userCodes.includes(option.value) && option.label !== option.value) {
            next.set(option.value, option.label);
          }
        }
        setLabels(next);
        onChange(userCodes);
      }}
      nothingFoundMessage={isSearching ? t('userPicker.searching') : t('userPicker.nothingFound')}
      error={error}
    />
  );
}
