import { MultiSelect, Select } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UserNotificationValidation } from '@portal/contracts';
import type { TUserSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  audienceGroupsQueryOptions,
  audienceRolesQueryOptions,
  audienceUsersQueryOptions,
} from '../api/admin-notifications';

const SEARCH_DEBOUNCE_MS = 300;

type TPickerProps = {
  id: string;
  authService: string;
  error: string | undefined;
};

/**
 * What to ask the server for as the user types (debounced); `isSettling` while what shows would
 * still be the answer to an older text, so that a key press never picks a stale option.
 */
function useServerSearch(chosenLabel?: string) {
  const [search, setSearch] = useState('');
  // The input of a single choice shows the chosen label: that is no search.
  const wanted = search.trim() === chosenLabel ? '' : search.trim();
  const [searchText] = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  return { search, setSearch, searchText, isSettling: wanted !== searchText };
}

/** The options of the server's answer for the current text; none while it is still coming. */
function currentOptions<TItem>(
  query: UseQueryResult<TItem[]>,
  isSettling: boolean,
  toOption: (item: TItem) => ComboboxItem,
): { options: ComboboxItem[]; isSearching: boolean } {
  const isSearching = isSettling || query.isPending || query.isPlaceholderData;
  return { options: isSearching || query.isError ? [] : (query.data ?? []).map(toOption), isSearching };
}

// The server has matched the text already (names, emails, codes): the list shows its answer, and
// nothing else the input needs to know about (the chosen options, for their labels).
function onlyOptionsOf(options: readonly ComboboxItem[]): OptionsFilter {
  const shown = new Set(options.map((option) => option.value));
  return ({ options: parsed }) => parsed.filter((option) => 'value' in option && shown.has(option.value));
}

function withChosen(options: ComboboxItem[], chosen: readonly ComboboxItem[]): ComboboxItem[] {
  const missing = chosen.filter((item) => !options.some((option) => option.value === item.value));
  return [...missing, ...options];
}

type TNamedPickerProps = TPickerProps & {
  value: string;
  onChange: (value: string) => void;
};

type TDirectoryKind = 'group' | 'role';

const DIRECTORY_LABELS = {
  group: { label: 'notificationsAdmin.form.groupLabel', placeholder: 'notificationsAdmin.form.groupPlaceholder' },
  role: { label: 'notificationsAdmin.form.roleLabel', placeholder: 'notificationsAdmin.form.rolePlaceholder' },
} as const;

const toNamedOption = (entry: { id: number; name: string }): ComboboxItem => ({
  value: String(entry.id),
  label: entry.name,
});

/** One of the tenant's active groups or roles, searched by name on the server. */
function DirectoryPicker({
  kind,
  id,
  authService,
  value,
  onChange,
  error,
}: TNamedPickerProps & { kind: TDirectoryKind }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ComboboxItem | undefined>(undefined);
  const { search, setSearch, searchText, isSettling } = useServerSearch(chosen?.label);
  const groups = useQuery({ ...audienceGroupsQueryOptions(authService, searchText), enabled: kind === 'group' });
  const roles = useQuery({ ...audienceRolesQueryOptions(authService, searchText), enabled: kind === 'role' });
  const query = kind === 'group' ? groups : roles;
  const { options, isSearching } = currentOptions<{ id: number; name: string }>(query, isSettling, toNamedOption);
  return (
    <Select
      id={id}
      label={t(DIRECTORY_LABELS[kind].label)}
      placeholder={t(DIRECTORY_LABELS[kind].placeholder)}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={onlyOptionsOf(options)}
      data={withChosen(options, chosen ? [chosen] : [])}
      value={value || null}
      onChange={(next, option) => {
        setChosen(next && option ? option : undefined);
        onChange(next ?? '');
      }}
      nothingFoundMessage={
        isSearching ? t('notificationsAdmin.form.searching') : t('notificationsAdmin.form.nothingFound')
      }
      description={query.isError ? t('notificationsAdmin.form.directoryError') : undefined}
      error={error}
    />
  );
}

/** One of the tenant's active groups. */
export function AudienceGroupPicker(props: TNamedPickerProps) {
  return <DirectoryPicker kind="group" {...props} />;
}

/** One of the tenant's active roles. */
export function AudienceRolePicker(props: TNamedPickerProps) {
  return <DirectoryPicker kind="role" {...props} />;
}

const toUserOption = (user: TUserSummary): ComboboxItem => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return { value: user.userCode, label: name ? `${name} (${user.email})` : user.email };
};

type TUsersPickerProps = TPickerProps & {
  value: string[];
  onChange: (userCodes: string[]) => void;
};

/** Chosen active users of the tenant, searched by name, email or user code; chosen ones are checked. */
export function AudienceUsersPicker({ id, authService, value, onChange, error }: TUsersPickerProps) {
  const { t, i18n } = useTranslation();
  // The chosen users keep their labels while the search shows others.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const { search, setSearch, searchText, isSettling } = useServerSearch();
  const query = useQuery(audienceUsersQueryOptions(authService, searchText));
  const { options, isSearching } = currentOptions(query, isSettling, toUserOption);
  const chosen = value.map((userCode) => ({ value: userCode, label: labels.get(userCode) ?? userCode }));
  return (
    <MultiSelect
      id={id}
      label={t('notificationsAdmin.form.usersLabel')}
      placeholder={value.length === 0 ? t('notificationsAdmin.form.usersPlaceholder') : undefined}
      description={
        query.isError
          ? t('notificationsAdmin.form.directoryError')
          : t('notificationsAdmin.form.usersHint', {
              max: new Intl.NumberFormat(i18n.language).format(UserNotificationValidation.maxUserCodes),
            })
      }
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={onlyOptionsOf(options)}
      data={withChosen(options, chosen)}
      value={value}
      onChange={(userCodes) => {
        const next = new Map(labels);
        for (const option of options) {
          if (userCodes.includes(option.value)) {
            next.set(option.value, option.label);
          }
        }
        setLabels(next);
        onChange(userCodes);
      }}
      nothingFoundMessage={
        isSearching ? t('notificationsAdmin.form.searching') : t('notificationsAdmin.form.nothingFound')
      }
      error={error}
    />
  );
}
