import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MODULE_CATALOGUE,
  MODULE_CODES,
  SUPPORTED_LOCALES,
  TENANT_TAKEN,
  TenantCreationValidation,
  ZCreateTenantRequestSchema,
} from '@portal/contracts';
import type { TCreateTenantRequest, TLocaleCode, TModuleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';

type TTenantValues = {
  code: string;
  name: string;
  hosts: string;
  locales: TLocaleCode[];
  modules: TModuleCode[];
  adminEmail: string;
};

/** Modules a tenant may choose; ADMIN and USERADMIN come with every tenant, MULTIMODULE is the menu's "More". */
const CHOOSABLE_MODULES = MODULE_CODES.filter((code) => !['ADMIN', 'USERADMIN', 'MULTIMODULE'].includes(code));

const toRequest = (values: TTenantValues): TCreateTenantRequest => ({
  code: values.code.trim(),
  name: values.name.trim(),
  hosts: values.hosts
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  locales: values.locales,
  modules: values.modules,
  adminEmail: values.adminEmail.trim(),
  adminFirstName: 'Administrator',
  adminLastName: 'Portal',
});

const fieldOf = (path: string) => path.split('.')[0] || undefined;

/** A new tenant: code, name, hosts, languages (the first is the default), modules, first administrator. */
export function CreateTenantForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (request: TCreateTenantRequest, onServerError: (error: unknown) => boolean) => void;
}) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    fieldOf,
    messageOf: ({ field, text }): TFieldMessage => {
      if (text === TENANT_TAKEN) {
        return { key: 'platform.error.taken' };
      }
      if ((field === 'hosts' || field === 'locales') && /^Too small/.test(text)) {
        return { key: 'platform.error.chooseOne' };
      }
      return undefined;
    },
  });
  const form = useForm<TTenantValues>({
    initialValues: { code: '', name: '', hosts: '', locales: ['en'], modules: [], adminEmail: '' },
    validate: contractValidator(ZCreateTenantRequestSchema, toRequest, translator),
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
  const formErrors = formLevelErrors(form.errors);
  return (
    <form onSubmit={submit} noValidate aria-label={t('platform.form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('platform.form.code')}
          description={t('platform.form.codeHint')}
          required
          maxLength={TenantCreationValidation.maxCodeLength}
          {...form.getInputProps('code')}
        />
        <TextInput
          label={t('platform.form.name')}
          required
          maxLength={TenantCreationValidation.maxNameLength}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('platform.form.hosts')}
          description={t('platform.form.hostsHint')}
          required
          {...form.getInputProps('hosts')}
        />
        <Checkbox.Group
          label={t('platform.form.locales')}
          description={t('platform.form.localesHint')}
          {...form.getInputProps('locales')}
        >
          <Group gap="lg" mt={4}>
            {SUPPORTED_LOCALES.map((locale) => (
              <Checkbox key={locale} value={locale} label={t(`platform.locale.${locale}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t('platform.form.modules')} {...form.getInputProps('modules')}>
          <Group gap="md" mt={4}>
            {CHOOSABLE_MODULES.map((code) => (
              <Checkbox key={code} value={code} label={MODULE_CATALOGUE[code].name} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          type="email"
          label={t('platform.form.adminEmail')}
          required
          maxLength={TenantCreationValidation.maxEmailLength}
          {...form.getInputProps('adminEmail')}
        />
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('platform.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
