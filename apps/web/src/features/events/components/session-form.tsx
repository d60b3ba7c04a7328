import '@mantine/dates/styles.layer.css';
import { Alert, Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { eventMessageKeyOf, EventValidation, ZSaveSessionRequestSchema } from '@portal/contracts';
import type { TAdminSession, TSaveSessionRequest } from '@portal/contracts';
import 'dayjs/locale/fr-ca';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { toSessionRequest, valuesOfSession } from '../utils/event-form-values';
import type { TSessionValues } from '../utils/event-form-values';

type TSessionFormProps = {
  session: TAdminSession | null;
  /** The event's zone: the times are written in it. */
  timeZone: string;
  locale: string;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TSaveSessionRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A session: start, end and registration deadline in the event's zone, in person or online, capacity. */
export function SessionForm({ session, timeZone, locale, isPending, onCancel, onSubmit }: TSessionFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = eventMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const toRequest = (values: TSessionValues) => toSessionRequest(values, timeZone);
  const form = useForm<TSessionValues>({
    initialValues: valuesOfSession(session, timeZone),
    validate: contractValidator(ZSaveSessionRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const pickerProps = { valueFormat: 'LLL', clearable: true, withSeconds: false } as const;
  return (
    <DatesProvider settings={{ locale: locale.toLowerCase() }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('eventsAdmin.session.timeZoneNote', { timeZone })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimePicker
              label={t('eventsAdmin.session.startsAt')}
              required
              {...pickerProps}
              {...form.getInputProps('startsAt')}
            />
            <DateTimePicker
              label={t('eventsAdmin.session.endsAt')}
              required
              {...pickerProps}
              {...form.getInputProps('endsAt')}
            />
          </SimpleGrid>
          <DateTimePicker
            label={t('eventsAdmin.session.deadline')}
            description={t('eventsAdmin.session.deadlineHint')}
            {...pickerProps}
            {...form.getInputProps('registrationDeadline')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="session-mode-label">
              {t('eventsAdmin.session.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="session-mode-label"
              data={[
                { value: 'IN_PERSON', label: t('eventsAdmin.session.inPerson') },
                { value: 'ONLINE', label: t('eventsAdmin.session.online') },
              ]}
              {...form.getInputProps('mode')}
            />
          </Stack>
          {form.values.mode === 'IN_PERSON' ? (
            <TextInput
              label={t('eventsAdmin.session.place')}
              required
              maxLength={EventValidation.maxPlaceLength}
              {...form.getInputProps('place')}
            />
          ) : (
            <TextInput
              label={t('eventsAdmin.session.onlineUrl')}
              description={t('eventsAdmin.session.onlineUrlHint')}
              type="url"
              required
              maxLength={EventValidation.maxUrlLength}
              {...form.getInputProps('onlineUrl')}
            />
          )}
          <NumberInput
            label={t('eventsAdmin.session.capacity')}
            required
            min={1}
            max={EventValidation.maxCapacity}
            allowDecimal={false}
            {...form.getInputProps('capacity')}
          />
          {formLevelErrors(form.errors).map((text) => (
            <Alert key={text} color="red" role="alert">
              {text}
            </Alert>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('eventsAdmin.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('eventsAdmin.session.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
