import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EMAIL_TAKEN,
  PERSON_MANAGER_SELF,
  PERSON_REFERENCE_UNKNOWN,
  UserValidation,
  ZUpdatePersonRequestSchema,
} from '@portal/contracts';
import type { TJobRole, TLocation, TPerson, TUpdatePersonRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/ui/user-picker';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';

type TPersonValues = {
  firstName: string;
  lastName: string;
  email: string;
  jobRoleCode: string | null;
  jobTitle: string;
  locationId: string | null;
  /** The picker's choice: none or one user code. */
  managerUserCodes: string[];
};

export function valuesOfPerson(person: TPerson): TPersonValues {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    jobRoleCode: person.jobRoleCode,
    jobTitle: person.jobTitle ?? '',
    locationId: person.locationId === null ? null : String(person.locationId),
    managerUserCodes: person.managerUserCode ? [person.managerUserCode] : [],
  };
}

export function toUpdatePersonRequest(userCode: string, values: TPersonValues): TUpdatePersonRequest {
  return {
    userCode,
    data: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email.trim(),
      jobRoleCode: values.jobRoleCode,
      jobTitle: values.jobTitle.trim() || null,
      locationId: values.locationId === null ? null : Number(values.locationId),
      managerUserCode: values.managerUserCodes[0] ?? null,
    },
  };
}

/** The request's paths (`data.firstName`, or `firstName` in a server problem) on the form's fields. */
function fieldOf(path: string): string | undefined {
  const field = path.replace(/^data\./, '');
  if (field === '' || field === 'userCode' || field === 'data') {
    return undefined;
  }
  return field === 'managerUserCode' ? 'managerUserCodes' : field;
}

type TPersonDetailsFormProps = {
  person: TPerson;
  authService: string;
  jobRoles: readonly TJobRole[];
  locations: readonly TLocation[];
  isPending: boolean;
  /** The button's text (default: Save details). */
  submitLabel?: string;
  onSubmit: (request: TUpdatePersonRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A person's names, email, job role and title, location and manager. */
export function PersonDetailsForm({
  person,
  authService,
  jobRoles,
  locations,
  isPending,
  submitLabel,
  onSubmit,
}: TPersonDetailsFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf,
    messageOf: ({ field, text }): TFieldMessage => {
      if (text === EMAIL_TAKEN) {
        return { key: 'admin.person.error.emailTaken' };
      }
      if (text === PERSON_MANAGER_SELF) {
        return { key: 'admin.person.error.managerSelf' };
      }
      if (text === PERSON_REFERENCE_UNKNOWN) {
        return { key: 'admin.person.error.unknown' };
      }
      if ((field === 'firstName' || field === 'lastName') && /^Too small/.test(text)) {
        return { key: 'admin.person.error.required' };
      }
      if (field === 'email' && /email/i.test(text)) {
        return { key: 'admin.person.error.email' };
      }
      return undefined;
    },
  });
  const form = useForm<TPersonValues>({
    initialValues: valuesOfPerson(person),
    validate: contractValidator(
      ZUpdatePersonRequestSchema,
      (values: TPersonValues) => toUpdatePersonRequest(person.userCode, values),
      translator,
    ),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toUpdatePersonRequest(person.userCode, values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const formErrors = formLevelErrors(form.errors);
  const managerProps = form.getInputProps('managerUserCodes');
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.person.details.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.person.details.firstName')}
            required
            maxLength={UserValidation.maxNameLength}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('admin.person.details.lastName')}
            required
            maxLength={UserValidation.maxNameLength}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('admin.person.details.email')}
            type="email"
            required
            maxLength={UserValidation.maxEmailLength}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('admin.person.details.jobTitle')}
            maxLength={UserValidation.maxJobTitleLength}
            {...form.getInputProps('jobTitle')}
          />
          <Select
            label={t('admin.person.details.jobRole')}
            placeholder={t('admin.person.details.none')}
            clearable
            searchable
            nothingFoundMessage={t('dropdown.empty')}
            data={jobRoles.map((jobRole) => ({ value: jobRole.code, label: jobRole.name }))}
            {...form.getInputProps('jobRoleCode')}
          />
          <Select
            label={t('admin.person.details.location')}
            placeholder={t('admin.person.details.none')}
            clearable
            searchable
            nothingFoundMessage={t('dropdown.empty')}
            data={locations.map((location) => ({ value: String(location.locationId), label: location.name }))}
            {...form.getInputProps('locationId')}
          />
        </SimpleGrid>
        <UserPicker
          authService={authService}
          label={t('admin.person.details.manager')}
          description={t('admin.person.details.managerHint')}
          value={form.values.managerUserCodes}
          error={typeof managerProps.error === 'string' ? managerProps.error : undefined}
          // One manager: the last one chosen replaces the one before.
          onChange={(userCodes) => form.setFieldValue('managerUserCodes', userCodes.slice(-1))}
        />
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {submitLabel ?? t('admin.person.details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
