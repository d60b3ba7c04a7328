import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCATION_STATUSES, LocationValidation, ZCreateLocationRequestSchema } from '@portal/contracts';
import type {
  TBusinessType,
  TCreateLocationRequest,
  TLocation,
  TLocationStatus,
  TLocationType,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldMessage } from '../../../lib/form';

type TLocationValues = {
  code: string;
  nameEn: string;
  nameFr: string;
  locationTypeCode: string;
  businessTypeCode: string;
  brandCode: string;
  parentLocationId: string;
  status: TLocationStatus;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const toLocationRequest = (values: TLocationValues): TCreateLocationRequest => ({
  code: values.code.trim(),
  nameEn: values.nameEn.trim(),
  nameFr: orNull(values.nameFr),
  locationTypeCode: values.locationTypeCode,
  businessTypeCode: orNull(values.businessTypeCode),
  brandCode: orNull(values.brandCode),
  parentLocationId: values.parentLocationId === '' ? null : Number(values.parentLocationId),
  addressLine1: orNull(values.addressLine1),
  addressLine2: orNull(values.addressLine2),
  city: orNull(values.city),
  province: orNull(values.province),
  postalCode: orNull(values.postalCode),
  countryCode: orNull(values.countryCode.toUpperCase()),
  status: values.status,
});

type TLocationFormProps = {
  /** The location edited; null for a new one. */
  location: TLocation | null;
  /** A new location's parent, when added under one. */
  parentId?: number | null;
  locations: readonly TLocation[];
  types: readonly TLocationType[];
  businessTypes: readonly TBusinessType[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (request: TCreateLocationRequest, onServerError: (error: unknown) => boolean) => void;
};

/**
 * A location: code, names, type (which decides the level), business type and brand, its parent
 * (choosing another one moves it with everything under it), status and address.
 */
export function LocationForm({
  location,
  parentId = null,
  locations,
  types,
  businessTypes,
  isPending,
  onCancel,
  onSubmit,
}: TLocationFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ field, text, source }): TFieldMessage => {
      if (source === 'server' && field === 'code' && /code/.test(text)) {
        return { key: 'admin.locations.error.codeTaken' };
      }
      if (field === 'parentLocationId' && source === 'server') {
        return { key: 'admin.locations.error.parent' };
      }
      if (
        (field === 'nameEn' || field === 'code' || field === 'locationTypeCode') &&
        /^Too small|required/.test(text)
      ) {
        return { key: 'admin.person.error.required' };
      }
      return undefined;
    },
  });
  const form = useForm<TLocationValues>({
    initialValues: {
      code: location?.code ?? '',
      nameEn: location?.nameEn ?? '',
      nameFr: location && location.nameFr !== location.nameEn ? location.nameFr : '',
      locationTypeCode: location?.locationTypeCode ?? '',
      businessTypeCode: location?.businessTypeCode ?? '',
      brandCode: location?.brandCode ?? '',
      parentLocationId: String(location?.parentLocationId ?? parentId ?? ''),
      status: location?.status ?? 'ACTIVE',
      addressLine1: location?.addressLine1 ?? '',
      addressLine2: location?.addressLine2 ?? '',
      city: location?.city ?? '',
      province: location?.province ?? '',
      postalCode: location?.postalCode ?? '',
      countryCode: location?.countryCode ?? '',
    },
    validate: contractValidator(ZCreateLocationRequestSchema, toLocationRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toLocationRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const level = types.find((type) => type.code === form.values.locationTypeCode)?.level;
  // A parent sits above the location's level; a location cannot sit under itself.
  const parents = locations
    .filter((candidate) => candidate.locationId !== location?.locationId)
    .filter((candidate) => level === undefined || candidate.level < level)
    .map((candidate) => ({
      value: String(candidate.locationId),
      label: t('admin.locations.form.parentOption', { name: candidate.name, level: candidate.level }),
    }));
  const brands = businessTypes.find((type) => type.code === form.values.businessTypeCode)?.brands ?? [];
  const formErrors = formLevelErrors(form.errors);
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.locations.form.label')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.locations.form.code')}
            description={t('admin.locations.form.codeHint')}
            required
            maxLength={LocationValidation.maxCodeLength}
            {...form.getInputProps('code')}
          />
          <Select
            label={t('admin.locations.form.type')}
            required
            data={types.map((type) => ({
              value: type.code,
              label: t('admin.locations.typeAndLevel', { type: type.name, level: type.level }),
            }))}
            {...form.getInputProps('locationTypeCode')}
          />
          <TextInput
            label={t('admin.locations.form.nameEn')}
            required
            maxLength={LocationValidation.maxNameLength}
            {...form.getInputProps('nameEn')}
          />
          <TextInput
            label={t('admin.locations.form.nameFr')}
            description={t('admin.locations.form.nameFrHint')}
            maxLength={LocationValidation.maxNameLength}
            {...form.getInputProps('nameFr')}
          />
          <Select
            label={t('admin.locations.form.parent')}
            description={t('admin.locations.form.parentHint')}
            placeholder={t('admin.locations.form.noParent')}
            data={parents}
            searchable
            clearable
            {...form.getInputProps('parentLocationId')}
            value={form.values.parentLocationId || null}
            onChange={(value: string | null) => form.setFieldValue('parentLocationId', value ?? '')}
          />
          <Select
            label={t('admin.locations.form.businessType')}
            placeholder={t('admin.locations.form.none')}
            data={businessTypes.map((type) => ({ value: type.code, label: type.name }))}
            clearable
            {...form.getInputProps('businessTypeCode')}
            value={form.values.businessTypeCode || null}
            onChange={(value: string | null) => {
              form.setFieldValue('businessTypeCode', value ?? '');
              form.setFieldValue('brandCode', '');
            }}
          />
          <Select
            label={t('admin.locations.form.brand')}
            placeholder={t('admin.locations.form.none')}
            data={brands.map((brand) => ({ value: brand.code, label: brand.name }))}
            disabled={brands.length === 0}
            clearable
            {...form.getInputProps('brandCode')}
            value={form.values.brandCode || null}
            onChange={(value: string | null) => form.setFieldValue('brandCode', value ?? '')}
          />
          <Radio.Group label={t('admin.locations.form.status')} {...form.getInputProps('status')}>
            <Group gap="lg" mt={4}>
              {LOCATION_STATUSES.map((status) => (
                <Radio key={status} value={status} label={t(`admin.locations.status.${status}`)} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('admin.locations.form.addressLine1')}
            maxLength={LocationValidation.maxAddressLineLength}
            {...form.getInputProps('addressLine1')}
          />
          <TextInput
            label={t('admin.locations.form.city')}
            maxLength={LocationValidation.maxCityLength}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t('admin.locations.form.province')}
            maxLength={LocationValidation.maxProvinceLength}
            {...form.getInputProps('province')}
          />
          <TextInput
            label={t('admin.locations.form.countryCode')}
            description={t('admin.locations.form.countryCodeHint')}
            maxLength={2}
            {...form.getInputProps('countryCode')}
          />
        </SimpleGrid>
        {formErrors.length > 0 ? (
          <Alert color="red" role="alert">
            {formErrors.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.locations.form.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('admin.locations.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
