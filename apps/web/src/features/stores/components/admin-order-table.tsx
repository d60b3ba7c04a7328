import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminOrder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { OrderStatusBadge } from './order-status-badge';

type TAdminOrderTableProps = {
  orders: readonly TAdminOrder[];
  locale: string;
  /** The order being changed, whose buttons wait. */
  pendingOrderId: number | null;
  onFulfil: (order: TAdminOrder) => void;
  onRefund: (order: TAdminOrder) => void;
};

/** The store's orders: who, what, how many, the coins, when, the status; fulfil or refund a placed one. */
export function AdminOrderTable({ orders, locale, pendingOrderId, onFulfil, onRefund }: TAdminOrderTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stores.admin.orders.column.person')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.orders.column.reward')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.orders.column.quantity')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.orders.column.coins')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.orders.column.placedAt')}</Table.Th>
            <Table.Th scope="col">{t('stores.admin.orders.column.status')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('stores.admin.orders.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const names = { person: order.displayName, reward: order.rewardName };
            const isPending = pendingOrderId === order.orderId;
            return (
              <Table.Tr key={order.orderId} data-admin-order={order.orderId}>
                <Table.Td>
                  <Text size="sm">{order.displayName}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {order.email}
                  </Text>
                </Table.Td>
                <Table.Td>{order.rewardName}</Table.Td>
                <Table.Td>{formatNumber(order.quantity, locale)}</Table.Td>
                <Table.Td>{formatNumber(order.coins, locale)}</Table.Td>
                <Table.Td>{formatMediumDate(order.placedAt, locale)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  {order.status === 'PLACED' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        loading={isPending}
                        disabled={pendingOrderId !== null && !isPending}
                        aria-label={t('stores.admin.orders.fulfilNamed', names)}
                        onClick={() => onFulfil(order)}
                      >
                        {t('stores.admin.orders.fulfil')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        disabled={pendingOrderId !== null}
                        aria-label={t('stores.admin.orders.refundNamed', names)}
                        onClick={() => onRefund(order)}
                      >
                        {t('stores.admin.orders.refund')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
