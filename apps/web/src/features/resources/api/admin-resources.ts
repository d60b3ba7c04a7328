import {
  ZAdminResourceSearchResponseSchema,
  ZDeleteResourceResponseSchema,
  ZResourceActionResponseSchema,
  ZSaveResourceResponseSchema,
  ZValidateResponseSchema,
} from '@portal/contracts';
import type {
  TAdminResourceSearchRequest,
  TAdminResourceSearchResponse,
  TCreateResourceRequest,
  TResource,
  TUpdateResourceRequest,
  TValidationResult,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { resourceQueryKeys } from './query-keys';

/** `POST /api/resources/admin/search`: every resource of the tenant, whatever its status. */
export async function searchAdminResources(
  serviceUrl: string,
  request: TAdminResourceSearchRequest,
  signal?: AbortSignal,
): Promise<TAdminResourceSearchResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/resources/admin/search'), ZAdminResourceSearchResponseSchema, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function useAdminResources(serviceUrl: string, request: TAdminResourceSearchRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.admin(), 'search', serviceUrl, request],
      queryFn: ({ signal }) => searchAdminResources(serviceUrl, request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `POST /api/resources/validate`: the server's rules, checked without saving. */
export async function validateResource(
  serviceUrl: string,
  request: TUpdateResourceRequest,
): Promise<TValidationResult> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/resources/validate'), ZValidateResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

/** `POST /api/resources` (create) or `PUT /api/resources/{resourceId}` (update). */
export async function saveResource(
  serviceUrl: string,
  resourceId: number | undefined,
  request: TCreateResourceRequest,
): Promise<TResource> {
  const answer =
    resourceId === undefined
      ? await apiRequest(joinUrl(serviceUrl, '/api/resources'), ZSaveResourceResponseSchema, {
          method: 'POST',
          body: request,
        })
      : await apiRequest(joinUrl(serviceUrl, `/api/resources/${resourceId}`), ZSaveResourceResponseSchema, {
          method: 'PUT',
          body: request,
        });
  return answer.returnValue;
}

/** `GET /api/resources/{id}/publish` or `/unpublish` */
export async function setResourcePublished(
  serviceUrl: string,
  resourceId: number,
  isPublished: boolean,
): Promise<TResource> {
  const action = isPublished ? 'publish' : 'unpublish';
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/resources/${resourceId}/${action}`),
    ZResourceActionResponseSchema,
  );
  return answer.returnValue;
}

/** `DELETE /api/resources/{id}` */
export async function deleteResource(serviceUrl: string, resourceId: number): Promise<void> {
  await apiRequest(joinUrl(serviceUrl, `/api/resources/${resourceId}`), ZDeleteResourceResponseSchema, {
    method: 'DELETE',
  });
}

/** `DELETE /api/resources/RemoveThumbnail/{id}` */
export async function removeResourceThumbnail(serviceUrl: string, resourceId: number): Promise<TResource> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, `/api/resources/RemoveThumbnail/${resourceId}`),
    ZResourceActionResponseSchema,
    { method: 'DELETE' },
  );
  return answer.returnValue;
}

/** After any change, every list and the changed resource are read again. */
function useInvalidateResources() {
  const queryClient = useQueryClient();
  return (resourceId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceQueryKeys.admin() }),
      queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists() }),
      ...(resourceId === undefined
        ? []
        : [queryClient.invalidateQueries({ queryKey: resourceQueryKeys.detail(resourceId) })]),
    ]);
}

export function useSaveResource(serviceUrl: string) {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ resourceId, request }: { resourceId: number | undefined; request: TCreateResourceRequest }) =>
      saveResource(serviceUrl, resourceId, request),
    onSuccess: (resource) => invalidate(resource.resourceId),
  });
}

export function useSetResourcePublished(serviceUrl: string) {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ resourceId, isPublished }: { resourceId: number; isPublished: boolean }) =>
      setResourcePublished(serviceUrl, resourceId, isPublished),
    onSuccess: (resource) => invalidate(resource.resourceId),
  });
}

export function useDeleteResource(serviceUrl: string) {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (resourceId: number) => deleteResource(serviceUrl, resourceId),
    onSuccess: (_result, resourceId) => invalidate(resourceId),
  });
}

export function useRemoveResourceThumbnail(serviceUrl: string) {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: (resourceId: number) => removeResourceThumbnail(serviceUrl, resourceId),
    onSuccess: (resource) => invalidate(resource.resourceId),
  });
}
