import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { storeMessageKeyOf, StoreLimits, ZSaveRewardRequestSchema } from '@portal/contracts';
import type { TAdminReward, TSaveRewardRequest } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../../../components/ui/bilingual-fields';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { toRewardRequest, valuesOfReward } from '../utils/reward-form-values';
import type { TRewardValues } from '../utils/reward-form-values';

export type TImageFieldProps = {
  mediaId: string | null;
  error: string | undefined;
  onChange: (mediaId: string | null) => void;
};

type TRewardFormProps = {
  reward: TAdminReward | null;
  /** The image's upload field (the app composes it from the media service). */
  renderImage: (props: TImageFieldProps) => ReactNode;
  isPending: boolean;
  onSubmit: (request: TSaveRewardRequest, onServerError: (error: unknown) => boolean) => void;
};

/** A reward's names and descriptions in both languages, image, price in coins, stock, limit and whether it is offered. */
export function RewardForm({ reward, renderImage, isPending, onSubmit }: TRewardFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = storeMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TRewardValues>({
    initialValues: valuesOfReward(reward),
    validate: contractValidator(ZSaveRewardRequestSchema, toRewardRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(toRewardRequest(values), (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('stores.admin.form.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualFields
            labelEn={t('stores.admin.form.nameEn')}
            labelFr={t('stores.admin.form.nameFr')}
            maxLength={StoreLimits.maxNameLength}
            en={form.getInputProps('nameEn')}
            fr={form.getInputProps('nameFr')}
          />
          <BilingualFields
            labelEn={t('stores.admin.form.descriptionEn')}
            labelFr={t('stores.admin.form.descriptionFr')}
            rows={4}
            maxLength={StoreLimits.maxDescriptionLength}
            en={form.getInputProps('descriptionEn')}
            fr={form.getInputProps('descriptionFr')}
          />
        </SimpleGrid>
        {renderImage({
          mediaId: form.values.imageMediaId,
          error: form.errors.imageMediaId as string | undefined,
          onChange: (mediaId) => form.setFieldValue('imageMediaId', mediaId),
        })}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('stores.admin.form.coinPrice')}
            required
            min={StoreLimits.minCoinPrice}
            max={StoreLimits.maxCoinPrice}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('coinPrice')}
          />
          <NumberInput
            label={t('stores.admin.form.stock')}
            description={t('stores.admin.form.stockHint')}
            required
            min={0}
            max={StoreLimits.maxStock}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('stock')}
          />
          <NumberInput
            label={t('stores.admin.form.perPersonLimit')}
            description={t('stores.admin.form.perPersonLimitHint')}
            min={StoreLimits.minPerPersonLimit}
            max={StoreLimits.maxPerPersonLimit}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('perPersonLimit')}
          />
        </SimpleGrid>
        <Switch
          label={t('stores.admin.form.active')}
          description={t('stores.admin.form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {formLevelErrors(form.errors).map((text) => (
          <Alert key={text} color="red" role="alert">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('stores.admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
