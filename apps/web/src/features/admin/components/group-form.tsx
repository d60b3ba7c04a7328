import { Alert, Button, Group, MultiSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GROUP_NAME_TAKEN,
  GROUP_STATUSES,
  GROUP_UNKNOWN_REFERENCE,
  GroupValidation,
  ZCreateGroupRequestSchema,
} from '@portal/contracts';
import type { TCreateGroupRequest, TGroupDetail, TGroupStatus, TRoleSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';

type TGroupValues = { name: string; description: string; status: TGroupStatus; roleIds: string[] };

const toGroupRequest = (values: TGroupValues): TCreateGroupRequest => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  status: values.status,
  roleIds: values.roleIds.map(Number),
});

/** `roleIds.3` (one role the server refused) belongs to the roles field. */
const fieldOf = (path: string) => path.replace(/^data\./, '').split('.')[0] || undefined;

type TGroupFormProps = {
  group: TGroupDetail | null;
  roles: readonly TRoleSummary[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TCreateGroupRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A group: its name, description, status and the roles its members hold through it. */
export function GroupForm({ group, roles, isPending, onCancel, onSubmit }: TGroupFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf,
    messageOf: ({ field, text }): TFieldMessage => {
      if (text === GROUP_NAME_TAKEN) {
        return { key: 'admin.groups.error.nameTaken' };
      }
      if (text === GROUP_UNKNOWN_REFERENCE) {
        return { key: 'admin.groups.error.unknownRole' };
      }
      if (field === 'name' && /^Too small/.test(text)) {
        return { key: 'admin.person.error.required' };
      }
      return undefined;
    },
  });
  const form = useForm<TGroupValues>({
    initialValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      status: group?.status ?? 'ACTIVE',
      roleIds: (group?.roles ?? []).map((role) => String(role.id)),
    },
    validate: contractValidator(ZCreateGroupRequestSchema, toGroupRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toGroupRequest(values), (error) => {
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
    <form onSubmit={submit} noValidate aria-label={t('admin.groups.form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('admin.groups.form.name')}
          required
          maxLength={GroupValidation.maxNameLength}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('admin.groups.form.description')}
          rows={2}
          maxLength={GroupValidation.maxDescriptionLength}
          {...form.getInputProps('description')}
        />
        <Radio.Group label={t('admin.groups.form.status')} {...form.getInputProps('status')}>
          <Group gap="lg" mt={4}>
            {GROUP_STATUSES.map((status) => (
              <Radio key={status} value={status} label={t(`admin.groups.status.${status}`)} />
            ))}
          </Group>
        </Radio.Group>
        <MultiSelect
          label={t('admin.groups.form.roles')}
          description={t('admin.groups.form.rolesHint')}
          data={roles.map((role) => ({ value: String(role.id), label: role.name }))}
          searchable
          clearable
          {...form.getInputProps('roleIds')}
        />
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.groups.form.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('admin.groups.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
