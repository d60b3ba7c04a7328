import { Alert, Button, Checkbox, Fieldset, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PERMISSION_NOT_GRANTABLE,
  ROLE_NAME_TAKEN,
  ROLE_STATUSES,
  RoleValidation,
  ZCreateRoleRequestSchema,
} from '@portal/contracts';
import type { TCreateRoleRequest, TRole, TRoleStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import type { TPermissionGroup } from '../utils/permission-groups';

type TRoleValues = { name: string; description: string; status: TRoleStatus; permissions: string[] };

const toRoleRequest = (values: TRoleValues): TCreateRoleRequest => ({
  name: values.name,
  description: values.description.trim() || null,
  status: values.status,
  permissions: values.permissions,
});

/** `permissions.3` (one permission the server refused) belongs to the permissions field. */
const fieldOf = (path: string) => path.replace(/^data\./, '').split('.')[0] || undefined;

type TRoleFormProps = {
  role: TRole | null;
  groups: readonly TPermissionGroup[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TCreateRoleRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A role: its name, description, status and the permissions it grants, module by module, each explained. */
export function RoleForm({ role, groups, isPending, onCancel, onSubmit }: TRoleFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf,
    messageOf: ({ field, text }): TFieldMessage => {
      if (text === ROLE_NAME_TAKEN) {
        return { key: 'admin.roles.error.nameTaken' };
      }
      if (text === PERMISSION_NOT_GRANTABLE) {
        return { key: 'admin.roles.error.notGrantable' };
      }
      if (field === 'name' && /^Too small/.test(text)) {
        return { key: 'admin.person.error.required' };
      }
      return undefined;
    },
  });
  const form = useForm<TRoleValues>({
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      status: role?.status ?? 'Active',
      permissions: role?.permissions ?? [],
    },
    validate: contractValidator(ZCreateRoleRequestSchema, toRoleRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRoleRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const formErrors = formLevelErrors(form.errors);
  const permissionsError = form.errors.permissions;
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.roles.form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('admin.roles.form.name')}
          required
          maxLength={RoleValidation.maxNameLength}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('admin.roles.form.description')}
          rows={3}
          maxLength={RoleValidation.maxDescriptionLength}
          {...form.getInputProps('description')}
        />
        <Radio.Group label={t('admin.roles.form.status')} {...form.getInputProps('status')}>
          <Group gap="lg" mt={4}>
            {ROLE_STATUSES.map((status) => (
              <Radio key={status} value={status} label={t(`admin.roles.status.${status}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap="sm">
          <Text fw={600}>{t('admin.roles.form.permissions')}</Text>
          <Text size="sm" c="dimmed">
            {t('admin.roles.form.permissionsHint')}
          </Text>
          {typeof permissionsError === 'string' ? (
            <Text size="sm" c="red.8" role="alert">
              {permissionsError}
            </Text>
          ) : null}
          {groups.map((group) => (
            <Fieldset key={group.id} legend={t(`admin.roles.module.${group.id}` as TMessageKey)} radius="md">
              <Stack gap="sm">
                {group.permissions.map((permission) => (
                  <Checkbox
                    key={permission}
                    label={t(`admin.permission.label.${permission}` as TMessageKey)}
                    description={t(`admin.permission.hint.${permission}` as TMessageKey)}
                    checked={form.values.permissions.includes(permission)}
                    onChange={(event) => {
                      const isChecked = event.currentTarget.checked;
                      form.setFieldValue('permissions', (held) =>
                        isChecked ? [...held, permission] : held.filter((entry) => entry !== permission),
                      );
                    }}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.roles.form.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('admin.roles.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
