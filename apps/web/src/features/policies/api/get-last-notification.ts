import { ZGetTenantNotificationResponseSchema } from '@portal/contracts';
import type { TLocaleCode, TTenantNotification, TTenantNotificationType } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

type TLastNotificationInput = {
  coreService: string;
  tenantCode: string;
  type: TTenantNotificationType;
  locale: TLocaleCode;
};

/** `GET /api/TenantNotification/GetLastNotification` (public): the latest published version of a policy. */
export async function getLastNotification(
  { coreService, tenantCode, type, locale }: TLastNotificationInput,
  signal?: AbortSignal,
): Promise<TTenantNotification> {
  return apiRequest(
    joinUrl(coreService, '/api/TenantNotification/GetLastNotification'),
    ZGetTenantNotificationResponseSchema,
    { params: { type, locale, tenantCode }, signal },
  );
}

export function getLastNotificationQueryOptions(input: TLastNotificationInput) {
  return queryOptions({
    queryKey: ['policies', 'last', input.coreService, input.tenantCode, input.type, input.locale],
    queryFn: ({ signal }) => getLastNotification(input, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLastNotification(input: TLastNotificationInput) {
  return useQuery(getLastNotificationQueryOptions(input));
}
