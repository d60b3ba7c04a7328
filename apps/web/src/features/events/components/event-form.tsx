import { Alert, Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventMessageKeyOf, EventValidation, ZSaveEventRequestSchema } from '@portal/contracts';
import type { TAdminEvent, TSaveEventRequest } from '@portal/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../../../components/ui/bilingual-fields';
import {
  contractValidator,
  errorUnder,
  formLevelErrors,
  serverFieldErrors,
  useFormErrorTranslator,
} from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { toEventRequest, valuesOfEvent } from '../utils/event-form-values';
import type { TEventValues } from '../utils/event-form-values';

export type TChoice = { value: string; label: string };

export type TCoverFieldProps = {
  mediaId: string | null;
  error: string | undefined;
  onChange: (mediaId: string | null) => void;
};

type TEventFormProps = {
  event: TAdminEvent | null;
  jobRoles: readonly TChoice[];
  locations: readonly TChoice[];
  groups: readonly TChoice[];
  /** The cover image's upload field (the app composes it from the media service). */
  renderCover: (props: TCoverFieldProps) => ReactNode;
  isPending: boolean;
  onSubmit: (request: TSaveEventRequest, onServerError: (error: unknown) => boolean) => void;
};

function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** An event's texts in both languages, the time zone its sessions are planned in, and its audience. */
export function EventForm({ event, jobRoles, locations, groups, renderCover, isPending, onSubmit }: TEventFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    // Every audience problem shows under the audience's pickers.
    fieldOf: (path) => (path.startsWith('audiences') ? 'audiences' : path),
    messageOf: ({ text }) => {
      const key = eventMessageKeyOf(text.replace(/\.$/, ''));
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TEventValues>({
    initialValues: valuesOfEvent(event),
    validate: contractValidator(ZSaveEventRequestSchema, toEventRequest, translator),
  });
  const zones = useMemo(() => timeZoneChoices(form.values.timeZone), [form.values.timeZone]);
  const submit = form.onSubmit((values) =>
    onSubmit(toEventRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const audienceError = errorUnder(form.errors, 'audiences');
  return (
    <form onSubmit={submit} noValidate aria-label={t('eventsAdmin.form.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualFields
            labelEn={t('eventsAdmin.form.titleEn')}
            labelFr={t('eventsAdmin.form.titleFr')}
            maxLength={EventValidation.maxTitleLength}
            en={form.getInputProps('titleEn')}
            fr={form.getInputProps('titleFr')}
          />
          <BilingualFields
            labelEn={t('eventsAdmin.form.descriptionEn')}
            labelFr={t('eventsAdmin.form.descriptionFr')}
            rows={5}
            maxLength={EventValidation.maxDescriptionLength}
            en={form.getInputProps('descriptionEn')}
            fr={form.getInputProps('descriptionFr')}
          />
        </SimpleGrid>
        {renderCover({
          mediaId: form.values.coverMediaId,
          error: form.errors.coverMediaId as string | undefined,
          onChange: (mediaId) => form.setFieldValue('coverMediaId', mediaId),
        })}
        <Select
          label={t('eventsAdmin.form.timeZone')}
          description={t('eventsAdmin.form.timeZoneHint')}
          searchable
          required
          allowDeselect={false}
          data={zones}
          nothingFoundMessage={t('dropdown.empty')}
          {...form.getInputProps('timeZone')}
        />
        <Checkbox
          label={t('eventsAdmin.form.everyone')}
          description={t('eventsAdmin.form.everyoneHint')}
          {...form.getInputProps('isForEveryone', { type: 'checkbox' })}
        />
        {form.values.isForEveryone ? null : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label={t('eventsAdmin.form.jobRoles')}
              searchable
              data={[...jobRoles]}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('jobRoleCodes')}
            />
            <MultiSelect
              label={t('eventsAdmin.form.locations')}
              searchable
              data={[...locations]}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('locationIds')}
            />
            <MultiSelect
              label={t('eventsAdmin.form.groups')}
              searchable
              data={[...groups]}
              nothingFoundMessage={t('dropdown.empty')}
              {...form.getInputProps('groupIds')}
            />
          </SimpleGrid>
        )}
        {audienceError ? (
          <Alert color="red" role="alert">
            {audienceError}
          </Alert>
        ) : null}
        {formLevelErrors(form.errors).map((text) => (
          <Alert key={text} color="red" role="alert">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('eventsAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
