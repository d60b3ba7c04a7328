import { Alert, Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PeopleAdminValidation, PERSON_REFERENCE_UNKNOWN, ZSetPersonAccessRequestSchema } from '@portal/contracts';
import type { TGroup, TPerson, TRoleSummary, TSetPersonAccessRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';

type TAccessValues = { roleIds: string[]; groupIds: string[] };

const toAccessRequest = (values: TAccessValues): TSetPersonAccessRequest => ({
  roleIds: values.roleIds.map(Number),
  groupIds: values.groupIds.map(Number),
});

/** `roleIds.2` (one id the server did not know) belongs to the roles field. */
const fieldOf = (path: string) => path.split('.')[0] || undefined;

type TPersonAccessFormProps = {
  person: TPerson;
  roles: readonly TRoleSummary[];
  groups: readonly TGroup[];
  isPending: boolean;
  onSubmit: (request: TSetPersonAccessRequest, onServerError: (error: unknown) => boolean) => void;
};

/** The roles granted to a person directly and the groups they belong to (whose roles they also hold). */
export function PersonAccessForm({ person, roles, groups, isPending, onSubmit }: TPersonAccessFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf,
    messageOf: ({ text }): TFieldMessage =>
      text === PERSON_REFERENCE_UNKNOWN ? { key: 'admin.person.error.unknown' } : undefined,
  });
  const form = useForm<TAccessValues>({
    initialValues: {
      roleIds: person.roles.map((role) => String(role.id)),
      groupIds: person.groups.map((group) => String(group.id)),
    },
    validate: contractValidator(ZSetPersonAccessRequestSchema, toAccessRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toAccessRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const formErrors = formLevelErrors(form.errors);
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.person.access.title')}>
      <Stack gap="sm">
        <MultiSelect
          label={t('admin.person.access.roles')}
          description={t('admin.person.access.rolesHint')}
          searchable
          nothingFoundMessage={t('dropdown.empty')}
          maxValues={PeopleAdminValidation.maxRolesPerPerson}
          data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
          {...form.getInputProps('roleIds')}
        />
        <MultiSelect
          label={t('admin.person.access.groups')}
          description={t('admin.person.access.groupsHint')}
          searchable
          nothingFoundMessage={t('dropdown.empty')}
          maxValues={PeopleAdminValidation.maxGroupsPerPerson}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          {...form.getInputProps('groupIds')}
        />
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('admin.person.access.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
