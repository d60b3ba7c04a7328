import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TOrder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { OrderStatusBadge } from './order-status-badge';

/** A row's height in px, which the list's skeleton takes too. */
export const ORDER_ROW_HEIGHT = 88;

type TOrderListProps = {
  orders: readonly TOrder[];
  /** A reward image's URL at thumbnail size, or null. */
  imageUrlOf: (mediaId: string | null) => string | null;
  locale: string;
};

/** My orders, newest first: the reward, how many, the coins, when, and where the order stands. */
export function OrderList({ orders, imageUrlOf, locale }: TOrderListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {orders.map((order) => {
        const imageUrl = imageUrlOf(order.imageMediaId);
        return (
          <Card
            key={order.orderId}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            mih={ORDER_ROW_HEIGHT}
            data-order
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              {imageUrl ? (
                <Image src={imageUrl} alt="" w={96} h={54} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
              ) : null}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                    {order.rewardName}
                  </Title>
                  <OrderStatusBadge status={order.status} />
                </Group>
                <Text size="sm">
                  {t('stores.orders.summary', {
                    quantity: formatNumber(order.quantity, locale),
                    count: order.coins,
                    formatted: formatNumber(order.coins, locale),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('stores.orders.placedAt', { date: formatMediumDate(order.placedAt, locale) })}
                  {order.status === 'PLACED'
                    ? null
                    : ` · ${t(`stores.orders.changedAt.${order.status}`, { date: formatMediumDate(order.updatedAt, locale) })}`}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
