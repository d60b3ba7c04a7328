import {
  LearningPathLookupDefaults,
  ZAdminPathListResponseSchema,
  ZAdminPathResponseSchema,
  ZAdminResourceSearchResponseSchema,
  ZDeletePathResponseSchema,
  ZModuleUsageResponseSchema,
  ZPathActionResponseSchema,
  ZPathAssignmentsResponseSchema,
  ZPathUsageResponseSchema,
  ZSetChoicesResponseSchema,
  ZUpdatePathResponseSchema,
} from '@portal/contracts';
import type {
  TAdminPath,
  TAdminPathListRequest,
  TAdminPathListResponse,
  TAdminResourceListItem,
  TCreatePathRequest,
  TLocaleCode,
  TPathAssignments,
  TPathAssignmentsRequest,
  TSetChoice,
  TUpdatePathResponse,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { learningPathQueryKeys } from './query-keys';

/** `POST /api/path/admin/list`: the tenant's paths, every status. */
export function listAdminPaths(
  serviceUrl: string,
  request: TAdminPathListRequest,
  signal?: AbortSignal,
): Promise<TAdminPathListResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/path/admin/list'), ZAdminPathListResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function useAdminPaths(serviceUrl: string, request: TAdminPathListRequest) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.admin(), 'list', serviceUrl, request],
    queryFn: ({ signal }) => listAdminPaths(serviceUrl, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/path/admin/{id}`: a path with its levels, modules and items (latest version). */
export async function getAdminPath(
  serviceUrl: string,
  pathId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TAdminPath> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/path/admin/${pathId}`), ZAdminPathResponseSchema, {
    params: { locale },
    signal,
  });
  return answer.returnValue;
}

export function useAdminPath(serviceUrl: string, pathId: number | undefined, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.adminPath(pathId ?? 0), serviceUrl, locale],
    queryFn: ({ signal }) => getAdminPath(serviceUrl, pathId ?? 0, locale, signal),
    enabled: pathId !== undefined,
  });
}

/** `POST /api/path/admin` (create, 201). */
export async function createPath(serviceUrl: string, request: TCreatePathRequest): Promise<TAdminPath> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/path/admin'), ZAdminPathResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

/**
 * `PUT /api/path/admin/{id}?ignoreWarnings`: the whole tree. Without `ignoreWarnings`, a save that
 * would remove items learners started answers their list and saves nothing.
 */
export async function updatePath(
  serviceUrl: string,
  pathId: number,
  request: TCreatePathRequest,
  ignoreWarnings: boolean,
): Promise<TUpdatePathResponse['returnValue']> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/path/admin/${pathId}`), ZUpdatePathResponseSchema, {
    method: 'PUT',
    params: { ignoreWarnings: String(ignoreWarnings) },
    body: request,
  });
  return answer.returnValue;
}

type TSavePathInput = { pathId: number | undefined; request: TCreatePathRequest; ignoreWarnings?: boolean };

/** Create or update; the answer's `path` is null when removed items wait for a confirmation. */
export function useSavePath(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pathId, request, ignoreWarnings = false }: TSavePathInput) =>
      pathId === undefined
        ? { path: await createPath(serviceUrl, request), isNewVersion: false, warnings: [] }
        : updatePath(serviceUrl, pathId, request, ignoreWarnings),
    onSuccess: (result) => {
      if (result.path) {
        void queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.all });
      }
    },
  });
}

/** `POST /api/path/admin/{id}/publish` or `/unpublish`. */
export async function setPathPublished(serviceUrl: string, pathId: number, isPublished: boolean): Promise<TAdminPath> {
  const action = isPublished ? 'publish' : 'unpublish';
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/path/admin/${pathId}/${action}`),
    ZPathActionResponseSchema,
    { method: 'POST' },
  );
  return answer.returnValue;
}

export function useSetPathPublished(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pathId, isPublished }: { pathId: number; isPublished: boolean }) =>
      setPathPublished(serviceUrl, pathId, isPublished),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.all }),
  });
}

/** `DELETE /api/path/admin/{id}`. */
export async function deletePath(serviceUrl: string, pathId: number): Promise<number> {
  const answer = await apiRequest(joinUrl(serviceUrl, `/api/path/admin/${pathId}`), ZDeletePathResponseSchema, {
    method: 'DELETE',
  });
  return answer.returnValue;
}

export function useDeletePath(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathId: number) => deletePath(serviceUrl, pathId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.all }),
  });
}

