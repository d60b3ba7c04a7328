import { Divider, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TagManagerMessages,
  TenantSettingsValidation,
  ZUpdateIdentityProviderRequestSchema,
  ZUpdatePostLoginScriptRequestSchema,
  ZUpdateTagManagerRequestSchema,
} from '@portal/contracts';
import type {
  TTenantSettings,
  TUpdateIdentityProviderRequest,
  TUpdatePostLoginScriptRequest,
  TUpdateTagManagerRequest,
} from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contractValidator, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import { useSaveTenantSettings } from '../api/settings';
import { useSettingsSave } from '../utils/settings-save';
import { SettingsFormFooter } from './settings-form-footer';

type TProps = { settings: TTenantSettings; coreService: string };
const V = TenantSettingsValidation;

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h4" id={id}>
      {children}
    </Title>
  );
}

/** The tag-manager container (spec section 5: its ID starts with GTM-, with the spec's messages). */
export function SettingsTagManagerForm({ settings, coreService }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveTenantSettings(coreService, 'tag-manager');
  const translator = useFormErrorTranslator({
    messageOf: ({ text }): TFieldMessage => {
      if (text === TagManagerMessages.invalidContainerId) {
        return { key: 'admin.settings.tagManager.error.containerId' };
      }
      return text === TagManagerMessages.invalidDataLayerName
        ? { key: 'admin.settings.tagManager.error.dataLayerName' }
        : undefined;
    },
  });
  const form = useForm<TUpdateTagManagerRequest>({
    initialValues: { ...settings.tagManager },
    validate: contractValidator(
      ZUpdateTagManagerRequestSchema,
      (values: TUpdateTagManagerRequest) => values,
      translator,
    ),
  });
  const { errors, run } = useSettingsSave(form, translator);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.onSubmit((values) => void run(() => save.mutateAsync(values)))}
    >
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('admin.settings.tagManager.title')}</SectionTitle>
        <Switch
          label={t('admin.settings.tagManager.enabled')}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.settings.tagManager.containerId')}
            placeholder="GTM-XXXXXX"
            {...form.getInputProps('containerId')}
          />
          <TextInput label={t('admin.settings.tagManager.dataLayerName')} {...form.getInputProps('dataLayerName')} />
        </SimpleGrid>
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}

/** The post-login script (spec section 4): where the browser goes after a sign-in. */
export function SettingsPostLoginForm({ settings, coreService }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveTenantSettings(coreService, 'post-login-script');
  const translator = useFormErrorTranslator({
    messageOf: ({ field }) => (field === 'urlTemplate' ? { key: 'admin.settings.postLogin.error' } : undefined),
  });
  const form = useForm<TUpdatePostLoginScriptRequest>({
    initialValues: { ...settings.postLoginScript },
    validate: contractValidator(
      ZUpdatePostLoginScriptRequestSchema,
      (values: TUpdatePostLoginScriptRequest) => values,
      translator,
    ),
  });
  const { errors, run } = useSettingsSave(form, translator);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.onSubmit((values) => void run(() => save.mutateAsync(values)))}
    >
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('admin.settings.postLogin.title')}</SectionTitle>
        <Switch
          label={t('admin.settings.postLogin.enabled')}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
        />
        <TextInput
          label={t('admin.settings.postLogin.url')}
          description={t('admin.settings.postLogin.urlHint')}
          maxLength={V.maxUrlTemplateLength}
          {...form.getInputProps('urlTemplate')}
        />
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}

type TProviderValues = Omit<TUpdateIdentityProviderRequest, 'clientSecret'> & { clientSecret: string };

/** A blank secret keeps the stored one: the stored secret is never shown. */
function toProviderRequest(values: TProviderValues): TUpdateIdentityProviderRequest {
  const { clientSecret, ...rest } = values;
  return clientSecret === '' ? rest : { ...rest, clientSecret };
}

const PROVIDER_FIELD_KEYS = {
  name: 'admin.settings.provider.error.name',
  issuer: 'admin.settings.provider.error.issuer',
  clientId: 'admin.settings.provider.error.clientId',
  scopes: 'admin.settings.provider.error.scopes',
} as const;

/** The tenant's external OpenID provider; its secret is stored encrypted and never shown again. */
export function SettingsIdentityProviderForm({ settings, coreService }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveTenantSettings(coreService, 'identity-provider');
  const translator = useFormErrorTranslator({
    messageOf: ({ field }) =>
      field in PROVIDER_FIELD_KEYS
        ? { key: PROVIDER_FIELD_KEYS[field as keyof typeof PROVIDER_FIELD_KEYS] }
        : undefined,
  });
  const { hasClientSecret, ...provider } = settings.identityProvider;
  const form = useForm<TProviderValues>({
    initialValues: { ...provider, clientSecret: '' },
    validate: contractValidator(ZUpdateIdentityProviderRequestSchema, toProviderRequest, translator),
  });
  const { errors, run } = useSettingsSave(form, translator);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.onSubmit(
        (values) =>
          void run(async () => {
            await save.mutateAsync(toProviderRequest(values));
            form.setFieldValue('clientSecret', '');
          }),
      )}
    >
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('admin.settings.provider.title')}</SectionTitle>
        <Text size="sm">{t('admin.settings.provider.description')}</Text>
        <Switch
          label={t('admin.settings.provider.enabled')}
          {...form.getInputProps('isEnabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.settings.provider.name')}
            description={t('admin.settings.provider.nameHint')}
            required
            maxLength={V.maxProviderNameLength}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('admin.settings.provider.issuer')}
            required
            maxLength={V.maxIssuerLength}
            {...form.getInputProps('issuer')}
          />
          <TextInput
            label={t('admin.settings.provider.clientId')}
            required
            maxLength={V.maxClientIdLength}
            {...form.getInputProps('clientId')}
          />
          <PasswordInput
            label={t('admin.settings.provider.clientSecret')}
            description={
              hasClientSecret ? t('admin.settings.provider.secretKept') : t('admin.settings.provider.secretNone')
            }
            autoComplete="new-password"
            maxLength={V.maxClientSecretLength}
            {...form.getInputProps('clientSecret')}
          />
          <TextInput
            label={t('admin.settings.provider.scopes')}
            required
            maxLength={V.maxScopesLength}
            {...form.getInputProps('scopes')}
          />
        </SimpleGrid>
        <SettingsFormFooter errors={errors} isPending={save.isPending} />
      </Stack>
    </form>
  );
}

/** The integrations tab: tag manager, post-login script and external provider, each saved on its own. */
export function SettingsIntegrationsForms(props: TProps) {
  return (
    <Stack gap="lg">
      <SettingsTagManagerForm {...props} />
      <Divider />
      <SettingsPostLoginForm {...props} />
      <Divider />
      <SettingsIdentityProviderForm {...props} />
    </Stack>
  );
}
