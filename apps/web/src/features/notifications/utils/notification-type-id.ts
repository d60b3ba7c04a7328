import { NotificationTypeIds } from '@portal/contracts';
import type { TNotificationTypeId } from '@portal/contracts';

const TYPE_IDS: readonly TNotificationTypeId[] = Object.values(NotificationTypeIds);

/** The notification type id a text holds ('1' to '3', as the address or the type filter gives it); undefined otherwise. */
export function toNotificationTypeId(value: string | null): TNotificationTypeId | undefined {
  const id = Number(value);
  return TYPE_IDS.find((typeId) => typeId === id);
}
