import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SETTINGS_LANDING_PAGE_DISABLED, ZUpdateTenantModulesRequestSchema } from '@portal/contracts';
import type { TModuleCode, TTenantSettings, TUpdateTenantModulesRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { useSaveTenantSettings } from '../api/settings';
import { useSettingsSave } from '../utils/settings-save';
import { SettingsFormFooter } from './settings-form-footer';

type TModulesValues = { modules: string[] };

/** The tenant's order is kept; modules turned on join at the end, in the catalogue's order. */
function toRequest(settings: TTenantSettings, values: TModulesValues): TUpdateTenantModulesRequest {
  const chosen = new Set(values.modules);
  const kept = settings.modules.enabled.filter((code) => chosen.has(code));
  const added = settings.modules.toggleable.filter((code) => chosen.has(code) && !kept.includes(code));
  return { modules: [...kept, ...added] };
}

/** Modules on and off: what is off leaves every menu, page, call, search and report of the tenant. */
export function SettingsModulesForm({ settings, coreService }: { settings: TTenantSettings; coreService: string }) {
  const { t } = useTranslation();
  const save = useSaveTenantSettings(coreService, 'modules');
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) =>
      text === SETTINGS_LANDING_PAGE_DISABLED ? { key: 'admin.settings.error.modulesLandingPage' } : undefined,
  });
  const form = useForm<TModulesValues>({
    initialValues: { modules: [...settings.modules.enabled] },
    validate: contractValidator(
      ZUpdateTenantModulesRequestSchema,
      (values: TModulesValues) => toRequest(settings, values),
      translator,
    ),
  });
  const { errors, run } = useSettingsSave(form, translator);
  const moduleError = form.errors.modules;
  return (
    <form
      noValidate
      aria-label={t('admin.settings.modules.title')}
      onSubmit={form.onSubmit((values) => void run(() => save.mutateAsync(toRequest(settings, values))))}
    >
      <Stack gap="md">
        <Text size="sm">{t('admin.settings.modules.description')}</Text>
        <Checkbox.Group
          label={t('admin.settings.modules.label')}
          {...form.getInputProps('modules')}
          error={typeof moduleError === 'string' ? moduleError : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
            {settings.modules.toggleable.map((code: TModuleCode) => (
              <Checkbox key={code} value={code} label={t(`admin.settings.module.${code}` as TMessageKey)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}
