import { ZEventDetailResponseSchema, ZEventListResponseSchema, ZRegistrationResponseSchema } from '@portal/contracts';
import type { TEventDetail, TEventListResponse, TLocaleCode, TRegistrationResult } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { eventsQueryKeys } from './query-keys';
import type { TEventListParams } from './query-keys';

/** `GET /api/events?view&from&to&pageNo&pageSize&locale`: a page of sessions with their event's texts. */
export async function getEventSessions(
  serviceUrl: string,
  params: TEventListParams,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TEventListResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/events'), ZEventListResponseSchema, {
    params: { ...params, locale },
    signal,
  });
}

export function useEventSessions(serviceUrl: string, params: TEventListParams, locale: TLocaleCode) {
  return useQuery({
    queryKey: eventsQueryKeys.list(serviceUrl, params, locale),
    queryFn: ({ signal }) => getEventSessions(serviceUrl, params, locale, signal),
    // Paging and month changes keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/events/{eventId}?locale`: the event, its sessions and my registrations. */
export async function getEvent(
  serviceUrl: string,
  eventId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TEventDetail> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/events/${eventId}`), ZEventDetailResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useEvent(serviceUrl: string, eventId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: eventsQueryKeys.detail(serviceUrl, eventId, locale),
    queryFn: ({ signal }) => getEvent(serviceUrl, eventId, locale, signal),
  });
}

/** Registers (POST) or cancels (DELETE) my registration of a session; the server decides seat or waiting list. */
export async function changeRegistration(
  serviceUrl: string,
  sessionId: number,
  action: 'register' | 'cancel',
  locale: TLocaleCode,
): Promise<TRegistrationResult> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/events/sessions/${sessionId}/registration`),
    ZRegistrationResponseSchema,
    { method: action === 'register' ? 'POST' : 'DELETE', params: { locale } },
  );
  return answer.returnValue;
}

export function useChangeRegistration(serviceUrl: string, locale: TLocaleCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, action }: { sessionId: number; action: 'register' | 'cancel' }) =>
      changeRegistration(serviceUrl, sessionId, action, locale),
    // Seats, waiting positions and "mine" change for every list: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all }),
  });
}

/** The address of a session's iCalendar file (fetched with the bearer token, then saved). */
export function sessionCalendarUrl(serviceUrl: string, sessionId: number, locale: TLocaleCode): string {
  return `${joinUrl(serviceUrl, `/api/events/sessions/${sessionId}/calendar.ics`)}?locale=${encodeURIComponent(locale)}`;
}
