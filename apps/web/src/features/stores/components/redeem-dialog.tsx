import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { storeMessageKeyOf, storeRefusalOf, ZRedeemRequestSchema } from '@portal/contracts';
import type { TReward } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { formatNumber } from '../../../lib/format-number';
import type { TMessageKey } from '../../../lib/i18n';
import { maxQuantityOf } from '../utils/reward-limits';

type TRedeemValues = { quantity: number | string };

type TRedeemDialogProps = {
  reward: TReward;
  /** My coins, once the wallet has arrived. */
  coins: number | undefined;
  locale: string;
  isPending: boolean;
  /** The last refusal or failure of this dialog's order, or null. */
  error: unknown;
  onConfirm: (quantity: number, onServerError: (error: unknown) => boolean) => void;
  onClose: () => void;
  closeLabel: string;
};

function toRequest(values: TRedeemValues) {
  return { quantity: values.quantity === '' ? Number.NaN : Number(values.quantity) };
}

/** The words of a refused order: out of stock, not enough coins, limit reached, or a failure. */
function useRefusalText() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    // A quantity the server refused shows under the field instead.
    if (!error || (error instanceof ApiError && error.code === 'validation_failed')) {
      return null;
    }
    const refusal = error instanceof ApiError ? storeRefusalOf(error.problem) : undefined;
    return refusal ? t(`stores.redeem.refusal.${refusal}`) : t('stores.redeem.error');
  };
}

/** How many of a reward to order, what it costs and leaves me; the server's refusal in words. */
export function RedeemDialog({
  reward,
  coins,
  locale,
  isPending,
  error,
  onConfirm,
  onClose,
  closeLabel,
}: TRedeemDialogProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = storeMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const form = useForm<TRedeemValues>({
    initialValues: { quantity: 1 },
    validate: contractValidator(ZRedeemRequestSchema, toRequest, translator),
  });
  const refusalText = useRefusalText();
  const quantity = Number(form.values.quantity) || 0;
  const total = quantity * reward.coinPrice;
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, locale) });
  const submit = form.onSubmit((values) =>
    onConfirm(toRequest(values).quantity, (failure) => {
      const placed = serverFieldErrors(failure, translator);
      if (placed && Object.keys(placed.fields).length > 0) {
        form.setErrors(placed.fields);
        return true;
      }
      return false;
    }),
  );
  const refusal = refusalText(error);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('stores.redeem.title', { name: reward.name })}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <form onSubmit={submit} noValidate aria-label={t('stores.redeem.formLabel')}>
        <Stack gap="sm">
          <Text size="sm">{t('stores.redeem.price', count(reward.coinPrice))}</Text>
          <NumberInput
            label={t('stores.redeem.quantity')}
            description={t('stores.redeem.quantityHint', count(Math.max(1, maxQuantityOf(reward))))}
            min={1}
            max={Math.max(1, maxQuantityOf(reward))}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...form.getInputProps('quantity')}
          />
          <Text fw={700} aria-live="polite">
            {t('stores.redeem.total', count(total))}
          </Text>
          {coins === undefined ? null : (
            <Text size="sm" c="dimmed">
              {coins >= total
                ? t('stores.redeem.coinsAfter', count(coins - total))
                : t('stores.redeem.coinsShort', count(total - coins))}
            </Text>
          )}
          {refusal ? (
            <Alert color="red" role="alert" data-redeem-refusal>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('stores.redeem.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('stores.redeem.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
