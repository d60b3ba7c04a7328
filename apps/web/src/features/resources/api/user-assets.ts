import {
  ZGetAssetTypesResponseSchema,
  ZGetUserAssetsResponseSchema,
  ZUpdateUserAssetResponseSchema,
  ZValidateResponseSchema,
} from '@portal/contracts';
import type {
  TAssetType,
  TGetUserAssetsResponse,
  TUpdateUserAssetRequest,
  TUserAsset,
  TUserAssetStatusId,
  TValidationResult,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { resourceQueryKeys } from './query-keys';

export type TUserAssetsQuery = {
  scope: 'mine' | 'review';
  status?: TUserAssetStatusId;
  pageNo: number;
  pageSize: number;
};

/** `GET /api/Assets/GetUserAssets`: the caller's uploads, or (reviewers, `scope=review`) everyone's. */
export async function getUserAssets(
  serviceUrl: string,
  query: TUserAssetsQuery,
  signal?: AbortSignal,
): Promise<TGetUserAssetsResponse> {
  return apiRequest(joinUrl(serviceUrl, '/api/Assets/GetUserAssets'), ZGetUserAssetsResponseSchema, {
    params: query,
    signal,
  });
}

export function useUserAssets(serviceUrl: string, query: TUserAssetsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.userAssets(), serviceUrl, query],
      queryFn: ({ signal }) => getUserAssets(serviceUrl, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /api/Assets/GetUserAssetTypes`: the asset types learners may upload. */
export async function getUserAssetTypes(serviceUrl: string, signal?: AbortSignal): Promise<TAssetType[]> {
  return apiRequest(joinUrl(serviceUrl, '/api/Assets/GetUserAssetTypes'), ZGetAssetTypesResponseSchema, { signal });
}

export function useUserAssetTypes(serviceUrl: string) {
  return useQuery(
    queryOptions({
      queryKey: [...resourceQueryKeys.reference(), 'user-asset-types', serviceUrl],
      queryFn: ({ signal }) => getUserAssetTypes(serviceUrl, signal),
      staleTime: 5 * 60_000,
    }),
  );
}

/** `POST /api/Assets/ValidateUserAsset`: the server's rules, checked without saving. */
export async function validateUserAsset(
  serviceUrl: string,
  request: TUpdateUserAssetRequest,
): Promise<TValidationResult> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/Assets/ValidateUserAsset'), ZValidateResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

/** `POST /api/Assets/UpdateUserAsset`: a new upload (saved as Pending), an edit, or a review decision. */
export async function saveUserAsset(serviceUrl: string, request: TUpdateUserAssetRequest): Promise<TUserAsset> {
  const answer = await apiRequest(joinUrl(serviceUrl, '/api/Assets/UpdateUserAsset'), ZUpdateUserAssetResponseSchema, {
    method: 'POST',
    body: request,
  });
  return answer.returnValue;
}

export function useSaveUserAsset(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateUserAssetRequest) => saveUserAsset(serviceUrl, request),
    // Not awaited: the form closes and confirms at once while the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.userAssets() });
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.admin() });
    },
  });
}

/** The body that re-saves an upload as it is, with a review decision. */
export function reviewRequestOf(
  asset: TUserAsset,
  userAssetStatusId: TUserAssetStatusId,
  reviewComment: string | null,
): TUpdateUserAssetRequest {
  return {
    userAssetId: asset.userAssetId,
    userAssetStatusId,
    reviewComment,
    assetTypeCode: asset.assetTypeCode,
    title: asset.title,
    description: asset.description,
    locale: asset.locale,
    url: asset.url,
    mediaId: asset.mediaId,
    categoryIds: asset.categoryIds,
    effectiveDate: asset.effectiveDate,
    expiryDate: asset.expiryDate,
  };
}
