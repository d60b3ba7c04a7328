import { Select } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UserNotificationValidation } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/ui/user-picker';
import { formatNumber } from '../../../lib/format-number';
import { usePageLocale } from '../../../lib/page-locale';
import { audienceDirectoryQueryOptions } from '../api/admin-notifications';
import type { TAudienceDirectory } from '../api/admin-notifications';

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

/** The directories of a single choice: the audience GROUP or ROLE. */
export type TDirectoryKind = Extract<TAudienceDirectory, 'group' | 'role'>;

const DIRECTORY_LABELS = {
  group: { label: 'notificationsAdmin.form.groupLabel', placeholder: 'notificationsAdmin.form.groupPlaceholder' },
  role: { label: 'notificationsAdmin.form.roleLabel', placeholder: 'notificationsAdmin.form.rolePlaceholder' },
} as const;

const toNamedOption = (entry: { id: number; name: string }): ComboboxItem => ({
  value: String(entry.id),
  label: entry.name,
});

type TDirectoryPickerProps = TPickerProps & {
  kind: TDirectoryKind;
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * One of the tenant's active groups or roles, searched by name on the server. Give it a `key` of
 * its kind: another kind starts afresh, without the chosen option or the search of the last one.
 */
export function AudienceDirectoryPicker({ kind, id, authService, value, onChange, error }: TDirectoryPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ComboboxItem | undefined>(undefined);
  const { search, setSearch, searchText, isSettling } = useServerSearch(chosen?.label);
  const query = useQuery(audienceDirectoryQueryOptions(kind, authService, searchText));
  const { options, isSearching } = currentOptions(query, isSettling, toNamedOption);
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

type TUsersPickerProps = TPickerProps & {
  value: string[];
  onChange: (userCodes: string[]) => void;
};

/** Chosen active users of the tenant, searched by name, email or user code; chosen ones are checked. */
export function AudienceUsersPicker({ id, authService, value, onChange, error }: TUsersPickerProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <UserPicker
      id={id}
      authService={authService}
      label={t('notificationsAdmin.form.usersLabel')}
      placeholder={t('notificationsAdmin.form.usersPlaceholder')}
      description={t('notificationsAdmin.form.usersHint', {
        max: formatNumber(UserNotificationValidation.maxUserCodes, locale),
      })}
      required
      value={value}
      onChange={onChange}
      {...(error ? { error } : {})}
    />
  );
}
