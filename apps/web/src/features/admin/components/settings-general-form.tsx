import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  SETTINGS_LANDING_PAGE_DISABLED,
  SUPPORTED_LOCALES,
  TenantSettingsValidation,
  ZUpdateTenantGeneralRequestSchema,
} from '@portal/contracts';
import type { TLocaleCode, TTenantSettings, TUpdateTenantGeneralRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { useSaveTenantSettings } from '../api/settings';
import { useSettingsSave } from '../utils/settings-save';
import { SettingsFormFooter } from './settings-form-footer';

type TGeneralValues = {
  defaultLandingPage: string;
  locales: string[];
  defaultLocale: string | null;
  idleTimerStartAfterInSeconds: number | string;
  timeoutAfterInSeconds: number | string;
};

function toRequest(values: TGeneralValues): TUpdateTenantGeneralRequest {
  return {
    defaultLandingPage: values.defaultLandingPage.trim(),
    locales: values.locales as TLocaleCode[],
    defaultLocale: (values.defaultLocale ?? '') as TLocaleCode,
    idleTimerStartAfterInSeconds: Number(values.idleTimerStartAfterInSeconds),
    timeoutAfterInSeconds: Number(values.timeoutAfterInSeconds),
  };
}

const V = TenantSettingsValidation;

/** The form's words for each field's rule (the contracts' texts are English). */
function messageOf({ field, text }: { field: string; text: string }): TFieldMessage {
  if (text === SETTINGS_LANDING_PAGE_DISABLED) {
    return { key: 'admin.settings.error.landingPageDisabled' };
  }
  const byField: Record<string, TFieldMessage> = {
    defaultLandingPage: { key: 'admin.settings.error.landingPage' },
    locales: { key: 'admin.settings.error.locales' },
    defaultLocale: { key: 'admin.settings.error.defaultLocale' },
    idleTimerStartAfterInSeconds: {
      key: 'admin.settings.error.seconds',
      values: { min: V.minIdleSeconds, max: V.maxIdleSeconds },
    },
    timeoutAfterInSeconds: {
      key: 'admin.settings.error.seconds',
      values: { min: V.minTimeoutSeconds, max: V.maxTimeoutSeconds },
    },
  };
  return byField[field];
}

/** Default landing page, languages and default language, idle timeout. */
export function SettingsGeneralForm({ settings, coreService }: { settings: TTenantSettings; coreService: string }) {
  const { t } = useTranslation();
  const save = useSaveTenantSettings(coreService, 'general');
  const translator = useFormErrorTranslator({ messageOf });
  const form = useForm<TGeneralValues>({
    initialValues: { ...settings.general, locales: [...settings.general.locales] },
    validate: contractValidator(ZUpdateTenantGeneralRequestSchema, toRequest, translator),
  });
  const { errors, run } = useSettingsSave(form, translator);
  const localeLabel = (locale: string) => t(`admin.settings.locale.${locale}` as TMessageKey);
  return (
    <form
      noValidate
      aria-label={t('admin.settings.general.title')}
      onSubmit={form.onSubmit((values) => void run(() => save.mutateAsync(toRequest(values))))}
    >
      <Stack gap="md">
        <TextInput
          label={t('admin.settings.general.landingPage')}
          description={t('admin.settings.general.landingPageHint')}
          required
          maxLength={V.maxLandingPageLength}
          {...form.getInputProps('defaultLandingPage')}
        />
        <Checkbox.Group label={t('admin.settings.general.locales')} required {...form.getInputProps('locales')}>
          <Group mt="xs">
            {SUPPORTED_LOCALES.map((locale) => (
              <Checkbox key={locale} value={locale} label={localeLabel(locale)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('admin.settings.general.defaultLocale')}
          required
          allowDeselect={false}
          data={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: localeLabel(locale) }))}
          {...form.getInputProps('defaultLocale')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('admin.settings.general.idle')}
            description={t('admin.settings.general.idleHint')}
            min={V.minIdleSeconds}
            max={V.maxIdleSeconds}
            allowDecimal={false}
            {...form.getInputProps('idleTimerStartAfterInSeconds')}
          />
          <NumberInput
            label={t('admin.settings.general.timeout')}
            description={t('admin.settings.general.timeoutHint')}
            min={V.minTimeoutSeconds}
            max={V.maxTimeoutSeconds}
            allowDecimal={false}
            {...form.getInputProps('timeoutAfterInSeconds')}
          />
        </SimpleGrid>
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}
