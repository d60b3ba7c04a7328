import {
  ZAdminEventListResponseSchema,
  ZAdminEventResponseSchema,
  ZAdminSessionResponseSchema,
  ZAttendanceResponseSchema,
  ZEventDeleteResponseSchema,
  ZMessageRegistrantsResponseSchema,
  ZSearchGroupsResponseSchema,
  ZSessionRegistrationsResponseSchema,
  PageDefaults,
} from '@portal/contracts';
import type {
  TAdminEvent,
  TAdminSession,
  TAttendanceRequest,
  TEventAdminListQuery,
  TMessageRegistrantsRequest,
  TSaveEventRequest,
  TSaveSessionRequest,
  TSessionRegistrations,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { eventsQueryKeys } from './query-keys';

const ADMIN = '/api/events/admin';

export function useAdminEvents(serviceUrl: string, query: TEventAdminListQuery) {
  return useQuery({
    queryKey: eventsQueryKeys.adminList(serviceUrl, query),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/events`), ZAdminEventListResponseSchema, {
        params: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvent(serviceUrl: string, eventId: number | null) {
  return useQuery({
    queryKey: eventsQueryKeys.adminEvent(serviceUrl, eventId ?? 0),
    queryFn: async ({ signal }): Promise<TAdminEvent> =>
      (await apiRequest(joinUrl(serviceUrl, `${ADMIN}/events/${eventId}`), ZAdminEventResponseSchema, { signal }))
        .returnValue,
    enabled: eventId !== null,
  });
}

export function useSessionRegistrations(serviceUrl: string, sessionId: number | null) {
  return useQuery({
    queryKey: eventsQueryKeys.registrations(serviceUrl, sessionId ?? 0),
    queryFn: async ({ signal }): Promise<TSessionRegistrations> =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/sessions/${sessionId}/registrations`),
          ZSessionRegistrationsResponseSchema,
          { signal },
        )
      ).returnValue,
    enabled: sessionId !== null,
  });
}

/** A write of the admin whose answer every events query may depend on (lists, seats, the learner's pages). */
function useEventsWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all }),
  });
}

/** Creates (no id) or saves an event's texts, time zone and audience. */
export function useSaveEvent(serviceUrl: string) {
  return useEventsWrite(async ({ eventId, request }: { eventId: number | null; request: TSaveEventRequest }) => {
    const path = eventId === null ? `${ADMIN}/events` : `${ADMIN}/events/${eventId}`;
    const answer = await apiRequest(joinUrl(serviceUrl, path), ZAdminEventResponseSchema, {
      method: eventId === null ? 'POST' : 'PUT',
      body: request,
    });
    return answer.returnValue;
  });
}

export function usePublishEvent(serviceUrl: string) {
  return useEventsWrite(
    async (eventId: number) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/events/${eventId}/publish`), ZAdminEventResponseSchema, {
          method: 'POST',
        })
      ).returnValue,
  );
}

export function useDeleteEvent(serviceUrl: string) {
  return useEventsWrite(async (eventId: number) => {
    await apiRequest(joinUrl(serviceUrl, `${ADMIN}/events/${eventId}`), ZEventDeleteResponseSchema, {
      method: 'DELETE',
    });
  });
}

/** Adds a session to an event (no session id) or saves one. */
export function useSaveSession(serviceUrl: string) {
  return useEventsWrite(
    async ({
      eventId,
      sessionId,
      request,
    }: {
      eventId: number;
      sessionId: number | null;
      request: TSaveSessionRequest;
    }): Promise<TAdminSession> => {
      const path = sessionId === null ? `${ADMIN}/events/${eventId}/sessions` : `${ADMIN}/sessions/${sessionId}`;
      const answer = await apiRequest(joinUrl(serviceUrl, path), ZAdminSessionResponseSchema, {
        method: sessionId === null ? 'POST' : 'PUT',
        body: request,
      });
      return answer.returnValue;
    },
  );
}

export function useDeleteSession(serviceUrl: string) {
  return useEventsWrite(async (sessionId: number) => {
    await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sessions/${sessionId}`), ZEventDeleteResponseSchema, {
      method: 'DELETE',
    });
  });
}

/** Cancels an event and its sessions to come: everyone seated or waiting is notified by the server. */
export function useCancelEvent(serviceUrl: string) {
  return useEventsWrite(
    async (eventId: number) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/events/${eventId}/cancel`), ZAdminEventResponseSchema, {
          method: 'POST',
        })
      ).returnValue,
  );
}

/** Cancels a session: everyone seated or waiting is notified by the server. */
export function useCancelSession(serviceUrl: string) {
  return useEventsWrite(
    async (sessionId: number) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sessions/${sessionId}/cancel`), ZAdminSessionResponseSchema, {
          method: 'POST',
        })
      ).returnValue,
  );
}

export function useMarkAttendance(serviceUrl: string) {
  return useEventsWrite(
    async ({ sessionId, request }: { sessionId: number; request: TAttendanceRequest }) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sessions/${sessionId}/attendance`), ZAttendanceResponseSchema, {
          method: 'PUT',
          body: request,
        })
      ).returnValue,
  );
}

export function useMessageRegistrants(serviceUrl: string) {
  return useEventsWrite(
    async ({ sessionId, request }: { sessionId: number; request: TMessageRegistrantsRequest }) =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/sessions/${sessionId}/message`),
          ZMessageRegistrantsResponseSchema,
          { method: 'POST', body: request },
        )
      ).returnValue,
  );
}

/** `POST /api/group/search` of the auth service: the tenant's active groups, for an audience (first 100 by name). */
export function useAudienceGroups(authServiceUrl: string) {
  return useQuery({
    queryKey: [...eventsQueryKeys.admin(), 'groups', authServiceUrl],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(joinUrl(authServiceUrl, '/api/group/search'), ZSearchGroupsResponseSchema, {
          method: 'POST',
          body: {
            displayAll: false,
            pageNo: 1,
            pageSize: PageDefaults.maxPageSize,
            sortColumns: [{ colId: 'name', sort: 'asc' }],
            status: 'ACTIVE',
          },
          signal,
        })
      ).result,
    staleTime: 5 * 60_000,
  });
}
