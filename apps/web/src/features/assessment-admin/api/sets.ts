import {
  ZAssessmentDeleteResponseSchema,
  ZAssessmentSetResponseSchema,
  ZSetAssignmentsResponseSchema,
  ZSetListResponseSchema,
  ZSetPreviewResponseSchema,
  ZSetStatisticsResponseSchema,
} from '@portal/contracts';
import type {
  TAssessmentSet,
  TLocaleCode,
  TSaveSetRequest,
  TSetAssignment,
  TSetAssignmentsRequest,
  TSetPreview,
  TSetStatistics,
  TSetStatus,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { assessmentAdminQueryKeys } from './query-keys';

const ADMIN = '/api/assessment/admin';

export type TSetListFilter = {
  searchText: string;
  status: TSetStatus | undefined;
  pageNo: number;
  pageSize: number;
  locale: TLocaleCode;
};

/** `GET /sets`: the tenant's sets, every status, paged. */
export function useSets(serviceUrl: string, filter: TSetListFilter) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.sets(), 'list', serviceUrl, filter],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets`), ZSetListResponseSchema, { params: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /sets/{id}`: the set's fields with its banks' titles and question counts. */
export function useSet(serviceUrl: string, setId: number | undefined) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.set(setId ?? 0), 'detail', serviceUrl],
    queryFn: async ({ signal }): Promise<TAssessmentSet> =>
      (await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId ?? 0}`), ZAssessmentSetResponseSchema, { signal }))
        .returnValue,
    enabled: setId !== undefined,
  });
}

/** `POST /sets` (new, DRAFT) or `PUT /sets/{id}`. */
export function useSaveSet(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ setId, request }: { setId: number | undefined; request: TSaveSetRequest }) => {
      const path = setId === undefined ? `${ADMIN}/sets` : `${ADMIN}/sets/${setId}`;
      const answer = await apiRequest(joinUrl(serviceUrl, path), ZAssessmentSetResponseSchema, {
        method: setId === undefined ? 'POST' : 'PUT',
        body: request,
      });
      return answer.returnValue;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `POST /sets/{id}/publish` or `/unpublish`; a set that cannot be published answers 400 with field errors. */
export function useSetPublished(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ setId, isPublished }: { setId: number; isPublished: boolean }) =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/sets/${setId}/${isPublished ? 'publish' : 'unpublish'}`),
          ZAssessmentSetResponseSchema,
          { method: 'POST' },
        )
      ).returnValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `DELETE /sets/{id}`: refused (400 `setHasAttempts`) once attempted. */
export function useDeleteSet(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: number) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId}`), ZAssessmentDeleteResponseSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `GET /sets/{id}/assignments`. */
export function useSetAssignments(serviceUrl: string, setId: number) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.set(setId), 'assignments', serviceUrl],
    queryFn: async ({ signal }): Promise<TSetAssignment[]> =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId}/assignments`), ZSetAssignmentsResponseSchema, {
          signal,
        })
      ).returnValue,
  });
}

/** `PUT /sets/{id}/assignments`: replaces the list. */
export function useSaveSetAssignments(serviceUrl: string, setId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSetAssignmentsRequest) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId}/assignments`), ZSetAssignmentsResponseSchema, {
          method: 'PUT',
          body: request,
        })
      ).returnValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `GET /sets/{id}/preview`: one draw as an attempt would make it; nothing is recorded. */
export function useSetPreview(serviceUrl: string, setId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.set(setId), 'preview', serviceUrl, locale],
    queryFn: async ({ signal }): Promise<TSetPreview> =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId}/preview`), ZSetPreviewResponseSchema, {
          params: { locale },
          signal,
        })
      ).returnValue,
    // A new draw is asked for explicitly (refetch), never behind the admin's back.
    staleTime: Infinity,
  });
}

/** `GET /sets/{id}/statistics`: per question, over completed attempts. */
export function useSetStatistics(serviceUrl: string, setId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.set(setId), 'statistics', serviceUrl, locale],
    queryFn: async ({ signal }): Promise<TSetStatistics> =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/sets/${setId}/statistics`), ZSetStatisticsResponseSchema, {
          params: { locale },
          signal,
        })
      ).returnValue,
  });
}
