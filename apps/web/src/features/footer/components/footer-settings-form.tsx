import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { FooterSettingsValidation, SUPPORTED_LOCALES, ZUpdateFooterSettingsRequestSchema } from '@portal/contracts';
import type { TFooterSettings, TFooterSettingsInput, TLocaleCode } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';

type TFooterValues = Omit<TFooterSettings, 'copyright' | 'contactNumber'> & {
  copyright: string;
  contactNumber: string;
};
type TListName = 'additionalLinks' | 'socialMedia' | 'productLinks' | 'otherTenantUrls';
type TColumn = { name: string; labelKey: TMessageKey; kind: 'text' | 'url' | 'locale' };

const FLAGS = [
  'showLogo',
  'showChangeLanguageLink',
  'showLanguageSwitchingOption',
  'termsAndConditions',
  'privacy',
  'showContactUsForm',
  'showPoweredBy',
  'showOtherTenantUrls',
] as const;

const LISTS: readonly { name: TListName; columns: readonly TColumn[]; empty: Record<string, string> }[] = [
  {
    name: 'additionalLinks',
    columns: [
      { name: 'groupName', labelKey: 'admin.footer.field.groupName', kind: 'text' },
      { name: 'linkName', labelKey: 'admin.footer.field.linkName', kind: 'text' },
      { name: 'linkUrl', labelKey: 'admin.footer.field.url', kind: 'url' },
      { name: 'locale', labelKey: 'admin.footer.field.locale', kind: 'locale' },
    ],
    empty: { groupName: '', linkName: '', linkUrl: '', locale: 'en' },
  },
  {
    name: 'socialMedia',
    columns: [
      { name: 'mediaName', labelKey: 'admin.footer.field.mediaName', kind: 'text' },
      { name: 'mediaUrl', labelKey: 'admin.footer.field.url', kind: 'url' },
      { name: 'locale', labelKey: 'admin.footer.field.locale', kind: 'locale' },
    ],
    empty: { mediaName: '', mediaUrl: '', locale: 'en' },
  },
  {
    name: 'productLinks',
    columns: [
      { name: 'linkName', labelKey: 'admin.footer.field.linkName', kind: 'text' },
      { name: 'linkUrl', labelKey: 'admin.footer.field.url', kind: 'url' },
      { name: 'locale', labelKey: 'admin.footer.field.locale', kind: 'locale' },
    ],
    empty: { linkName: '', linkUrl: '', locale: 'en' },
  },
  {
    name: 'otherTenantUrls',
    columns: [
      { name: 'name', labelKey: 'admin.footer.field.siteName', kind: 'text' },
      { name: 'url', labelKey: 'admin.footer.field.url', kind: 'url' },
    ],
    empty: { name: '', url: '' },
  },
];

function valuesOf(settings: TFooterSettings): TFooterValues {
  return { ...settings, copyright: settings.copyright ?? '', contactNumber: settings.contactNumber ?? '' };
}

export function toFooterRequest(values: TFooterValues): TFooterSettingsInput {
  return {
    ...values,
    copyright: values.copyright.trim() === '' ? null : values.copyright,
    contactNumber: values.contactNumber.trim() === '' ? null : values.contactNumber,
  };
}

function messageOf({ field, text }: { field: string; text: string }): TFieldMessage {
  if (text === 'Required') {
    return { key: 'admin.footer.error.required' };
  }
  if (/https?:\/\//.test(text)) {
    return { key: 'admin.footer.error.url' };
  }
  if (field === 'contactNumber' && /phone/i.test(text)) {
    return { key: 'admin.footer.error.phone' };
  }
  return undefined;
}

function ListSection({ form, list }: { form: UseFormReturnType<TFooterValues>; list: (typeof LISTS)[number] }) {
  const { t } = useTranslation();
  const rows = form.values[list.name] as Record<string, string>[];
  const localeOptions = SUPPORTED_LOCALES.map((locale: TLocaleCode) => ({
    value: locale,
    label: t(`admin.footer.locale.${locale}` as TMessageKey),
  }));
  const headingId = `footer-${list.name}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`admin.footer.list.${list.name}` as TMessageKey)}
        </Title>
        {rows.length === 0 ? <Text size="sm">{t('admin.footer.list.empty')}</Text> : null}
        {rows.map((_row, index) => (
          <Group
            key={index}
            align="flex-end"
            gap="sm"
            wrap="wrap"
            role="group"
            aria-label={t('admin.footer.list.row', { number: index + 1 })}
          >
            {list.columns.map((column) =>
              column.kind === 'locale' ? (
                <Select
                  key={column.name}
                  label={t(column.labelKey)}
                  data={localeOptions}
                  allowDeselect={false}
                  w={140}
                  {...form.getInputProps(`${list.name}.${index}.${column.name}`)}
                />
              ) : (
                <TextInput
                  key={column.name}
                  label={t(column.labelKey)}
                  type={column.kind === 'url' ? 'url' : 'text'}
                  maxLength={
                    column.kind === 'url'
                      ? FooterSettingsValidation.maxUrlLength
                      : FooterSettingsValidation.maxNameLength
                  }
                  style={{ flex: column.kind === 'url' ? '2 1 16rem' : '1 1 10rem' }}
                  {...form.getInputProps(`${list.name}.${index}.${column.name}`)}
                />
              ),
            )}
            <Button variant="outline" color="red.9" onClick={() => form.removeListItem(list.name, index)}>
              {t('admin.footer.list.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            disabled={rows.length >= FooterSettingsValidation.maxLinks}
            onClick={() => form.insertListItem(list.name, { ...list.empty } as TFooterValues[TListName][number])}
          >
            {t(`admin.footer.list.add.${list.name}` as TMessageKey)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type TFooterSettingsFormProps = {
  settings: TFooterSettings;
  isPending: boolean;
  /** The versions of the policies the footer links, shown beside their switches. */
  policyStatus: Record<'termsAndConditions' | 'privacy', ReactNode>;
  onSubmit: (request: TFooterSettingsInput, onServerError: (error: unknown) => boolean) => void;
};

/** What the footer shows, its links in every language, other tenant sites and the contact number. */
export function FooterSettingsForm({ settings, isPending, policyStatus, onSubmit }: TFooterSettingsFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf });
  const form = useForm<TFooterValues>({
    initialValues: valuesOf(settings),
    validate: contractValidator(ZUpdateFooterSettingsRequestSchema, toFooterRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toFooterRequest(values), (error) => {
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
    <form onSubmit={submit} noValidate aria-label={t('admin.footer.title')}>
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="footer-shows">
          <Stack gap="sm">
            <Title order={2} size="h3" id="footer-shows">
              {t('admin.footer.shows')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FLAGS.map((flag) => (
                <Stack key={flag} gap={4}>
                  <Switch
                    label={t(`admin.footer.flag.${flag}` as TMessageKey)}
                    {...form.getInputProps(flag, { type: 'checkbox' })}
                  />
                  {flag === 'termsAndConditions' || flag === 'privacy' ? policyStatus[flag] : null}
                </Stack>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('admin.footer.field.copyright')}
                maxLength={FooterSettingsValidation.maxCopyrightLength}
                {...form.getInputProps('copyright')}
              />
              <TextInput
                label={t('admin.footer.field.contactNumber')}
                type="tel"
                maxLength={FooterSettingsValidation.maxContactNumberLength}
                {...form.getInputProps('contactNumber')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        {LISTS.map((list) => (
          <ListSection key={list.name} form={form} list={list} />
        ))}
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isPending}>
            {t('admin.footer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