/** `GET /api/path/admin/{id}/assignments`. */
export async function getPathAssignments(
  serviceUrl: string,
  pathId: number,
  signal?: AbortSignal,
): Promise<TPathAssignments> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/path/admin/${pathId}/assignments`),
    ZPathAssignmentsResponseSchema,
    { signal },
  );
  return answer.returnValue;
}

export function usePathAssignments(serviceUrl: string, pathId: number | undefined) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.adminPath(pathId ?? 0), 'assignments', serviceUrl],
    queryFn: ({ signal }) => getPathAssignments(serviceUrl, pathId ?? 0, signal),
    enabled: pathId !== undefined,
  });
}

/** `PUT /api/path/admin/{id}/assignments`: replaces who gets the path. */
export async function savePathAssignments(
  serviceUrl: string,
  pathId: number,
  request: TPathAssignmentsRequest,
): Promise<TPathAssignments> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/path/admin/${pathId}/assignments`),
    ZPathAssignmentsResponseSchema,
    { method: 'PUT', body: request },
  );
  return answer.returnValue;
}

export function useSavePathAssignments(serviceUrl: string, pathId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TPathAssignmentsRequest) => savePathAssignments(serviceUrl, pathId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.adminPath(pathId) }),
  });
}

/** The resources an item may point at: the resource library's admin search (every status). */
export function useResourceChoices(resourceServiceUrl: string, searchText: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.reference(), 'resources', resourceServiceUrl, searchText, locale],
    queryFn: async ({ signal }): Promise<TAdminResourceListItem[]> => {
      const answer = await apiRequest(
        joinUrl(resourceServiceUrl, '/api/resources/admin/search'),
        ZAdminResourceSearchResponseSchema,
        {
          method: 'POST',
          body: {
            pageNo: LearningPathLookupDefaults.pageNo,
            pageSize: LearningPathLookupDefaults.pageSize,
            displayAll: LearningPathLookupDefaults.displayAll,
            sortColumns: [{ colId: 'title', sort: 'asc' }],
            searchParameters: searchText ? { searchText } : {},
          },
          signal,
        },
      );
      return answer.result;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The assessment sets an item may point at: Test and Trivia's published sets by title. Null service
 * (the tenant has no Test and Trivia): nothing is asked.
 */
export function useAssessmentSetChoices(assessmentServiceUrl: string | null, searchText: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.reference(), 'assessment-sets', assessmentServiceUrl, searchText, locale],
    queryFn: async ({ signal }): Promise<TSetChoice[]> => {
      const answer = await apiRequest(
        joinUrl(assessmentServiceUrl ?? '', '/api/assessment/setChoices'),
        ZSetChoicesResponseSchema,
        { params: { searchText, locale }, signal },
      );
      return answer.returnValue;
    },
    enabled: assessmentServiceUrl !== null,
    placeholderData: keepPreviousData,
  });
}

export type TResourceUsage = {
  resourceId: number;
  paths: { pathId: number; title: string }[];
  modules: { moduleId: number; title: string; pathTitle: string }[];
};

/**
 * The resource admin's "used in" warning: `POST /api/path/admin/Search` and
 * `/api/modules/admin/Search` (ActionEntityName=Resource) for the resources about to change.
 */
export function useResourceUsage(serviceUrl: string, resourceIds: readonly number[], locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.usage(), serviceUrl, [...resourceIds], locale],
    queryFn: async ({ signal }): Promise<TResourceUsage[]> => {
      const body = { ActionEntityName: 'Resource', ActionEntityId: [...resourceIds], locale };
      const [paths, modules] = await Promise.all([
        apiRequest(joinUrl(serviceUrl, '/api/path/admin/Search'), ZPathUsageResponseSchema, {
          method: 'POST',
          body,
          signal,
        }),
        apiRequest(joinUrl(serviceUrl, '/api/modules/admin/Search'), ZModuleUsageResponseSchema, {
          method: 'POST',
          body,
          signal,
        }),
      ]);
      return resourceIds.map((resourceId) => ({
        resourceId,
        paths: (paths.returnValue.find((entry) => entry.actionEntityId === resourceId)?.paths ?? []).map(
          ({ pathId, title }) => ({ pathId, title }),
        ),
        modules: (modules.returnValue.find((entry) => entry.actionEntityId === resourceId)?.modules ?? []).map(
          ({ moduleId, title, pathTitle }) => ({ moduleId, title, pathTitle }),
        ),
      }));
    },
    enabled: resourceIds.length > 0,
  });
}
