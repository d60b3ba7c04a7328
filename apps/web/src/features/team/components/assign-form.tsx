import '@mantine/dates/styles.layer.css';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  TEAM_ASSIGNABLE_KINDS,
  TEAM_KINDS_WITH_DUE_DATE,
  teamMessageKeyOf,
  TeamValidation,
  ZTeamAssignRequestSchema,
} from '@portal/contracts';
import type { TLocaleCode, TTeamAssignable, TTeamAssignableKind, TTeamAssignRequest } from '@portal/contracts';
import 'dayjs/locale/fr-ca';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contractValidator,
  FORM_LEVEL_ERROR,
  formLevelErrors,
  serverFieldErrors,
  useFormErrorTranslator,
} from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useAssignables } from '../api/team-actions';

type TAssignValues = {
  kind: TTeamAssignableKind;
  itemId: string | null;
  dueDate: string | null;
  message: string;
};

type TAssignFormProps = {
  serviceUrl: string;
  locale: TLocaleCode;
  userCodes: readonly string[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TTeamAssignRequest, onServerError: (error: unknown) => boolean) => void;
};

const SEARCH_DELAY_MS = 300;

function hasDueDate(kind: TTeamAssignableKind): boolean {
  return TEAM_KINDS_WITH_DUE_DATE.includes(kind);
}

/** The request the values make; `itemId` is missing until an item is chosen (the schema says so). */
function toRequest(values: TAssignValues, userCodes: readonly string[]) {
  return {
    kind: values.kind,
    itemId: values.itemId === null ? undefined : Number(values.itemId),
    userCodes: [...userCodes],
    ...(hasDueDate(values.kind) && values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(values.message.trim() ? { message: values.message } : {}),
  };
}

function todayLocal(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An assignable's option label: an event session says when it starts. */
function optionLabel(item: TTeamAssignable, locale: string): string {
  if (!item.detail) {
    return item.title;
  }
  const starts = new Date(item.detail);
  return Number.isNaN(starts.getTime())
    ? item.title
    : `${item.title} — ${dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(starts)}`;
}

/** What to assign to the chosen people: a kind, an item found by search, a due date and a message. */
export function AssignForm({ serviceUrl, locale, userCodes, isPending, onCancel, onSubmit }: TAssignFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    // The people are chosen on the page, not in the form: their problems are said above the buttons.
    fieldOf: (path) => (path === '' || path.startsWith('userCodes') ? undefined : path),
    messageOf: ({ text }) => {
      const key = teamMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TAssignValues>({
    initialValues: { kind: 'PATH', itemId: null, dueDate: null, message: '' },
    validate: contractValidator(ZTeamAssignRequestSchema, (values) => toRequest(values, userCodes), translator),
  });
  const kindLabelId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TTeamAssignable | null>(null);
  const [term] = useDebouncedValue(
    chosen && search === optionLabel(chosen, locale) ? '' : search.trim(),
    SEARCH_DELAY_MS,
  );
  const assignables = useAssignables(serviceUrl, form.values.kind, term, locale);
  const found = assignables.data ?? [];
  const items = chosen && !found.some((item) => item.itemId === chosen.itemId) ? [chosen, ...found] : found;

  const changeKind = (value: string) => {
    const kind = TEAM_ASSIGNABLE_KINDS.find((entry) => entry === value) ?? 'PATH';
    form.setValues({ kind, itemId: null, dueDate: null });
    form.clearErrors();
    setChosen(null);
    setSearch('');
  };
  const submit = form.onSubmit((values) => {
    const request = toRequest(values, userCodes);
    if (request.itemId === undefined) {
      return;
    }
    onSubmit({ ...request, itemId: request.itemId }, (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(
          placed.other.length > 0 ? { ...placed.fields, [FORM_LEVEL_ERROR]: placed.other.join(' ') } : placed.fields,
        );
        return true;
      }
      return false;
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={kindLabelId}>
            {t('team.assign.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabelId}
            fullWidth
            value={form.values.kind}
            onChange={changeKind}
            data={TEAM_ASSIGNABLE_KINDS.map((kind) => ({ value: kind, label: t(`team.kind.${kind}`) }))}
          />
        </Stack>
        <Select
          label={t(`team.assign.item.${form.values.kind}`)}
          placeholder={t('team.assign.itemPlaceholder')}
          required
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searches; every option it answers stays.
          filter={({ options }) => options}
          nothingFoundMessage={assignables.isFetching ? t('team.assign.searching') : t('team.assign.nothingFound')}
          data={items.map((item) => ({ value: String(item.itemId), label: optionLabel(item, locale) }))}
          {...form.getInputProps('itemId')}
          onChange={(value: string | null) => {
            form.setFieldValue('itemId', value);
            setChosen(items.find((item) => String(item.itemId) === value) ?? null);
          }}
        />
        {assignables.isError ? (
          <Alert color="red" role="alert">
            {t('team.assign.itemsError')}
          </Alert>
        ) : null}
        {hasDueDate(form.values.kind) ? (
          <DatesProvider settings={{ locale: locale.toLowerCase() }}>
            <DatePickerInput
              label={t('team.assign.dueDate')}
              description={t('team.assign.dueDateHint')}
              valueFormat="LL"
              clearable
              minDate={todayLocal()}
              {...form.getInputProps('dueDate')}
            />
          </DatesProvider>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`team.assign.ownDates.${form.values.kind}`)}
          </Text>
        )}
        <Textarea
          label={t('team.assign.message')}
          description={t('team.assign.messageHint')}
          rows={3}
          maxLength={TeamValidation.maxMessageLength}
          {...form.getInputProps('message')}
        />
        {formLevelErrors(form.errors).map((text) => (
          <Alert key={text} color="red" role="alert">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('team.assign.submit', { count: userCodes.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
