import { Badge } from '@mantine/core';
import type { TOrderStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

// Outline badges in the darker shades keep AA contrast in both colour schemes.
const STATUS_COLORS: Record<TOrderStatus, string> = { PLACED: 'blue.9', FULFILLED: 'teal.9', REFUNDED: 'gray.8' };

/** An order's status in words: placed (waiting to be handed over), fulfilled, refunded. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="outline" data-order-status={status}>
      {t(`stores.order.status.${status}`)}
    </Badge>
  );
}
