import { Alert, Box, Button, ColorInput, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BrandingValidation } from '@portal/contracts';
import type { TBranding, TUpdateBrandingRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBrandColor } from '../utils/brand-color-check';

/** A logo chosen on the page: its media and the address that shows it. */
export type TLogoChoice = { mediaId: string; url: string };

type TBrandingValues = { brandColor: string; logo: TLogoChoice | null };

type TBrandingFormProps = {
  branding: TBranding;
  tenantName: string;
  isPending: boolean;
  /** Uploads the file through the media service. */
  uploadLogo: (file: File) => Promise<TLogoChoice>;
  /** Saves; answers the server's field messages when it refused the request. */
  onSubmit: (request: TUpdateBrandingRequest) => Promise<Record<string, string> | undefined>;
};

const LOGO_TYPES: readonly string[] = BrandingValidation.logoContentTypes;
const MAX_LOGO_KB = BrandingValidation.maxLogoBytes / 1024;

function initialValues(branding: TBranding): TBrandingValues {
  return {
    brandColor: branding.brandColor ?? '',
    logo: branding.logoMediaId && branding.logoUrl ? { mediaId: branding.logoMediaId, url: branding.logoUrl } : null,
  };
}

/** The brand colour, checked for readable text as it is typed, and the logo. */
export function BrandingForm({ branding, tenantName, isPending, uploadLogo, onSubmit }: TBrandingFormProps) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const form = useForm<TBrandingValues>({
    initialValues: initialValues(branding),
    validate: {
      brandColor: (value) => {
        const check = checkBrandColor(value);
        if (check.kind === 'invalid') {
          return t('admin.branding.color.invalid');
        }
        return check.kind === 'tooLight' ? t('admin.branding.color.lowContrast', check) : null;
      },
    },
  });
  const check = checkBrandColor(form.values.brandColor);

  const chooseLogo = async (file: File | null) => {
    form.clearFieldError('logo');
    if (!file) {
      return;
    }
    if (!LOGO_TYPES.includes(file.type)) {
      form.setFieldError('logo', t('admin.branding.logo.notAnImage'));
      return;
    }
    if (file.size > BrandingValidation.maxLogoBytes) {
      form.setFieldError('logo', t('admin.branding.logo.tooLarge', { size: MAX_LOGO_KB }));
      return;
    }
    setUploading(true);
    try {
      form.setFieldValue('logo', await uploadLogo(file));
    } catch {
      form.setFieldError('logo', t('admin.branding.logo.uploadError'));
    } finally {
      setUploading(false);
    }
  };

  const submit = form.onSubmit(async (values) => {
    const color = values.brandColor.trim();
    const errors = await onSubmit({
      brandColor: color === '' ? null : color.toLowerCase(),
      logoMediaId: values.logo?.mediaId ?? null,
    });
    if (errors) {
      form.setErrors({
        ...(errors.brandColor ? { brandColor: errors.brandColor } : {}),
        ...(errors.logoMediaId ? { logo: errors.logoMediaId } : {}),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.branding.title')}>
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="branding-color">
          <Stack gap="sm">
            <Title order={2} size="h3" id="branding-color">
              {t('admin.branding.color.heading')}
            </Title>
            <ColorInput
              label={t('admin.branding.color.label')}
              description={t('admin.branding.color.description', { minimum: BrandingValidation.minContrast })}
              placeholder="#1d5fa8"
              format="hex"
              withPicker={false}
              withEyeDropper={false}
              maw={320}
              {...form.getInputProps('brandColor')}
            />
            {check.kind === 'tooLight' ? (
              <Group gap="sm">
                <Button
                  variant="outline"
                  size="compact-sm"
                  onClick={() => form.setFieldValue('brandColor', check.suggestion)}
                >
                  {t('admin.branding.color.useSuggestion', { suggestion: check.suggestion })}
                </Button>
              </Group>
            ) : null}
            {check.kind === 'readable' ? (
              <Group gap="sm" align="center">
                <Box
                  px="md"
                  py="xs"
                  style={{ background: form.values.brandColor, color: '#ffffff', borderRadius: 8 }}
                  data-testid="brand-preview"
                >
                  {t('admin.branding.color.preview', { name: tenantName })}
                </Box>
                <Text size="sm">{t('admin.branding.color.ratio', { ratio: check.ratio })}</Text>
              </Group>
            ) : null}
            {check.kind === 'none' ? <Text size="sm">{t('admin.branding.color.default')}</Text> : null}
            {form.values.brandColor !== '' ? (
              <Group>
                <Button variant="default" size="compact-sm" onClick={() => form.setFieldValue('brandColor', '')}>
                  {t('admin.branding.color.reset')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="branding-logo">
          <Stack gap="sm">
            <Title order={2} size="h3" id="branding-logo">
              {t('admin.branding.logo.heading')}
            </Title>
            {form.values.logo ? (
              <Image
                src={form.values.logo.url}
                alt={t('admin.branding.logo.current', { name: tenantName })}
                h={48}
                w="auto"
                fit="contain"
                maw={240}
              />
            ) : (
              <Text size="sm">{t('admin.branding.logo.none')}</Text>
            )}
            <FileInput
              label={t('admin.branding.logo.upload')}
              description={t('admin.branding.logo.hint', { size: MAX_LOGO_KB })}
              accept={LOGO_TYPES.join(',')}
              clearable={false}
              maw={320}
              disabled={isUploading}
              error={form.errors.logo}
              onChange={(file) => void chooseLogo(file)}
            />
            {isUploading ? (
              <Text size="sm" role="status">
                {t('admin.branding.logo.uploading')}
              </Text>
            ) : null}
            {form.values.logo ? (
              <Group>
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  onClick={() => form.setFieldValue('logo', null)}
                >
                  {t('admin.branding.logo.remove')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>

        {Object.keys(form.errors).length > 0 && !form.errors.brandColor && !form.errors.logo ? (
          <Alert color="red" role="alert">
            {t('admin.branding.saveError')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isPending} disabled={isUploading}>
            {t('admin.branding.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
